import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@zilt/contracts/menu';
import { sortByWeight } from './sort-by-weight';

const entry = (Title: string, Weight: number): MenuItem => ({ Title, Url: `/en/${Title}`, Weight, Children: [] });

describe('sortByWeight', () => {
  it('puts the lowest weight first and keeps the given order on ties', () => {
    const sorted = sortByWeight([entry('components', 40), entry('privacy', 10), entry('a', 20), entry('b', 20)]);
    expect(sorted.map((item) => item.Title)).toEqual(['privacy', 'a', 'b', 'components']);
  });

  it('does not change the list it was given', () => {
    const items = [entry('second', 2), entry('first', 1)];
    sortByWeight(items);
    expect(items[0]?.Title).toBe('second');
  });
});
