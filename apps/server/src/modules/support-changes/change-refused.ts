import {
  supportMessage,
  type SupportMessage,
  type SupportMessageKey,
  type SupportMessageParameters,
} from '@zilt/contracts/support-messages';

/**
 * A change that is not made: bad input the schema cannot see (400), a target that does not
 * exist (404), or a rule that forbids it in the target's present state (409). Thrown inside the
 * change's transaction, it undoes everything the change wrote.
 */
export class ChangeRefused extends Error {
  readonly reason: SupportMessage;
  constructor(
    readonly status: 400 | 404 | 409,
    key: SupportMessageKey,
    parameters: SupportMessageParameters = {},
  ) {
    const reason = supportMessage(key, parameters);
    super(reason.text);
    this.reason = reason;
    this.name = 'ChangeRefused';
  }
}

/** What a change that was made reports: a message (key, parameters, English), and the id of anything it created. */
export interface ChangeDone {
  message: SupportMessage;
  id?: string;
}

/** What a change that was made reports, from its message's key and parameters. */
export function changeDone(key: SupportMessageKey, parameters: SupportMessageParameters = {}, id?: string): ChangeDone {
  return { message: supportMessage(key, parameters), ...(id ? { id } : {}) };
}

/** A date a request names: a calendar day counts from its start (00:00 UTC). */
export function requestedDate(value: string): Date {
  return new Date(value);
}

/** The start of the day (UTC) that `now` lies in. */
export function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export const dayText = (date: Date) => date.toISOString().slice(0, 10);
