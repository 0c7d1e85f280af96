/**
 * A change that is not made: bad input the schema cannot see (400), a target that does not
 * exist (404), or a rule that forbids it in the target's present state (409). Thrown inside the
 * change's transaction, it undoes everything the change wrote.
 */
export class ChangeRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = 'ChangeRefused';
  }
}

/** What a change that was made reports: a message, and the id of anything it created. */
export interface ChangeDone {
  message: string;
  id?: string;
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
