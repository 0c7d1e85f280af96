import { createAdapter } from '@socket.io/redis-adapter';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  hubInvokeSchema,
  invokeTokenOf,
  hubJobs,
  hubPath,
  type HubAnswer,
  type HubClientEvents,
  type HubJob,
  type HubServerEvents,
} from '@zilt/contracts/admin-hub';
import type { AuthFailureLimiter } from '../auth/guard.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { JobRunner, Requester } from './job-runner.ts';
import type { JobRuns } from './job-runs.ts';

/** Every authenticated connection joins this room; job events go to it. */
const staffRoom = 'staff';

interface ConnectionData {
  /** The token the connection was opened with (kept in memory only, to check it again); none for a staff session. */
  token: string | undefined;
  /** The token's name, or the signed-in staff member's e-mail address. */
  tokenName: string;
}

type HubServer = Server<HubClientEvents, HubServerEvents, Record<string, never>, ConnectionData>;
type HubSocket = Socket<HubClientEvents, HubServerEvents, Record<string, never>, ConnectionData>;

export interface HubOptions {
  tokens: TokenService;
  limiter: AuthFailureLimiter;
  runs: JobRuns;
  /**
   * The signed-in support member (or admin) a handshake comes from, by the session cookie and the
   * session's CSRF token (`auth.csrf`); undefined when it is not one.
   */
  staffActor?: (
    handshake: { headers: IncomingHttpHeaders; secure: boolean },
    csrf: unknown,
  ) => Promise<string | undefined>;
  /** With Redis, events reach staff connected to any server process. */
  redisUrl: string | undefined;
  /** Builds the job runner once the hub can broadcast. */
  createRunner(broadcast: (event: keyof HubServerEvents, ...args: unknown[]) => void): JobRunner;
}

/** The token of a handshake: `auth.token`, else the `apiToken` query parameter (compatibility). */
function handshakeToken(socket: HubSocket): string | undefined {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (typeof auth?.['token'] === 'string' && auth['token'] !== '') return auth['token'];
  const query = socket.handshake.query['apiToken'];
  return typeof query === 'string' && query !== '' ? query : undefined;
}

/** The CSRF token a page signed in as staff sends in the handshake instead of an API token. */
function handshakeCsrf(socket: HubSocket): unknown {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  return auth?.['csrf'];
}

