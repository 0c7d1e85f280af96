import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import {
  hubPath,
  type HubAnswer,
  type HubInvoke,
  type HubJob,
  type HubJobStatus,
  type HubResult,
  type PaidUserRow,
} from '@zilt/contracts/admin-hub';

/** An event a hub client received, in arrival order. */
export interface ReceivedEvent {
  event: string;
  args: unknown[];
}

const waitOptions = { timeout: 60_000, interval: 20 };

/**
 * A real socket.io client of the admin hub, as the Mini-Admin connects, that records every event
 * it receives (across reconnects) for tests to wait on.
 */
export class HubClient {
  readonly socket: Socket;
  readonly received: ReceivedEvent[] = [];
  connects = 0;

  constructor(
    baseUrl: string,
    options: {
      token?: string;
      queryToken?: string;
      autoConnect?: boolean;
      /** The certificate of a TLS proxy the test made. */
      ca?: string;
      /** A staff session instead of a token: its cookie, its CSRF token and the page's origin. */
      session?: { cookie: string; csrf: string; origin: string };
    } = {},
  ) {
    this.socket = io(baseUrl, {
      path: hubPath,
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
      autoConnect: options.autoConnect ?? true,
      ...(options.token ? { auth: { token: options.token } } : {}),
      ...(options.queryToken ? { query: { apiToken: options.queryToken } } : {}),
      ...(options.session
        ? {
            auth: { csrf: options.session.csrf },
            extraHeaders: { cookie: options.session.cookie, origin: options.session.origin },
          }
        : {}),
      // Through a proxy whose TLS certificate the test made.
      ...(options.ca ? { ca: options.ca } : {}),
    });
    this.socket.on('connect', () => (this.connects += 1));
    this.socket.onAny((event: string, ...args: unknown[]) => this.received.push({ event, args }));
  }

  /** Resolves once connected; rejects with the server's refusal. */
  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (error) => reject(error));
    });
  }

  /** Invokes a job and answers the server's acknowledgement. */
  invoke(job: HubJob, argument: HubInvoke = {}): Promise<HubAnswer> {
    return this.socket.timeout(60_000).emitWithAck(job, argument) as Promise<HubAnswer>;
  }

  /** Invokes a job that must start, and answers its run id. */
  async start(job: HubJob, argument: HubInvoke = {}): Promise<string> {
    const answer = await this.invoke(job, argument);
    expect(answer).toMatchObject({ status: 'started' });
    return (answer as { runId: string }).runId;
  }

  /** Runs a job to its end and answers its end state. */
  async run(job: HubJob, argument: HubInvoke = {}): Promise<HubJobStatus> {
    return this.ended(await this.start(job, argument));
  }

  /** The log lines received so far. */
  logs(): string[] {
    return this.received.filter((item) => item.event === 'Log').map((item) => String(item.args[0]));
  }

  /** The values of the named event received so far. */
  values(event: string): unknown[] {
    return this.received.filter((item) => item.event === event).map((item) => item.args[0]);
  }

  states(runId: string): HubJobStatus[] {
    return (this.values('JobState') as HubJobStatus[]).filter((state) => state.RunId === runId);
  }

  /** Waits until the run has ended here (its end state received) and answers that state. */
  async ended(runId: string): Promise<HubJobStatus> {
    await expect
      .poll(() => this.states(runId).some((state) => state.State === 'done' || state.State === 'error'), waitOptions)
      .toBe(true);
    return this.states(runId).find((state) => state.State === 'done' || state.State === 'error')!;
  }

  /** Waits for the result event of a job and answers its latest value. */
  async result(event: string, count = 1): Promise<HubResult> {
    await expect.poll(() => this.values(event).length, waitOptions).toBeGreaterThanOrEqual(count);
    return this.values(event).at(-1) as HubResult;
  }

  /** Every `PaidUsers` row received so far. */
  paidUsers(): PaidUserRow[] {
    return (this.values('PaidUsers') as PaidUserRow[][]).flat();
  }

  /** A position in the received events, to look only at what came after it. */
  mark(): number {
    return this.received.length;
  }

  /** Log lines of one job received after `mark`, in arrival order, without their time stamp. */
  jobLogs(job: HubJob, mark = 0): string[] {
    const prefix = ` ${job}: `;
    return this.received
      .slice(mark)
      .filter((item) => item.event === 'Log')
      .map((item) => String(item.args[0]))
      .filter((line) => line.includes(prefix))
      .map((line) => line.slice(line.indexOf(prefix) + prefix.length));
  }

  close(): void {
    this.socket.disconnect();
  }
}

export { waitOptions as hubWaitOptions };
