import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('lists the crumbs as schema.org ListItems with positions and absolute urls', () => {
    const json = JSON.parse(
      breadcrumbJsonLd(
        [
          { title: 'Home', url: '/en/' },
          { title: 'News', url: '/en/news' },
        ],
        'https://zilt.example',
      ),
    );
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://zilt.example/en/' },
        { '@type': 'ListItem', position: 2, name: 'News', item: 'https://zilt.example/en/news' },
      ],
    });
  });

  it('cannot close the script element it is placed in', () => {
    const text = breadcrumbJsonLd([{ title: '</script><b>', url: '/en/x' }], 'https://zilt.example');
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><b>');
  });
});
