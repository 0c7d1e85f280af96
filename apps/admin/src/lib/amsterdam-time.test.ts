import { describe, expect, it } from 'vitest';
import { formatStaffTime } from './amsterdam-time.ts';

describe('times shown to support staff', () => {
  it('are on the Amsterdam clock, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(formatStaffTime('2026-11-26T09:41:00Z', 'en')).toBe('26 Nov 2026, 10:41');
    expect(formatStaffTime('2026-07-01T09:41:00Z', 'nl')).toBe('1 jul 2026, 11:41');
  });

  it('show a dash for a value that is not a time', () => {
    expect(formatStaffTime('not a time', 'en')).toBe('—');
  });
});
