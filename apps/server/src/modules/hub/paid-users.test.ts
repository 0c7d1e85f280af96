import { describe, expect, it } from 'vitest';
import type { PaidUserRow } from '@zilt/contracts/admin-hub';
import type { JobContext } from './job-runner.ts';
import { getPaidUsers, type PaidUserPages } from './paid-users.ts';

function row(id: number): PaidUserRow {
  return { User: { Id: String(id) } } as PaidUserRow;
}

describe('GetPaidUsers streams its pages', () => {
  it('sends the first page before the later ones are read, and reads at most one page ahead', async () => {
    const pageCount = 5;
    const reads: (string | null)[] = [];
    const pages: PaidUserPages = async (after) => {
      reads.push(after);
      const index = after === null ? 0 : Number(after) + 1;
      return { users: [row(index)], next: index + 1 < pageCount ? String(index) : null };
    };
    const sent: PaidUserRow[][] = [];
    const readsWhenSent: number[] = [];
    let release = () => undefined as void;
    const context: JobContext = {
      runId: 'run',
      log: () => undefined,
      signal: new AbortController().signal,
      requester: {
        send: (_event, ...args) => {
          sent.push(args[0] as PaidUserRow[]);
          readsWhenSent.push(reads.length);
          // The client takes its time with the first page; later ones go out at once.
          return sent.length === 1 ? new Promise((resolve) => (release = () => resolve(true))) : Promise.resolve(true);
        },
      },
    };

    const job = getPaidUsers(pages)(context);
    await expect.poll(() => sent.length).toBe(1);
    // While the first page is being written out, only the next one has been read.
    expect(reads).toHaveLength(2);
    release();
    expect(await job).toBe('success');
    expect(sent.flat().map((paid) => paid.User.Id)).toEqual(['0', '1', '2', '3', '4']);
    expect(readsWhenSent.every((count, index) => count <= index + 2)).toBe(true);
  });
});
