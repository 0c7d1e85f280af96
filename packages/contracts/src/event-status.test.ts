import { describe, expect, it } from 'vitest';
import { eventStatus, nextEventChange } from './event-status.ts';

const at = (iso: string) => Date.parse(iso);

describe('event status', () => {
  it('calls an event upcoming until it ends, and past from then on', () => {
    const start = '2027-03-18T10:00:00+01:00';
    const end = '2027-03-18T17:00:00+01:00';
    expect(eventStatus(start, end, at('2027-03-18T12:00:00+01:00'))).toBe('upcoming');
    expect(eventStatus(start, end, at('2027-03-18T16:59:59+01:00'))).toBe('upcoming');
    expect(eventStatus(start, end, at('2027-03-18T17:00:00+01:00'))).toBe('past');
  });

  it('ends an event without an end at its start, and one on a plain date at the end of that day', () => {
    expect(eventStatus('2026-10-07T14:00:00+02:00', null, at('2026-10-07T14:00:01+02:00'))).toBe('past');
    expect(eventStatus('2026-10-07', null, at('2026-10-07T22:00:00Z'))).toBe('upcoming');
    expect(eventStatus('2026-10-07', null, at('2026-10-08T00:00:00Z'))).toBe('past');
  });

  it('names the first moment a shown event becomes past, so a kept page expires then', () => {
    const now = at('2026-11-26T09:00:00Z');
    const events = [
      { date: '2025-10-06T09:00:00+02:00' },
      { date: '2027-01-27T19:30:00+01:00' },
      { date: '2026-11-24T09:00:00+07:00', endDate: '2026-11-27T17:00:00+07:00' },
      { date: null },
    ];
    expect(nextEventChange(events, now)).toBe(at('2026-11-27T17:00:00+07:00'));
    expect(nextEventChange([{ date: '2025-10-06T09:00:00+02:00' }], now)).toBeUndefined();
  });
});
