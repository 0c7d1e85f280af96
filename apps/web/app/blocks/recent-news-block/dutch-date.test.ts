import { describe, expect, it } from 'vitest';
import { formatDutchLongDate, formatLongDate, isoDay } from './dutch-date';

describe('Dutch long date of news teasers', () => {
  it.each([
    ['2026-03-03', '3 maart 2026'],
    ['2026-01-01', '1 januari 2026'],
    ['2025-02-28', '28 februari 2025'],
    ['2026-05-17', '17 mei 2026'],
    ['2026-08-09', '9 augustus 2026'],
    ['2026-12-31', '31 december 2026'],
    ['2026-03-03T09:30:00Z', '3 maart 2026'],
    // Late evening UTC is already the next day in the Netherlands.
    ['2026-03-03T23:30:00Z', '4 maart 2026'],
    ['2026-07-01T00:30:00+02:00', '1 juli 2026'],
  ])('writes %s as %s', (value, expected) => {
    expect(formatDutchLongDate(value)).toBe(expected);
  });

  it.each([
    ['2026-03-03', '3 March 2026'],
    ['2026-05-17', '17 May 2026'],
    ['2026-03-03T23:30:00Z', '4 March 2026'],
  ])('writes %s on English pages as %s', (value, expected) => {
    expect(formatLongDate(value, 'en')).toBe(expected);
    expect(formatLongDate(value, 'nl')).toBe(formatDutchLongDate(value));
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDutchLongDate('soon')).toBe('');
  });

  it('gives the machine-readable day for <time datetime>', () => {
    expect(isoDay('2026-03-03T23:30:00Z')).toBe('2026-03-04');
  });
});
