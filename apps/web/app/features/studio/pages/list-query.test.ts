import { describe, expect, it } from 'vitest';
import { filtersOf, listApiPath, searchOf } from './list-query';

describe('the page list filters in the address', () => {
  it('reads known filters and leaves out values the list does not know', () => {
    expect(filtersOf(new URLSearchParams('source=wp&language=en&type=news&status=draft&q=salt&page=3'))).toEqual({
      source: 'wp',
      language: 'en',
      type: 'news',
      status: 'draft',
      q: 'salt',
      page: 3,
    });
    expect(filtersOf(new URLSearchParams('source=xx&language=de&type=blog&status=gone&q=%20%20&page=-2'))).toEqual({
      source: undefined,
      language: undefined,
      type: undefined,
      status: undefined,
      q: undefined,
      page: 1,
    });
  });

  it('writes only the filters that are set, and the page from 2 on', () => {
    expect(searchOf({ source: 'dp', q: 'zout water', page: 1 })).toBe('?source=dp&q=zout+water');
    expect(searchOf({ type: 'team-member', page: 2 })).toBe('?type=team-member&page=2');
    expect(searchOf({})).toBe('');
    const filters = filtersOf(new URLSearchParams('language=nl&status=scheduled&page=4'));
    expect(filtersOf(new URLSearchParams(searchOf(filters)))).toEqual(filters);
  });

  it("asks the editing API's list for 20 pages a time", () => {
    expect(listApiPath(filtersOf(new URLSearchParams('type=event&page=2')))).toBe(
      '/api/v1/editor/pages?type=event&page=2&pageSize=20',
    );
  });
});
