import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { apiPage, bodyMarkup, describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// Issue 3: the public site shell, against the shared server with the demo content.

async function openPage(browser: Browser, path: string, width = 1440): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return page;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

test.describe('addresses and server HTML: language from the first segment, slug from the rest', () => {
  const cases = [
    { path: '/', slug: '/', lang: 'en' as const },
    { path: '/en/', slug: '/', lang: 'en' as const },
    { path: '/nl/', slug: '/', lang: 'nl' as const },
    { path: '/wp/nl/over-ons', slug: 'over-ons', lang: 'nl' as const },
    { path: '/wp/en/about', slug: 'about', lang: 'en' as const },
  ];

  for (const { path, slug, lang } of cases) {
    test(`${path} serves the ${lang} page "${slug}" with its title and main text in the HTML`, async () => {
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

  test('reads an unknown first segment as part of an English slug: /xx/about is not the about page', async () => {
    const response = await fetch(`${baseUrl}/xx/about`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.includes('<html lang="en"'), 'the page is English').toBe(true);
    expect(html.includes('<title>Page not found</title>'), 'the title says Page not found').toBe(true);
  });

  test('serves the agency site under /spa/ in its own frame, not as a content page', async () => {
    for (const path of ['/spa', '/spa/drupal/en/approach']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = bodyMarkup(await response.text());
      expect(html.includes('spa-header'), `${path} has the agency header`).toBe(true);
      expect(html.includes('site-header'), `${path} is not a content page`).toBe(false);
    }
  });

  test('shows header, menu links, breadcrumbs, page header and blocks without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/about`);
    const about = await apiPage(baseUrl, 'about', 'en');
    await expect(page).toHaveTitle(about.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.header.title);
    await expect(page.getByRole('link', { name: 'Zilt – to the home page' })).toHaveAttribute('href', '/en/');
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('About Zilt');
    // The menu is plain links; a dropdown opens on keyboard focus even without scripts.
    await page.getByRole('button', { name: 'Our work' }).focus();
    await expect(page.getByRole('link', { name: 'Water management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Projects', exact: true }).first()).toHaveAttribute(
      'href',
      '/en/projects',
    );
    const firstBlockTitle = about.blocks.find((block) => block.title)?.title;
    if (firstBlockTitle) await expect(page.getByText(firstBlockTitle).first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'About Zilt']);
    await context.close();
  });
});

test.describe('not-found page: an unknown slug answers 404 with the not-found page', () => {
  for (const { lang, title } of [
    { lang: 'en', title: 'Page not found' },
    { lang: 'nl', title: 'Pagina niet gevonden' },
  ]) {
    test(`answers an unknown ${lang} slug with status 404 and '${title}'`, async ({ browser }) => {
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}/${lang}/this-page-does-not-exist`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.close();
    });
  }
});

test.describe('client-side navigation', () => {
  test('sets the document title to the page title after a client-side navigation', async ({ browser }) => {
    const page = await openPage(browser, '/en/');
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    await page.getByRole('button', { name: 'About us' }).click();
    await page.getByRole('link', { name: 'Our approach' }).first().click();
    await page.waitForURL(`${baseUrl}/en/approach`);
    const approach = await apiPage(baseUrl, 'approach', 'en');
    await expect(page).toHaveTitle(approach.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(approach.header.title);
    // No full reload happened: the window kept its state.
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    await page.close();
  });

  test('switches language to the translated page, or to the home page when there is none', async ({ browser }) => {
    const page = await openPage(browser, '/en/about');
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await page.waitForURL(`${baseUrl}/nl/over-ons`);
    // The address changes a moment before the new page is drawn.
    const overOns = await apiPage(baseUrl, 'over-ons', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(overOns.header.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    // The menu now speaks Dutch.
    await page.getByRole('button', { name: 'Over ons' }).waitFor();
    await page.goto(`${baseUrl}/en/not-a-page`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await page.waitForURL(`${baseUrl}/nl/`);
    await page.close();
  });
});

test.describe('header: menu, dropdowns, search and the mobile menu open and close together', () => {
  test('opens dropdowns and search by mouse: search collapses dropdowns, a dropdown closes search, outside click closes', async ({
    browser,
  }) => {
    const page = await openPage(browser, '/en/about');
    const aboutUs = page.getByRole('button', { name: 'About us' });
    const ourWork = page.getByRole('button', { name: 'Our work' });
    const search = page.getByRole('button', { name: 'Search', exact: true });
    const searchField = page.getByRole('searchbox', { name: 'Search this site' });

    await aboutUs.click();
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Become a partner')).toBeVisible();

    await ourWork.click();
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(ourWork).toHaveAttribute('aria-expanded', 'true');

    await search.click();
    await expect(ourWork).toHaveAttribute('aria-expanded', 'false');
    await expect(searchField).toBeVisible();
    const exit = page.getByRole('button', { name: 'Exit' });
    await expect(exit).toHaveAttribute('aria-expanded', 'true');

    await aboutUs.click();
    await expect(searchField).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('heading', { level: 1 }).click();
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Become a partner')).toBeHidden();
    await page.close();
  });

  test('works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({
    browser,
  }) => {
    const page = await openPage(browser, '/en/about');
    const aboutUs = page.getByRole('button', { name: 'About us' });
    await aboutUs.focus();
    await page.keyboard.press('Enter');
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('About Zilt');
    await page.keyboard.press('Escape');
    await expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeFocused();

    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.focus();
    await page.keyboard.press('Enter');
    const searchField = page.getByRole('searchbox', { name: 'Search this site' });
    await expect(searchField).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchField).toBeHidden();
    await expect(search).toBeFocused();
    await page.close();
  });

  test('opens and closes the mobile menu with the hamburger; outside click closes it', async ({ browser }) => {
    const page = await openPage(browser, '/en/about', 375);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('button', { name: 'About us' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'About us' }).click();
    await expect(page.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
    await page.mouse.click(180, 880);
    await expect(page.getByRole('button', { name: 'About us' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.close();
  });

  test('submits the search to /{lang}/searchPage and keeps /wp/, starting from the current searchQuery', async ({
    browser,
  }) => {
    const page = await openPage(browser, '/nl/over-ons');
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
    await expect(toggle).toHaveText('Search');
    await toggle.click();
    // The search page has a second field of its own (the results filter); this checks the header's.
    const headerField = page.getByRole('banner').getByRole('searchbox', { name: 'Search this site' });
    await expect(headerField).toHaveValue('salt water');
    await page.close();
  });
});

test.describe('links: external ones open in a new tab, internal ones in place', () => {
  test('opens external links (other host, mailto:, tel:) in a new tab and internal ones in place', async ({
    browser,
  }) => {
    const page = await openPage(browser, '/en/about');
    const footer = page.getByRole('contentinfo');
    const externals = [
      footer.getByRole('link', { name: /Zilt on LinkedIn/ }),
      footer.locator('a[href^="mailto:"]').first(),
      footer.locator('a[href^="tel:"]').first(),
    ];
    for (const link of externals) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const internal = footer.getByRole('link', { name: 'Privacy statement' });
    await expect(internal).not.toHaveAttribute('target');
    // Clicking an external link opens a new tab and leaves this one where it was.
    const popup = page.waitForEvent('popup');
    await footer.locator('a[href^="https://"]').first().click();
    await (await popup).close();
    await expect(page).toHaveURL(`${baseUrl}/en/about`);
    await internal.click();
    await page.waitForURL(`${baseUrl}/en/privacy-statement`);
    await page.close();
  });
});

test.describe('footer: partner logos, social links that have a url, legal menu by weight', () => {
  test('shows partner logos, the socials that have a url, and the legal menu by weight', async ({ browser }) => {
    const page = await openPage(browser, '/en/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img')).toHaveCount(4);
    const socials = () =>
      footer
        .locator('.site-footer__social-list a')
        .evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    await expect
      .poll(socials)
      .toEqual([
        expect.stringContaining('LinkedIn'),
        expect.stringContaining('YouTube'),
        expect.stringContaining('Vimeo'),
      ]);
    await expect(footer.getByRole('navigation', { name: 'Legal information' }).getByRole('link')).toHaveText([
      'Privacy statement',
      'Cookie policy',
      'Accessibility',
    ]);
    await page.close();
  });
});

test.describe('online/offline notice', () => {
  test('tells the visitor when the connection goes and comes back, politely', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/about`);
    await waitForHydration(page);
    const status = page
      .getByRole('status')
      .filter({ hasText: /online|offline/ })
      .or(page.locator('.online-status'));
    await expect(page.locator('.online-status')).toHaveAttribute('aria-live', 'polite');
    await context.setOffline(true);
    await expect(page.locator('.online-status')).toHaveText('You are offline. Some features might be unavailable');
    await context.setOffline(false);
    await expect(page.locator('.online-status')).toHaveText('You are online');
    await expect(status.first()).toBeVisible();
    await context.close();
  });
});

test.describe('accessibility (axe-core)', () => {
  for (const width of [375, 1440]) {
    for (const path of ['/en/', '/en/about', '/en/no-such-page']) {
      test(`finds no violations on ${path} at ${width} px`, async ({ browser }) => {
        const page = await openPage(browser, path, width);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await page.close();
      });
    }
  }
});
