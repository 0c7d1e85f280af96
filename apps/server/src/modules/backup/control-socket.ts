import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

// The embedded database can be opened by one process only: while the server runs, commands
// that need the store (a backup) ask the server itself, over a Unix socket in DATA_DIR. The
// socket is readable and writable by the server's own user only (mode 0600), so whoever can
// reach it could read the data folder anyway; nothing else listens for these commands.

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

export interface ControlRequest {
  command: string;
  [argument: string]: unknown;
}

export type ControlHandlers = Record<string, (request: ControlRequest) => Promise<unknown>>;

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Listens on DATA_DIR/control.sock; answers the close function. */
export async function serveControlSocket(
  dataDir: string,
  handlers: ControlHandlers,
  log: Logger,
): Promise<() => Promise<void>> {
  const file = controlSocketPath(dataDir);
  // The data folder's lock is ours: a socket file left there is from a process that is gone.
  await rm(file, { force: true });
  const server: Server = createServer((connection) => {
    const lines = createInterface({ input: connection });
    lines.once('line', (text) => {
      lines.close();
      void (async () => {
        let answer: unknown;
        try {
          const request = JSON.parse(text) as ControlRequest;
          const handler = handlers[request.command];
          if (!handler) throw new Error(`unknown command "${request.command}"`);
          log.info({ command: request.command }, 'control command');
          answer = { ok: true, result: await handler(request) };
        } catch (error) {
          log.error({ err: error }, 'control command failed');
          answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
        connection.end(`${JSON.stringify(answer)}\n`);
      })();
    });
    connection.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}

/** Sends one command to the server holding `dataDir` and answers its result (or throws its error). */
export async function askServer(dataDir: string, request: ControlRequest): Promise<unknown> {
  const connection = createConnection(controlSocketPath(dataDir));
  await new Promise<void>((resolve, reject) => {
    connection.once('connect', resolve);
    connection.once('error', reject);
  });
  connection.write(`${JSON.stringify(request)}\n`);
  const lines = createInterface({ input: connection });
  for await (const line of lines) {
    const answer = JSON.parse(line) as { ok: boolean; result?: unknown; error?: string };
    connection.destroy();
    if (!answer.ok) throw new Error(answer.error ?? 'the server refused the command');
    return answer.result;
  }
  throw new Error('the server closed the control connection without an answer');
}
