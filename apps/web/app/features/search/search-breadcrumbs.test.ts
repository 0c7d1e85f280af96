import { describe, expect, it } from 'vitest';
import { searchPageBreadcrumbs } from './search-breadcrumbs';

describe('searchPageBreadcrumbs', () => {
  it("names the search page's own crumb by the page's title, not 'SearchPage'", () => {
    const trail = [
      { title: 'Home', url: '/en/' },
      { title: 'SearchPage', url: '/en/searchPage' },
    ];
    expect(searchPageBreadcrumbs(trail, 'Search')).toEqual([
      { title: 'Home', url: '/en/' },
      { title: 'Search', url: '/en/searchPage' },
    ]);
  });

  it('keeps the trail when there is no crumb or no title to give it', () => {
    expect(searchPageBreadcrumbs([], 'Search')).toEqual([]);
    const trail = [{ title: 'SearchPage', url: '/en/searchPage' }];
    expect(searchPageBreadcrumbs(trail, ' ')).toEqual(trail);
  });
});
