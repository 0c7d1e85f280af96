import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { SmartLink } from './smart-link';

function render(link: { href: string; target?: string; external?: boolean }): string {
  const i18n = createI18n('en', { en: { common: { link: { newTab: 'opens in a new tab' } } } });
  const element = (
    <SmartLink href={link.href} target={link.target} external={link.external}>
      Field labs
    </SmartLink>
  );
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('SmartLink', () => {
  it('opens an internal link the editor marked _blank in a new tab, and says so', () => {
    const html = render({ href: '/en/field-labs', target: '_blank' });
    expect(html).toContain('href="/en/field-labs"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html.replaceAll('<!-- -->', '')).toContain('(opens in a new tab)');
  });

  it('keeps an internal link without that target in the same tab', () => {
    for (const target of [undefined, '_self']) {
      const html = render({ href: '/en/field-labs', ...(target ? { target } : {}) });
      expect(html).toContain('href="/en/field-labs"');
      expect(html).not.toContain('target=');
    }
  });

  it('still opens external links in a new tab', () => {
    expect(render({ href: 'https://www.linkedin.com/company/zilt', target: '_self' })).toContain('target="_blank"');
  });
});
