import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { createToken, runProjectCommand } from './support/commands.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations, scrollSettled, waitForHydration } from './support/shell.ts';
import { baseUrl, seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';

// Issue 15: the agency-style site under /spa. Most tests use the shared (production) server
// with the demo content. The team-member faults (`x-zilt-test-team-members`), the clock of the
// preview check (`x-zilt-test-clock`) and the stack on the error log need a server running with
// NODE_ENV=test; it starts on its own copy of the demo data, on which the content and token
// commands ran first (the embedded database admits one process at a time).

async function openPage(
  browser: Browser,
  url: string,
  options: { context?: BrowserContext; width?: number } = {},
): Promise<Page> {
  const page = options.context
    ? await options.context.newPage()
    : await browser.newPage({ viewport: { width: options.width ?? 1280, height: 800 } });
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test.describe('layout, welcome page and fall-back route (shared server)', () => {
  test('shows the agency header (About us, Contact as a button, Error log), the welcome page and a footer with socials and copyright', async ({
    browser,
  }) => {
    const page = await openPage(browser, `${baseUrl}/spa`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Zilt agency');
    const nav = page.getByRole('navigation', { name: 'Agency site' });
    await expect(nav.getByRole('link')).toHaveText(['About us', 'Contact', 'Error log']);
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveClass(/button/);
    const footer = page.getByRole('contentinfo');
    const socials = () =>
      footer.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent?.trim()));
    await expect
      .poll(socials)
      .toEqual([
        expect.stringContaining('LinkedIn'),
        expect.stringContaining('Facebook'),
        expect.stringContaining('Instagram'),
        expect.stringContaining('YouTube'),
      ]);
    await expect(footer.getByText('© 2026 Zilt')).toBeVisible();
    // The content site's header is not part of this site.
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await nav.getByRole('link', { name: 'Error log' }).click();
    await page.waitForURL(`${baseUrl}/spa/error-handling-test`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error log');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.close();
  });

  test('falls back to the empty route for unknown /spa/… addresses, with status 404 and the agency frame', async ({
    browser,
  }) => {
    for (const path of ['/spa/x', '/spa/about-us/more', '/spa/drupal/en/no-such-page']) {
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page).toHaveTitle('Page not found');
      await expect(page.getByRole('navigation', { name: 'Agency site' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the welcome page' })).toHaveAttribute('href', '/spa');
      if (path === '/spa/x') await expectNoAxeViolations(page);
      await page.close();
    }
  });
});

test.describe('contact and error log (shared server)', () => {
  test("shows 'Do you like our approach?' on the contact page", async ({ browser }) => {
    const page = await openPage(browser, `${baseUrl}/spa/contact-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do you like our approach?');
    await expectNoAxeViolations(page);
    await page.close();
  });

  test("throws on request and shows the error log with the error's name and message, without a stack in production", async ({
    browser,
  }) => {
    const page = await openPage(browser, `${baseUrl}/spa/error-handling-test`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Throw an error' }).click();
    const log = page.getByRole('alert');
    await expect(log.locator('dd').first()).toHaveText('DemonstrationError');
    await expect(log.getByRole('heading', { level: 1 })).toHaveText('Error log');
    await expect(log.getByText('This error was thrown on purpose to show the error log.')).toBeVisible();
    await expect(log.getByText('Stack trace')).toHaveCount(0);
    // The agency frame stays around the error log.
    await expect(page.getByRole('navigation', { name: 'Agency site' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.close();
  });
});

/** Where the window ends up when it scrolls an element to its top (or as far as the page allows). */
function scrollPositionOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    const furthest = document.documentElement.scrollHeight - window.innerHeight;
    return Math.round(Math.min(top, furthest));
  });
}

/** Whether the element stands in the upper half of the window (where scrolling to it brings it). */
function inUpperHalf(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top >= 0 && top <= window.innerHeight / 2;
  });
}

test.describe('CMS pages of the dp source (shared server)', () => {
  test('shows published dp pages at any depth and in both languages, as /api/dp/getPage answers them', async ({
    browser,
  }) => {
    for (const { path, slug, lang } of [
      { path: '/spa/drupal', slug: '/', lang: 'en' },
      { path: '/spa/drupal/en/approach', slug: 'approach', lang: 'en' },
      { path: '/spa/drupal/nl/aanpak', slug: 'aanpak', lang: 'nl' },
      { path: '/spa/drupal/nl/diensten/advies', slug: 'diensten/advies', lang: 'nl' },
    ]) {
      const api = await fetch(`${baseUrl}/api/dp/getPage?slug=${encodeURIComponent(slug)}&lang=${lang}`);
      expect(api.status).toBe(200);
      const expected = (await api.json()) as { Title: string; JSONHeader: string };
      const page = await openPage(browser, `${baseUrl}${path}`);
      await expect(page).toHaveTitle(expected.Title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(JSON.parse(expected.JSONHeader).title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (slug === 'approach' || slug === 'aanpak') await expectNoAxeViolations(page);
      await page.close();
    }
  });

  test('scrolls smoothly to #anchor, and a new address starts at the top', async ({ browser }) => {
    const page = await openPage(browser, `${baseUrl}/spa/drupal/en/approach`, { width: 1024 });
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY));
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const end = await scrollPositionOf(page, '#results');
    expect(end).toBeGreaterThan(800);
    await page.getByRole('link', { name: 'what the results look like' }).click();
    await expect(page).toHaveURL(`${baseUrl}/spa/drupal/en/approach#results`);
    await expect.poll(() => inUpperHalf(page, '#results')).toBe(true);
    await expect.poll(() => scrollSettled(page)).toBe(true);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    const last = positions.at(-1)!;
    // A jump has one position; a smooth scroll passes through the ones between.
    expect(positions.filter((y) => y > 0 && y < last - 20).length).toBeGreaterThan(0);

    // A link in the editor's text to another agency page navigates in place, at the top.
    await page.getByRole('link', { name: 'what we offer water managers' }).click();
    await page.waitForURL(`${baseUrl}/spa/drupal/en/services/advice`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advice for water managers');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // A link to a place on another page lands there.
    await page.getByRole('link', { name: 'the results of earlier projects' }).click();
    await page.waitForURL(`${baseUrl}/spa/drupal/en/approach#results`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our approach');
    await expect.poll(() => inUpperHalf(page, '#results')).toBe(true);
    await page.close();
  });
});

test.describe('server with test hooks: team faults, error log stack and draft previews', () => {
  let server: RunningServer;
  let dataDir: string;
  let token: string;
  let cliPreviewPath: string;

  test.beforeAll(async () => {
    test.setTimeout(serverStartTimeout);
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-e2e-spa-'));
    await cp(seededDataDir, dataDir, { recursive: true });
    token = await createToken(dataDir, 'content', 'e2e-editor');
    const revisions = await runProjectCommand('content', ['revisions', 'en', 'approach'], dataDir);
    const nodeId = /^Node (\d+)/m.exec(revisions)?.[1];
    const draftId = /^\s+([A-Za-z0-9]+)\s+draft\b/m.exec(revisions)?.[1];
    if (!nodeId || !draftId) throw new Error(`no draft of "approach" listed:\n${revisions}`);
    const link = await runProjectCommand('content', ['preview-link', nodeId, draftId, '--hours', '2'], dataDir);
    cliPreviewPath = link.split('\n')[0]!.trim();
    // A test fills the contact form faster than a person could; the minimum fill time has its own tests.
    server = await startServer({ dataDir, env: { NODE_ENV: 'test', FORM_MIN_FILL_SECONDS: '0' } });
  });
  test.afterAll(async () => {
    test.setTimeout(serverStopTimeout);
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('drops team entries with bad ages or a number where a string belongs, logs them and shows the rest', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-zilt-test-team-members': 'invalid' } });
    const warnings: string[] = [];
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${server.url}/spa/about-us`);
    await waitForHydration(page);
    const cards = page.locator('.team-member-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('heading')).toHaveText(['Valid First', 'Valid Second']);
    await expect.poll(() => warnings.join('\n')).toContain('3 invalid entries dropped');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('shows the status text of a failing team call', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-zilt-test-team-members': '503' } });
    const page = await openPage(browser, `${server.url}/spa/about-us`, { context });
    const failure = page.getByRole('alert');
    await expect(failure.locator('.team-members__status')).toHaveText('Service Unavailable');
    await expect(failure.getByText('The team members could not be loaded.')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('takes a message through the contact form, with a spinner and then the thank-you message', async ({
    browser,
  }) => {
    const page = await openPage(browser, `${server.url}/spa/contact-us`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do you like our approach?');
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Name').fill('Anna de Boer');
    await page.getByLabel('Phone number').fill('+31 6 1234 5678');
    await page.getByLabel('E-mail address').fill('anna@example.org');
    await page.getByLabel('Subject').fill('Salt on our fields');
    await page.getByLabel('Message').fill('Could you look at the salinity measurements of our polder?');
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);
    // The submission is held back (not answered by the test) until the spinner has been seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/forms/**', async (route) => {
      await released;
      await route.continue();
    });
    await send.click();
    await expect(page.locator('.contact-form .form-spinner')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message' })).toHaveCount(1);
    await expect(page.locator('form.contact-form')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.close();
  });

  test('shows the stack on the error log outside production', async ({ browser }) => {
    const page = await openPage(browser, `${server.url}/spa/error-handling-test`);
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await expect(page.getByRole('alert').getByText('Stack trace')).toHaveCount(1);
    await expect(page.locator('.page-state__stack')).toContainText('DemonstrationError');
    await page.close();
  });

  test('shows a draft through the signed link of the content command, never cached and not indexed', async ({
    browser,
  }) => {
    expect(cliPreviewPath).toMatch(/^\/spa\/drupal\/en\/node-preview\/\d+\/[A-Za-z0-9]+\?expires=\d+&signature=/);
    const response = await fetch(`${server.url}${cliPreviewPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}${cliPreviewPath}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our approach: five steps');
    await expect(page.getByRole('heading', { name: '5. Share' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('unpublished draft');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);

    // The published page is unchanged.
    await page.goto(`${server.url}/spa/drupal/en/approach`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our approach');
    await expect(page.getByRole('heading', { name: '5. Share' })).toHaveCount(0);
    await page.close();
  });

  test('gives editors with a content token a signed link to a Dutch draft', async ({ browser }) => {
    const listed = await fetch(`${server.url}/api/v1/content/revisions?lang=nl&slug=aanpak`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    const revisions = (await listed.json()) as { nodeId: number; revisions: { revisionId: string; status: string }[] };
    const draft = revisions.revisions.find((revision) => revision.status === 'draft')!;
    const created = await fetch(`${server.url}/api/v1/content/preview-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: revisions.nodeId, revisionId: draft.revisionId }),
    });
    expect(created.status).toBe(200);
    const link = (await created.json()) as { path: string };
    const page = await openPage(browser, `${server.url}${link.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze aanpak: vijf stappen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.close();
    const refused = await fetch(`${server.url}/api/v1/content/preview-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: revisions.nodeId, revisionId: draft.revisionId }),
    });
    expect(refused.status).toBe(401);
  });

  test('answers 404 with a bad, missing or expired signature', async ({ browser }) => {
    const url = new URL(cliPreviewPath, server.url);
    const signature = url.searchParams.get('signature')!;
    const bad = new URL(url);
    bad.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    const unsigned = new URL(url);
    unsigned.searchParams.delete('signature');
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    for (const address of [bad, unsigned, longer]) {
      const response = await fetch(address);
      expect(response.status, address.search).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    // The same, valid link once its time has passed (the test server checks at the time asked for).
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-zilt-test-clock': '2099-01-01T00:00:00Z' } });
    const page = await context.newPage();
    const expired = await page.goto(url.toString());
    expect(expired?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('Our approach: five steps')).toHaveCount(0);
    await context.close();
  });
});
