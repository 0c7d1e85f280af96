import { describe, expect, it } from 'vitest';
import { derivedBreadcrumbs } from './site-addresses.ts';

describe('the breadcrumbs of a page', () => {
  it('are derived from the slug in the page’s language, as the site writes its addresses', () => {
    expect(derivedBreadcrumbs('wp', 'en', 'news/salt-marsh', 'Salt marsh')).toEqual([
      { title: 'Home', url: '/en/' },
      { title: 'News', url: '/en/news' },
      { title: 'Salt marsh', url: '/en/news/salt-marsh' },
    ]);
    expect(derivedBreadcrumbs('dp', 'nl', 'over-ons', 'Over ons')).toEqual([
      { title: 'Home', url: '/spa/drupal/nl/' },
      { title: 'Over ons', url: '/spa/drupal/nl/over-ons' },
    ]);
    expect(derivedBreadcrumbs('wp', 'nl', '/', 'Home')).toEqual([{ title: 'Home', url: '/nl/' }]);
  });
});
