import { describe, expect, it } from 'vitest';
import { getOverviewItemsBodySchema } from './overview.ts';
import {
  decodeFilterValues,
  encodeFilterValue,
  encodeFilterValues,
  overviewQueryOf,
  pagerWindow,
  resolvePageIndex,
  resolvePageSize,
  type PagerWindow,
} from './overview-rules.ts';

/** The pager as a reader sees it: `‹ 1 … 5 6 [7] 8 9 … 20 ›` (pages one-based, as shown). */
function drawn(window: PagerWindow): string {
  const parts = window.entries.map((entry) =>
    entry.kind === 'gap' ? '…' : entry.current ? `[${entry.index + 1}]` : String(entry.index + 1),
  );
  return [window.previous === null ? '-' : '‹', ...parts, window.next === null ? '-' : '›'].join(' ');
}

describe('pager window', () => {
  it('shows nothing when there are no pages', () => {
    expect(pagerWindow(0, 0)).toEqual({ previous: null, next: null, entries: [] });
  });

  it.each([
    [1, 0, '- [1] -'],
    [2, 0, '- [1] 2 ›'],
    [2, 1, '‹ 1 [2] -'],
    [5, 0, '- [1] 2 3 4 5 ›'],
    [6, 0, '- [1] 2 3 4 5 6 ›'],
    [7, 0, '- [1] 2 3 4 5 … 7 ›'],
    [7, 6, '‹ 1 … 3 4 5 6 [7] -'],
    [9, 4, '‹ 1 2 3 4 [5] 6 7 8 9 ›'],
    [10, 0, '- [1] 2 3 4 5 … 10 ›'],
    [10, 5, '‹ 1 2 3 4 5 [6] 7 8 9 10 ›'],
    [10, 9, '‹ 1 … 6 7 8 9 [10] -'],
  ])('with %i pages at page index %i reads %s', (pages, current, expected) => {
    expect(drawn(pagerWindow(current, pages))).toBe(expected);
  });

  it('shows first and last page with dots when the current page is far from both (100 pages)', () => {
    expect(drawn(pagerWindow(49, 100))).toBe('‹ 1 … 46 47 48 49 [50] 51 52 53 54 … 100 ›');
    expect(drawn(pagerWindow(0, 100))).toBe('- [1] 2 3 4 5 … 100 ›');
    expect(drawn(pagerWindow(99, 100))).toBe('‹ 1 … 96 97 98 99 [100] -');
  });

  it('leaves out the dots when the window touches the first or last page', () => {
    expect(drawn(pagerWindow(5, 100))).toBe('‹ 1 2 3 4 5 [6] 7 8 9 10 … 100 ›');
    expect(drawn(pagerWindow(6, 100))).toBe('‹ 1 … 3 4 5 6 [7] 8 9 10 11 … 100 ›');
    expect(drawn(pagerWindow(94, 100))).toBe('‹ 1 … 91 92 93 94 [95] 96 97 98 99 100 ›');
  });

  it('treats a page past the end as the last page and a negative page as the first', () => {
    expect(drawn(pagerWindow(12, 3))).toBe('‹ 1 2 [3] -');
    expect(drawn(pagerWindow(-4, 3))).toBe('- [1] 2 3 ›');
  });

  it('shows every page of 1 to 10 pages exactly once, in order, with the current one marked', () => {
    for (let pages = 1; pages <= 10; pages += 1) {
      for (let current = 0; current < pages; current += 1) {
        const indexes = pagerWindow(current, pages).entries.flatMap((entry) => (entry.kind === 'page' ? [entry] : []));
        expect(indexes.map((entry) => entry.index)).toEqual(
          [...indexes.map((entry) => entry.index)].sort((a, b) => a - b),
        );
        expect(indexes[0]?.index).toBe(0);
        expect(indexes.at(-1)?.index).toBe(pages - 1);
        expect(indexes.filter((entry) => entry.current).map((entry) => entry.index)).toEqual([current]);
      }
    }
  });
});

describe('filter values in the address', () => {
  it('writes & as !< and , as >! inside a value and joins values with commas', () => {
    expect(encodeFilterValue('Soil & water, delta')).toBe('Soil !< water>! delta');
    expect(encodeFilterValues(['Soil & water', 'Salt, sea'])).toBe('Soil !< water,Salt>! sea');
  });

  it('reads the values back and drops empty parts', () => {
    expect(decodeFilterValues('Soil !< water,Salt>! sea')).toEqual(['Soil & water', 'Salt, sea']);
    expect(decodeFilterValues('')).toEqual([]);
    expect(decodeFilterValues('a,,b')).toEqual(['a', 'b']);
  });
});

describe('page size and page of the address', () => {
  it('uses pageSize only when it is non-empty and numeric', () => {
    expect(resolvePageSize('12')).toBe(12);
    expect(resolvePageSize(' 3 ')).toBe(3);
    expect(resolvePageSize('')).toBe(6);
    expect(resolvePageSize(undefined)).toBe(6);
    expect(resolvePageSize('ten')).toBe(6);
    expect(resolvePageSize('0')).toBe(6);
    expect(resolvePageSize('5000')).toBe(50);
  });

  it('reads the zero-based page, and page 0 for anything else', () => {
    expect(resolvePageIndex('3')).toBe(3);
    expect(resolvePageIndex('-1')).toBe(0);
    expect(resolvePageIndex('x')).toBe(0);
  });
});

describe('the GetOverviewItems query of an address', () => {
  it('has one entry per parameter with decoded values, then kind, page_size 6 and page 0', () => {
    const query = overviewQueryOf(new URLSearchParams('theme=Soil%20!%3C%20water,Delta&utm=x'), 'news');
    expect(query).toEqual([
      { key: 'theme', value: ['Soil & water', 'Delta'] },
      { key: 'utm', value: ['x'] },
      { key: 'kind', value: ['news'] },
      { key: 'page_size', value: ['6'] },
      { key: 'page', value: ['0'] },
    ]);
    expect(getOverviewItemsBodySchema.safeParse({ query }).success).toBe(true);
  });

  it('keeps the page and a numeric pageSize of the address, and the search words whole', () => {
    const query = overviewQueryOf(new URLSearchParams('page=2&pageSize=9&searchQuery=salt,water'), 'search');
    expect(query).toContainEqual({ key: 'page', value: ['2'] });
    expect(query).toContainEqual({ key: 'page_size', value: ['9'] });
    expect(query).toContainEqual({ key: 'searchQuery', value: ['salt,water'] });
    expect(query).toContainEqual({ key: 'kind', value: ['search'] });
  });
});
