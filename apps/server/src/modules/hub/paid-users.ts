import { paidUsersBatchSize, type PaidUserRow } from '@zilt/contracts/admin-hub';
import type { JobWork } from './job-runner.ts';

/**
 * Reads paying subscribers in a stable order, a page after the key `after` (null: from the
 * start); `next` is the key to continue from, null after the last page.
 */
export type PaidUserPages = (after: string | null, limit: number) => Promise<PaidUserPage>;

interface PaidUserPage {
  users: PaidUserRow[];
  next: string | null;
}

/** A progress line every this many batches. */
const progressEvery = 10;

/**
 * GetPaidUsers: sends every paying subscriber with the recurring payment that pays, to the client
 * that asked, in `PaidUsers` events of at most `paidUsersBatchSize` rows. A page is sent only
 * after the previous event has been written out, so memory stays flat however many there are.
 */
export function getPaidUsers(pages: PaidUserPages): JobWork {
  return async (context) => {
    let sent = 0;
    let batches = 0;
    // The next page is read while the current one is being sent: at most two pages in memory.
    let next: Promise<PaidUserPage> | undefined = pages(null, paidUsersBatchSize);
    const stop = async (reason: string) => {
      await next?.catch(() => undefined);
      context.log(`stopped after ${sent} rows: ${reason}`);
      return 'error' as const;
    };
    while (next) {
      const page: PaidUserPage = await next;
      next = page.next === null ? undefined : pages(page.next, paidUsersBatchSize);
      if (context.signal.aborted) return stop('the server is shutting down');
      if (page.users.length === 0) continue;
      if (!(await context.requester.send('PaidUsers', page.users)))
        return stop('the client that asked has disconnected');
      sent += page.users.length;
      batches += 1;
      if (batches % progressEvery === 0) context.log(`${sent} paying subscribers sent so far`);
    }
    context.log(sent === 0 ? 'no paying subscribers' : `${sent} paying subscribers sent`);
    return 'success';
  };
}
