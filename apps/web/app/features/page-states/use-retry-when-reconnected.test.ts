import { describe, expect, it } from 'vitest';
import { firstRetryMs, longestRetryMs, nextRetryDelay } from './use-retry-when-reconnected';

describe('the checks while the connection is lost', () => {
  it('come soon at first, then ever less often, and at least twice a minute', () => {
    const delays = [firstRetryMs];
    while (delays.length < 8) delays.push(nextRetryDelay(delays.at(-1) ?? firstRetryMs));
    expect(delays).toEqual([3_000, 6_000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000]);
    expect(longestRetryMs).toBeLessThanOrEqual(30_000);
  });
});
