import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Image } from '@zilt/contracts/common';
import { detailHeaderSize, imageSizes } from '@zilt/contracts/image-sizes';
import type { PageHeader as PageHeaderData } from '@zilt/contracts/page';
import { createI18n } from '../../i18n/create-i18n';
import { PageHeader } from './page-header';

const image: Image = { originalImageUrl: '/media/delta.svg', altText: 'A delta' };

function imageBox(header: PageHeaderData): { width: number; height: number } {
  const router = createMemoryRouter([{ path: '/', element: <PageHeader header={header} language="en" /> }]);
  const html = renderToString(
    <I18nProvider i18n={createI18n('en', {})}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
  return { width: Number(/ width="(\d+)"/.exec(img)?.[1]), height: Number(/ height="(\d+)"/.exec(img)?.[1]) };
}

describe('page header images', () => {
  it('take the shared image sizes of their header kind', () => {
    expect(imageBox({ kind: 'default', title: 'About', image })).toEqual(imageSizes.pageHeader);
    expect(imageBox({ kind: 'overview', title: 'News', image })).toEqual(imageSizes.pageHeader);
    expect(imageBox({ kind: 'home', title: 'Zilt', image })).toEqual(imageSizes.hero);
    expect(imageBox({ kind: 'detail', title: 'A story', image })).toEqual({
      width: Math.max(...detailHeaderSize.widths),
      height: detailHeaderSize.height,
    });
  });
});

function renderHeader(header: PageHeaderData, language: 'en' | 'nl'): string {
  const router = createMemoryRouter([{ path: '/', element: <PageHeader header={header} language={language} /> }]);
  const translations = { [language]: { common: { header: { location: language === 'nl' ? 'Locatie' : 'Location' } } } };
  return renderToString(
    <I18nProvider i18n={createI18n(language, translations)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('an event page header', () => {
  const event: PageHeaderData = {
    kind: 'detail',
    title: 'Field day on saline potatoes',
    date: '2026-10-20T09:00:00+02:00',
    endDate: '2026-10-22T17:00:00+02:00',
    location: { name: 'Proeftuin Noord-Beveland', address: 'Veerweg 2, Kamperland', postcode: '4493nc' },
  };

  it('shows from when to when the event runs, in the page language', () => {
    expect(renderHeader(event, 'en')).toContain('20 October 2026 – 22 October 2026');
    expect(renderHeader(event, 'nl')).toContain('20 oktober 2026 – 22 oktober 2026');
  });

  it('shows one date when the event ends on the day it starts', () => {
    const text = renderHeader({ ...event, endDate: '2026-10-20T17:00:00+02:00' }, 'en');
    expect(text).toContain('20 October 2026');
    expect(text).not.toContain('–');
  });

  it('shows where the event takes place, named for screen readers', () => {
    expect(renderHeader(event, 'en')).toContain('Location: Proeftuin Noord-Beveland, Veerweg 2, Kamperland, 4493 NC');
    expect(renderHeader(event, 'nl')).toContain('Locatie: Proeftuin Noord-Beveland, Veerweg 2, Kamperland, 4493 NC');
  });
});
