import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, browserForThisFile } from './support/browser.ts';
import { apiPage, describeViolations, waitForHydration } from './support/shell.ts';

// Issue 3: the public site shell, against the shared server with the demo content.

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

async function openPage(path: string, width = 1440): Promise<Page> {
  const page = await browser().newPage({ viewport: { width, height: 900 } });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return page;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

describe('addresses and server HTML (spec §2)', () => {
  const cases = [
    { path: '/', slug: '/', lang: 'en' as const },
    { path: '/en/', slug: '/', lang: 'en' as const },
    { path: '/nl/', slug: '/', lang: 'nl' as const },
    { path: '/wp/nl/over-ons', slug: 'over-ons', lang: 'nl' as const },
    { path: '/wp/en/about', slug: 'about', lang: 'en' as const },
  ];

  for (const { path, slug, lang } of cases) {
    it(`${path} serves the ${lang} page "${slug}" with its title and main text in the HTML`, async () => {
      const expected = await apiPage(baseUrl, slug, lang);
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const holds = (text: string) => expect(html.includes(text), `the HTML of ${path} holds ${text}`).toBe(true);
      holds(`<html lang="${lang}"`);
      holds(`<title>${escapeHtml(expected.title)}</title>`);
      holds(escapeHtml(expected.header.title));
      const firstTitledBlock = expected.blocks.find((block) => block.title);
      if (firstTitledBlock?.title) holds(escapeHtml(firstTitledBlock.title));
    });
  }

  it('reads an unknown first segment as part of an English slug: /xx/about is not the about page', async () => {
    const response = await fetch(`${baseUrl}/xx/about`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.includes('<html lang="en"'), 'the page is English').toBe(true);
    expect(html.includes('<title>Page not found</title>'), 'the title says Page not found').toBe(true);
  });

  it('serves the agency site under /spa/ in its own frame, not as a content page', async () => {
    for (const path of ['/spa', '/spa/drupal/en/approach']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html.includes('spa-header'), `${path} has the agency header`).toBe(true);
      expect(html.includes('site-header'), `${path} is not a content page`).toBe(false);
    }
  });

  it('shows header, menu links, breadcrumbs, page header and blocks without JavaScript', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/about`);
    const about = await apiPage(baseUrl, 'about', 'en');
    expect(await page.title()).toBe(about.title);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(about.header.title);
    expect(await page.getByRole('link', { name: 'Zilt – to the home page' }).getAttribute('href')).toBe('/en/');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await breadcrumbs.getByRole('link', { name: 'Home' }).isVisible()).toBe(true);
    expect(await breadcrumbs.locator('[aria-current="page"]').textContent()).toBe('About Zilt');
    // The menu is plain links; a dropdown opens on keyboard focus even without scripts.
    await page.getByRole('button', { name: 'Our work' }).focus();
    expect(await page.getByRole('link', { name: 'Water management' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Projects', exact: true }).first().getAttribute('href')).toBe(
      '/en/projects',
    );
    const firstBlockTitle = about.blocks.find((block) => block.title)?.title;
    if (firstBlockTitle) expect(await page.getByText(firstBlockTitle).first().isVisible()).toBe(true);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'About Zilt']);
    await context.close();
  });
});

describe('not-found page (spec §2, interpretation 4)', () => {
  for (const { lang, title } of [
    { lang: 'en', title: 'Page not found' },
    { lang: 'nl', title: 'Pagina niet gevonden' },
  ]) {
    it(`answers an unknown ${lang} slug with status 404 and '${title}'`, async () => {
      const page = await browser().newPage();
      const response = await page.goto(`${baseUrl}/${lang}/this-page-does-not-exist`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.title()).toBe(title);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.close();
    });
  }
});

describe('client-side navigation', () => {
  it('sets the document title to the page title after a client-side navigation', async () => {
    const page = await openPage('/en/');
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    await page.getByRole('button', { name: 'About us' }).click();
    await page.getByRole('link', { name: 'Our approach' }).first().click();
    await page.waitForURL(`${baseUrl}/en/approach`);
    const approach = await apiPage(baseUrl, 'approach', 'en');
    await expect.poll(() => page.title()).toBe(approach.title);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(approach.header.title);
    // No full reload happened: the window kept its state.
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    await page.close();
  });

  it('switches language to the translated page, or to the home page when there is none', async () => {
    const page = await openPage('/en/about');
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await page.waitForURL(`${baseUrl}/nl/over-ons`);
    // The address changes a moment before the new page is drawn.
    const overOns = await apiPage(baseUrl, 'over-ons', 'nl');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(overOns.header.title);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('nl');
    // The menu now speaks Dutch.
    await page.getByRole('button', { name: 'Over ons' }).waitFor();
    await page.goto(`${baseUrl}/en/not-a-page`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await page.waitForURL(`${baseUrl}/nl/`);
    await page.close();
  });
});

describe('header (spec §2, §4)', () => {
  it('opens dropdowns and search by mouse: search collapses dropdowns, a dropdown closes search, outside click closes', async () => {
    const page = await openPage('/en/about');
    const aboutUs = page.getByRole('button', { name: 'About us' });
    const ourWork = page.getByRole('button', { name: 'Our work' });
    const search = page.getByRole('button', { name: 'Search', exact: true });
    const searchField = page.getByRole('searchbox', { name: 'Search this site' });

    await aboutUs.click();
    expect(await aboutUs.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Become a partner').isVisible()).toBe(true);

    await ourWork.click();
    expect(await aboutUs.getAttribute('aria-expanded')).toBe('false');
    expect(await ourWork.getAttribute('aria-expanded')).toBe('true');

    await search.click();
    expect(await ourWork.getAttribute('aria-expanded')).toBe('false');
    expect(await searchField.isVisible()).toBe(true);
    const exit = page.getByRole('button', { name: 'Exit' });
    expect(await exit.getAttribute('aria-expanded')).toBe('true');

    await aboutUs.click();
    expect(await searchField.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Search', exact: true }).getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('heading', { level: 1 }).click();
    expect(await aboutUs.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('Become a partner').isVisible()).toBe(false);
    await page.close();
  });

  it('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const page = await openPage('/en/about');
    const aboutUs = page.getByRole('button', { name: 'About us' });
    await aboutUs.focus();
    await page.keyboard.press('Enter');
    expect(await aboutUs.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About Zilt');
    await page.keyboard.press('Escape');
    expect(await aboutUs.getAttribute('aria-expanded')).toBe('false');
    expect(await aboutUs.evaluate((element) => element === document.activeElement)).toBe(true);

    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.focus();
    await page.keyboard.press('Enter');
    const searchField = page.getByRole('searchbox', { name: 'Search this site' });
    expect(await searchField.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await searchField.isVisible()).toBe(false);
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });

  it('opens and closes the mobile menu with the hamburger; outside click closes it', async () => {
    const page = await openPage('/en/about', 375);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await page.getByRole('button', { name: 'About us' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'About us' }).click();
    expect(await page.getByRole('link', { name: 'Team', exact: true }).isVisible()).toBe(true);
    await page.mouse.click(180, 880);
    expect(await page.getByRole('button', { name: 'About us' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('submits the search to /{lang}/searchPage and keeps /wp/, starting from the current searchQuery', async () => {
    const page = await openPage('/nl/over-ons');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await page.getByRole('searchbox').fill('zout');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/nl/searchPage?searchQuery=zout`);

    await page.goto(`${baseUrl}/wp/en/about`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search this site' }).fill('salt water');
    await page.getByRole('banner').getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${baseUrl}/wp/en/searchPage?searchQuery=salt+water`);
    // On the search page the header's field starts from the current searchQuery.
    await page
      .getByRole('heading', { level: 1, name: (await apiPage(baseUrl, 'searchPage', 'en')).header.title })
      .waitFor();
    const toggle = page.locator('[aria-controls="site-search"]');
    await expect.poll(() => toggle.textContent()).toBe('Search');
    await toggle.click();
    // The search page has a second field of its own (the results filter); this checks the header's.
    const headerField = page.getByRole('banner').getByRole('searchbox', { name: 'Search this site' });
    expect(await headerField.inputValue()).toBe('salt water');
    await page.close();
  });
});

describe('links (spec §3)', () => {
  it('opens external links (other host, mailto:, tel:) in a new tab and internal ones in place', async () => {
    const page = await openPage('/en/about');
    const footer = page.getByRole('contentinfo');
    const externals = [
      footer.getByRole('link', { name: /Zilt on LinkedIn/ }),
      footer.locator('a[href^="mailto:"]').first(),
      footer.locator('a[href^="tel:"]').first(),
    ];
    for (const link of externals) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const internal = footer.getByRole('link', { name: 'Privacy statement' });
    expect(await internal.getAttribute('target')).toBeNull();
    // Clicking an external link opens a new tab and leaves this one where it was.
    const popup = page.waitForEvent('popup');
    await footer.locator('a[href^="https://"]').first().click();
    await (await popup).close();
    expect(page.url()).toBe(`${baseUrl}/en/about`);
    await internal.click();
    await page.waitForURL(`${baseUrl}/en/privacy-statement`);
    await page.close();
  });
});

describe('footer (spec §2, §3)', () => {
  it('shows partner logos, the socials that have a url, and the legal menu by weight', async () => {
    const page = await openPage('/en/about');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('img').count()).toBe(4);
    const socials = await footer
      .locator('.site-footer__social-list a')
      .evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    expect(socials).toEqual([
      expect.stringContaining('LinkedIn'),
      expect.stringContaining('YouTube'),
      expect.stringContaining('Vimeo'),
    ]);
    const legal = await footer
      .getByRole('navigation', { name: 'Legal information' })
      .getByRole('link')
      .allTextContents();
    expect(legal).toEqual(['Privacy statement', 'Cookie policy', 'Accessibility']);
    await page.close();
  });
});

describe('online/offline notice (spec §2)', () => {
  it('tells the visitor when the connection goes and comes back, politely', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/about`);
    await waitForHydration(page);
    const status = page
      .getByRole('status')
      .filter({ hasText: /online|offline/ })
      .or(page.locator('.online-status'));
    expect(await page.locator('.online-status').getAttribute('aria-live')).toBe('polite');
    await context.setOffline(true);
    await expect
      .poll(() => page.locator('.online-status').textContent())
      .toBe('You are offline. Some features might be unavailable');
    await context.setOffline(false);
    await expect.poll(() => page.locator('.online-status').textContent()).toBe('You are online');
    expect(await status.first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('accessibility (axe-core)', () => {
  for (const width of [375, 1440]) {
    for (const path of ['/en/', '/en/about', '/en/no-such-page']) {
      it(`finds no violations on ${path} at ${width} px`, async () => {
        const page = await openPage(path, width);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await page.close();
      });
    }
  }
});