class HandshakeRefused extends Error {
  readonly data: { status: 401 | 429; retryAfterSeconds?: number };
  constructor(message: string, status: 401 | 429, retryAfterSeconds?: number) {
    super(message);
    this.data = { status, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
  }
}

/** Whether the connection's transport has written out everything it was given. */
function writtenOut(socket: HubSocket): boolean {
  const connection = socket.conn as unknown as { writeBuffer: unknown[]; transport: { writable: boolean } };
  return connection.transport.writable && connection.writeBuffer.length === 0;
}

/** Sends to one connection and waits until its transport has written the event out. */
function requesterOf(socket: HubSocket): Requester {
  return {
    async send(event, ...args) {
      if (!socket.connected) return false;
      socket.emit(event, ...args);
      while (socket.connected && !writtenOut(socket)) {
        const transport = socket.conn.transport;
        await new Promise<void>((resolve) => {
          const done = () => {
            transport.off('drain', done);
            transport.off('ready', done);
            transport.off('close', done);
            socket.off('disconnect', done);
            resolve();
          };
          transport.on('drain', done);
          transport.on('ready', done);
          transport.on('close', done);
          socket.on('disconnect', done);
        });
      }
      return socket.connected;
    },
  };
}

/**
 * The realtime admin hub: socket.io at `/adminDashboardHub` on the server's own port, for
 * support staff holding a token of the support scope. Tokens are read from the handshake and
 * never written to a log (socket.io's requests do not pass through the request log at all).
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<{ connections(): number }> {
  const io: HubServer = new Server(app.server, {
    path: hubPath,
    serveClient: false,
    // Browsers send no credentials (cookies) to the hub; the token is in the handshake.
    cors: { origin: false },
  });

  let redis: Redis[] = [];
  if (options.redisUrl) {
    const publisher = new Redis(options.redisUrl, { lazyConnect: true });
    const subscriber = publisher.duplicate();
    redis = [publisher, subscriber];
    for (const client of redis)
      client.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection of the admin hub'));
    await Promise.all(redis.map((client) => client.connect()));
    io.adapter(createAdapter(publisher, subscriber));
  }

  const runner = options.createRunner((event, ...args) =>
    (io.to(staffRoom).emit as (event: string, ...args: unknown[]) => boolean)(event, ...args),
  );

  io.use(async (socket, next) => {
    const address = socket.handshake.address;
    try {
      const blockedFor = await options.limiter.blockedForSeconds(address);
      if (blockedFor !== undefined) {
        return next(
          new HandshakeRefused(
            `Too many failed authentication attempts from this address; try again in ${blockedFor} seconds`,
            429,
            blockedFor,
          ),
        );
      }
      const token = handshakeToken(socket);
      if (!token && options.staffActor) {
        const actor = await options.staffActor(socket.handshake, handshakeCsrf(socket));
        if (actor) {
          socket.data.token = undefined;
          socket.data.tokenName = actor;
          return next();
        }
      }
      const tokenName = token ? await options.tokens.identify(token, 'support') : undefined;
      if (!token || !tokenName) {
        await options.limiter.recordFailure(address);
        return next(
          new HandshakeRefused(
            token
              ? 'The token is unknown, revoked or not valid for the "support" scope'
              : 'A token of the "support" scope is required: send it as auth.token in the handshake',
            401,
          ),
        );
      }
      socket.data.token = token;
      socket.data.tokenName = tokenName;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'admin hub handshake failed');
      next(new Error('The hub cannot check tokens right now; try again'));
    }
  });

  async function answerInvoke(socket: HubSocket, job: HubJob, argument: unknown): Promise<HubAnswer> {
    const parsed = hubInvokeSchema.safeParse(argument ?? undefined);
    if (!parsed.success) {
      return { status: 'refused', message: 'The argument of an invoke is the token, { token: string } or nothing' };
    }
    const token = invokeTokenOf(parsed.data) ?? socket.data.token;
    if (token === undefined) {
      // A staff member's connection: the session must still be live (not signed out, not ended).
      const actor = await options.staffActor?.(socket.handshake, handshakeCsrf(socket));
      if (!actor) return { status: 'refused', message: 'The staff session has ended: sign in again' };
      return runner.invoke(job, actor, requesterOf(socket));
    }
    const tokenName = await options.tokens.identify(token, 'support');
    if (!tokenName) {
      await options.limiter.recordFailure(socket.handshake.address);
      return { status: 'refused', message: 'The token is unknown, revoked or not valid for the "support" scope' };
    }
    return runner.invoke(job, tokenName, requesterOf(socket));
  }

  io.on('connection', (socket) => {
    void socket.join(staffRoom);
    for (const job of hubJobs) {
      socket.on(job, (...args: unknown[]) => {
        const answer = typeof args.at(-1) === 'function' ? (args.pop() as (answer: HubAnswer) => void) : undefined;
        answerInvoke(socket, job, args[0]).then(
          (result) => answer?.(result),
          (error: unknown) => {
            app.log.error({ err: error, job }, 'admin hub invoke failed');
            answer?.({ status: 'refused', message: 'The job could not be started; see the server log' });
          },
        );
      });
    }
    // The recent log and the state of every job, so a client that (re)connects (or reloads)
    // shows what ran while it was away.
    options.runs.recentLog().then(
      (lines) => socket.emit('LogHistory', lines),
      (error: unknown) => app.log.error({ err: error }, 'admin hub could not read the kept log'),
    );
    options.runs.latest().then(
      (states) => {
        for (const state of states) socket.emit('JobState', state);
      },
      (error: unknown) => app.log.error({ err: error }, 'admin hub could not read the job states'),
    );
  });

  app.addHook('preClose', async () => {
    // A stopping process tells its staff to connect again (they reach another process) and
    // closes their connections before it waits for its jobs.
    io.local.emit('Reconnect', { reason: 'server-stopping', retryAfterMs: 1000 });
    io.local.disconnectSockets(true);
    await runner.close();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    for (const client of redis) client.disconnect();
  });
  return { connections: () => io.engine.clientsCount };
}
