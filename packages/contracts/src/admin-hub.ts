import { z } from 'zod';
import {
  activeSubscriptionSchema,
  recurrentPaymentSchema,
  subscriberUserSchema,
  subscriptionSchema,
} from './subscribers.ts';

// The realtime admin hub: a socket.io server that support staff connect to with a token of the
// support scope. A client invokes a job by emitting its name with an acknowledgement; the
// server answers at once (started, busy or refused) and reports the job's work through events
// sent to every connected staff client.

/** The socket.io `path` of the hub (the client's `path` option). */
export const hubPath = '/adminDashboardHub';

/** The jobs a client may invoke, each by emitting its name. */
export const hubJobs = [
  'GetPaidUsers',
  'ReloadContentFull',
  'FlushChangesToSP',
  'BCLogin',
  'FlushESChangeQueueToPG',
  'FlushPGChangeQueueToES',
] as const;
export const hubJobSchema = z.enum(hubJobs);
export type HubJob = z.infer<typeof hubJobSchema>;

const invokeToken = z.string().min(1).max(200);

/**
 * The optional argument of an invoke: the token, again (a token revoked after the connection
 * was made stops working at once), either as the bare token string or as `{ token }`. Without
 * one, the connection's token is checked again.
 */
export const hubInvokeSchema = z.union([invokeToken, z.strictObject({ token: invokeToken.optional() })]).optional();
export type HubInvoke = z.infer<typeof hubInvokeSchema>;

/** The token an invoke's argument carries, if any. */
export function invokeTokenOf(argument: HubInvoke): string | undefined {
  return typeof argument === 'string' ? argument : argument?.token;
}

/** The acknowledgement of an invoke. */
export type HubAnswer =
  | { status: 'started'; runId: string }
  /** The job runs already (started through this or another server process). */
  | { status: 'busy'; message: string }
  /** The token is no longer valid, the job is unknown or the argument is malformed. */
  | { status: 'refused'; message: string };

/** The value of a job's result event: 'error' on failure, otherwise 'success'. */
export const hubResults = ['success', 'error'] as const;
export type HubResult = (typeof hubResults)[number];

/**
 * The event that carries a job's result, by job. GetPaidUsers sends its rows as `PaidUsers`
 * events and ends with its state event; the other jobs send their result under their own name.
 */
export const hubResultEvents = {
  ReloadContentFull: 'ReloadContentFull',
  FlushChangesToSP: 'FlushChangesToSP',
  BCLogin: 'BCLogin',
  FlushESChangeQueueToPG: 'FlushESChangeQueueToPG',
  FlushPGChangeQueueToES: 'FlushPGChangeQueueToES',
} as const satisfies Partial<Record<HubJob, string>>;

/** A job's state as the System page shows it: idle (never ran), running, done, or error. */
export const hubJobStates = ['idle', 'running', 'done', 'error'] as const;
export type HubJobState = (typeof hubJobStates)[number];

export interface HubJobStatus {
  Job: HubJob;
  State: HubJobState;
  /** The run this state belongs to; absent when the job never ran. */
  RunId?: string;
  StartedAt?: string;
  EndedAt?: string;
  /** The name (label) of the token that started the run; never the token itself. */
  StartedBy?: string;
}

/**
 * One row of `PaidUsers`: a paying subscriber, with what the paid-users list and its CSV show
 * (name, e-mail, the active subscription), and the recurring payment that pays.
 */
export const paidUserRowSchema = z.object({
  User: subscriberUserSchema.pick({ Id: true, Name: true, Surname: true, Email: true }).extend({
    ActiveSubscription: activeSubscriptionSchema
      .pick({ Id: true, DateStarted: true, OngoingRecurrentPaymentId: true })
      .extend({
        Subscription: subscriptionSchema.pick({
          Id: true,
          Title: true,
          SubscriptionKind: true,
          PaymentFrequency: true,
        }),
      }),
  }),
  RecurrentPayment: recurrentPaymentSchema,
});
export type PaidUserRow = z.infer<typeof paidUserRowSchema>;

/** At most this many rows travel in one `PaidUsers` event. */
export const paidUsersBatchSize = 1000;

/** What the server sends, by event name. */
export interface HubServerEvents {
  /** A text line for the log panel, in the order the jobs wrote them. */
  Log: (line: string) => void;
  /** Rows of paying subscribers, in batches, to the client that invoked GetPaidUsers. */
  PaidUsers: (rows: PaidUserRow[]) => void;
  ReloadContentFull: (result: HubResult) => void;
  FlushChangesToSP: (result: HubResult) => void;
  BCLogin: (result: HubResult) => void;
  FlushESChangeQueueToPG: (result: HubResult) => void;
  FlushPGChangeQueueToES: (result: HubResult) => void;
  /** A job started or ended (to every staff client); also sent for every job on connecting. */
  JobState: (status: HubJobStatus) => void;
  /**
   * The recent log as the server keeps it, oldest first, sent to a client when it connects (and
   * reconnects): it replaces the lines the client shows, so the log survives a reload.
   */
  LogHistory: (lines: string[]) => void;
  /**
   * The server process is stopping and closes this connection right after: connect again (a
   * balancer sends the new connection to another process) after `retryAfterMs`.
   */
  Reconnect: (hint: { reason: 'server-stopping'; retryAfterMs: number }) => void;
}

/** What a client sends: one invoke per job, with an acknowledgement. */
export type HubClientEvents = {
  [Job in HubJob]: (argument: HubInvoke, answer: (answer: HubAnswer) => void) => void;
};
