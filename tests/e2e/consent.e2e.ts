import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import {
  chosenCookies,
  consentCookieNames,
  cookieHeader,
  cookieValue,
  countLoads,
  loggedDataLayer,
  recordCookieWrites,
  recordDataLayer,
  recordReloads,
  reloadsStarted,
} from './support/consent.ts';
import { bodyMarkup, describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

const dayMs = 24 * 60 * 60 * 1000;

async function freshVisit(
  browser: Browser,
  path: string,
  width = 1440,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await recordDataLayer(context, baseUrl);
  await recordCookieWrites(context);
  await recordReloads(context, baseUrl);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return { context, page };
}

const bar = (page: Page, name = 'Cookies on this website') => page.getByRole('region', { name });

function consentPost(page: Page) {
  return page.waitForResponse(
    (response) => response.url() === `${baseUrl}/api/v1/consent` && response.request().method() === 'POST',
  );
}

/**
 * The consent request of a choice that reloads the page: it is sent with `keepalive` and the
 * reload starts at once, so its answer may belong to a document that is already gone.
 */
function consentRequest(page: Page) {
  return page.waitForRequest((request) => request.url() === `${baseUrl}/api/v1/consent` && request.method() === 'POST');
}

function events(log: Record<string, unknown>[], name: string) {
  return log.filter((entry) => entry['event'] === name);
}

function consentCommands(log: { gtag?: unknown[] }[]) {
  return log.filter((entry) => entry.gtag?.[0] === 'consent').map((entry) => entry.gtag);
}

const granted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};
const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

test.describe('cookie bar', () => {
  test('Accept all stores yes in the four cookies for 1000 days and showCookies=no; the bar is gone, also from the server HTML', async ({
    browser,
  }) => {
    const { context, page } = await freshVisit(browser, '/en/about');
    await expect(bar(page)).toBeVisible();
    const loads = countLoads(page);
    const recorded = consentPost(page);
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    const response = await recorded;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      choices: { functional: 'yes', analytical: 'yes', video: 'yes', tracking: 'yes' },
      revision: 1,
      language: 'en',
      action: 'accept-all',
    });
    await expect(bar(page)).toHaveCount(0);

    // The site asks for 1000 days …
    const written = await page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites);
    for (const name of [...consentCookieNames, 'showCookies', 'consent-revision']) {
      expect(
        written.find((line) => line.startsWith(`${name}=`)),
        name,
      ).toMatch(/; Max-Age=86400000; Path=\/; SameSite=Lax$/);
    }
    // … and Chromium keeps it as long as it allows any cookie: 400 days at most (RFC 6265bis).
    const cookies = await context.cookies(baseUrl);
    for (const name of consentCookieNames) {
      const cookie = cookies.find((candidate) => candidate.name === name);
      expect(cookie?.value, name).toBe('yes');
      const lifetimeDays = ((cookie?.expires ?? 0) * 1000 - Date.now()) / dayMs;
      expect(lifetimeDays, name).toBeGreaterThan(399);
      expect(lifetimeDays, name).toBeLessThanOrEqual(1000.01);
      expect(cookie?.sameSite, name).toBe('Lax');
      expect(cookie?.secure, name).toBe(false); // plain HTTP here; Secure over HTTPS
    }
    expect(cookieValue(cookies, 'showCookies')).toBe('no');
    expect(cookieValue(cookies, 'consent-revision')).toBe('1');
    expect(cookies.find((cookie) => cookie.name === 'consent-id')?.httpOnly).toBe(true);
    expect(loads()).toBe(0);

    const log = await loggedDataLayer(page);
    expect(events(log, 'cookie_accept_all')).toEqual([
      {
        event: 'cookie_accept_all',
        consent_functional: 'yes',
        consent_analytical: 'yes',
        consent_video: 'yes',
        consent_tracking: 'yes',
        consent_revision: 1,
      },
    ]);
    expect(consentCommands(log)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('[data-cookie-bar]')).toHaveCount(0);
    const html = await (await fetch(`${baseUrl}/en/about`, { headers: { cookie: cookieHeader(cookies) } })).text();
    expect(html).not.toContain('data-cookie-bar');
    expect(await (await fetch(`${baseUrl}/en/about`)).text()).toContain('data-cookie-bar');
    await context.close();
  });

  test('Decline all stores no for video and tracking and reloads the page once', async ({ browser }) => {
    const { context, page } = await freshVisit(browser, '/nl/over-ons');
    const loads = countLoads(page);
    const recorded = consentRequest(page);
    await expect(bar(page, 'Cookies op deze website')).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      bar(page, 'Cookies op deze website').getByRole('button', { name: 'Alles weigeren' }).click(),
    ]);
    expect((await recorded).postDataJSON()).toMatchObject({
      action: 'decline-all',
      language: 'nl',
      choices: { video: 'no', tracking: 'no' },
    });
    await waitForHydration(page);
    // The reloaded page has started (its consent default is logged): nothing reloads again.
    await expect.poll(async () => consentCommands(await loggedDataLayer(page))).toHaveLength(3);
    expect(await reloadsStarted(page)).toBe(1);
    expect(loads()).toBe(1);
    await expect(page.locator('[data-cookie-bar]')).toHaveCount(0);
    const cookies = await context.cookies(baseUrl);
    expect(consentCookieNames.map((name) => cookieValue(cookies, name))).toEqual(['yes', 'yes', 'no', 'no']);
    expect(cookieValue(cookies, 'showCookies')).toBe('no');

    const log = await loggedDataLayer(page);
    expect(events(log, 'cookie_decline_all')).toEqual([
      {
        event: 'cookie_decline_all',
        consent_functional: 'yes',
        consent_analytical: 'yes',
        consent_video: 'no',
        consent_tracking: 'no',
        consent_revision: 1,
      },
    ]);
    // Before the reload: default then the update of the choice; after it: the default again.
    expect(consentCommands(log)).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', denied],
      ['consent', 'default', denied],
    ]);
    await context.close();
  });

  test('Save preferences does not reload when nothing was withdrawn, and reloads when a category went from yes to no', async ({
    browser,
  }) => {
    const { context, page } = await freshVisit(browser, '/en/cookie-policy');
    const loads = countLoads(page);
    await bar(page).getByRole('button', { name: 'Options' }).click();
    const functional = bar(page).getByRole('checkbox', { name: /Functional/ });
    await expect(functional).toBeChecked();
    await expect(functional).toBeDisabled();
    await expect(bar(page).getByRole('checkbox', { name: /Analytical/ })).toBeDisabled();
    await bar(page).getByRole('checkbox', { name: /Video/ }).check();
    const firstPost = consentPost(page);
    await bar(page).getByRole('button', { name: 'Save preferences' }).click();
    expect((await firstPost).request().postDataJSON()).toMatchObject({
      action: 'save-preferences',
      choices: { video: 'yes', tracking: 'no' },
    });
    // A reload would have started in the task that sent the choice, long done by its answer.
    expect(await reloadsStarted(page)).toBe(0);
    expect(loads()).toBe(0);
    await expect(bar(page)).toHaveCount(0);
    let cookies = await context.cookies(baseUrl);
    expect(consentCookieNames.map((name) => cookieValue(cookies, name))).toEqual(['yes', 'yes', 'yes', 'no']);

    // Withdraw video through the cookie block: one reload.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const video = bar(page).getByRole('checkbox', { name: /Video/ });
    await expect(video).toBeChecked();
    await video.uncheck();
    await Promise.all([page.waitForEvent('load'), bar(page).getByRole('button', { name: 'Save preferences' }).click()]);
    await waitForHydration(page);
    // The reloaded page has started (its consent default is logged): nothing reloads again.
    await expect
      .poll(async () => consentCommands(await loggedDataLayer(page)).filter((command) => command?.[1] === 'default'))
      .toHaveLength(2);
    expect(await reloadsStarted(page)).toBe(1);
    expect(loads()).toBe(1);
    cookies = await context.cookies(baseUrl);
    expect(cookieValue(cookies, 'video-cookies')).toBe('no');

    const saves = events(await loggedDataLayer(page), 'cookie_save_preferences');
    expect(saves).toEqual([
      {
        event: 'cookie_save_preferences',
        consent_functional: 'yes',
        consent_analytical: 'yes',
        consent_video: 'yes',
        consent_tracking: 'no',
        consent_revision: 1,
      },
      {
        event: 'cookie_save_preferences',
        consent_functional: 'yes',
        consent_analytical: 'yes',
        consent_video: 'no',
        consent_tracking: 'no',
        consent_revision: 1,
      },
    ]);
    await context.close();
  });

  test('the cookie block reopens the bar, and the options panel expands and collapses by keyboard', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(chosenCookies(baseUrl, { video: 'no', tracking: 'no' }));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/cookie-policy`);
    await waitForHydration(page);
    await expect(page.locator('[data-cookie-bar]')).toHaveCount(0);

    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await bar(page).waitFor();
    // The keyboard moves to the bar, which opens with the options shown.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-cookie-bar]') !== null))
      .toBe(true);
    await expect(bar(page).getByRole('button', { name: 'Hide options' })).toHaveAttribute('aria-expanded', 'true');
    const toggle = bar(page).locator('button[aria-controls]');
    const panelId = await toggle.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeVisible();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText('Options');
    await expect(panel).toBeHidden();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    // Tab reaches the video option; Space ticks it; Tab on to Save preferences and Enter.
    await bar(page).getByRole('checkbox', { name: /Video/ }).focus();
    await page.keyboard.press('Space');
    await bar(page).getByRole('button', { name: 'Save preferences' }).focus();
    await page.keyboard.press('Enter');
    await bar(page).waitFor({ state: 'detached' });
    await expect.poll(async () => cookieValue(await context.cookies(baseUrl), 'video-cookies')).toBe('yes');
    // Focus returns to the button that opened the bar.
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
    await context.close();
  });

  for (const width of [390, 1440]) {
    test(`Decline all and Accept all carry equal weight: the same style, size and place in line, at ${width} px`, async ({
      browser,
    }) => {
      for (const [path, decline, accept] of [
        ['/en/about', 'Decline all', 'Accept all'],
        ['/nl/over-ons', 'Alles weigeren', 'Alles accepteren'],
      ] as const) {
        const { context, page } = await freshVisit(browser, path, width);
        const bars = page.locator('[data-cookie-bar]');
        const declineButton = bars.getByRole('button', { name: decline, exact: true });
        const acceptButton = bars.getByRole('button', { name: accept, exact: true });
        await expect(declineButton).toBeVisible();
        await expect(acceptButton).toBeVisible();
        const looks = (button: typeof declineButton) =>
          button.evaluate((element) => {
            const style = getComputedStyle(element);
            const properties = [
              'background-color',
              'color',
              'border-top-width',
              'border-top-style',
              'border-top-color',
              'border-bottom-color',
              'border-radius',
              'font-family',
              'font-size',
              'font-weight',
              'text-decoration-line',
              'padding-top',
              'padding-bottom',
              'box-shadow',
              'opacity',
            ];
            return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
          });
        const declineLooks = await looks(declineButton);
        expect(declineLooks, `${path}: the same style`).toEqual(await looks(acceptButton));
        // A cared-for button: filled, not a bare text link.
        expect(declineLooks['background-color'], path).not.toBe('rgba(0, 0, 0, 0)');
        const declineBox = await declineButton.boundingBox();
        const acceptBox = await acceptButton.boundingBox();
        if (!declineBox || !acceptBox) throw new Error('a choice has no box');
        expect(Math.abs(declineBox.width - acceptBox.width), `${path}: the same width`).toBeLessThan(1);
        expect(Math.abs(declineBox.height - acceptBox.height), `${path}: the same height`).toBeLessThan(1);
        expect(Math.abs(declineBox.y - acceptBox.y), `${path}: side by side`).toBeLessThan(1);
        expect(declineBox.height, `${path}: a 44 px target`).toBeGreaterThanOrEqual(44);
        await context.close();
      }
    });
  }

  for (const width of [390, 1440]) {
    test(`while open, the bar is first in the tab order and in the server HTML, drawn at the bottom without a layout shift, at ${width} px`, async ({
      browser,
    }) => {
      const html = bodyMarkup(await (await fetch(`${baseUrl}/en/about`)).text());
      const barAt = html.indexOf('data-cookie-bar');
      expect(barAt, 'the server HTML holds the bar').toBeGreaterThan(0);
      expect(barAt, 'the bar comes before the skip link').toBeLessThan(html.indexOf('skip-link'));
      expect(barAt, 'the bar comes before the header').toBeLessThan(html.indexOf('<header'));

      const context = await browser.newContext({ viewport: { width, height: 844 } });
      // Sums the layout shifts from the first paint on, as the CLS metric does.
      await context.addInitScript(() => {
        const sums = window as unknown as { layoutShift: number };
        sums.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sums.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/en/about`);
      await waitForHydration(page);

      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // Drawn at the bottom of the window, over the page's end.
      const box = await bar(page).boundingBox();
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - 844), 'the bar ends at the bottom').toBeLessThan(1);

      // The first Tab lands in the bar; the stops after the bar's own are the page's, from the skip link on.
      const focusInBar = () => page.evaluate(() => document.activeElement?.closest('[data-cookie-bar]') !== null);
      await page.keyboard.press('Tab');
      await expect.poll(focusInBar).toBe(true);
      await expect(bar(page).getByRole('link', { name: /cookie policy/i })).toBeFocused();
      let barStops = 1;
      for (; barStops < 10; barStops += 1) {
        await page.keyboard.press('Tab');
        if (!(await focusInBar())) break;
      }
      expect(barStops, 'the policy link, Options, Decline all, Accept all').toBe(4);
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift)),
            );
          }),
      );
      expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
      await context.close();
    });
  }

  test('has no axe-core violations with the bar, and with its options panel open, at 375 and 1440 px', async ({
    browser,
  }) => {
    for (const width of [375, 1440]) {
      const { context, page } = await freshVisit(browser, '/en/about', width);
      let violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await bar(page).getByRole('button', { name: 'Options' }).click();
      await expect(bar(page).getByRole('checkbox', { name: /Tracking/ })).toBeVisible();
      violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    }
  });
});

test.describe('consent-gated media', () => {
  test('accepting in a media prompt records the consent and loads the videos without a reload; Decline all removes them on the reload', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const videoRequests: string[] = [];
    await context.route('https://www.youtube-nocookie.com/**', (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await context.route('https://player.vimeo.com/**', (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await recordReloads(context, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/components`);
    await waitForHydration(page);
    const loads = countLoads(page);
    expect(videoRequests).toEqual([]);

    const recorded = consentPost(page);
    await page.locator('#video-youtube').getByRole('button', { name: 'Accept video cookies' }).click();
    expect((await recorded).request().postDataJSON()).toEqual({
      choices: { functional: 'yes', analytical: 'yes', video: 'yes', tracking: 'no' },
      revision: 1,
      language: 'en',
      action: 'media-prompt',
    });
    await page.locator('#video-youtube iframe').waitFor();
    await expect
      .poll(() => videoRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
      .toBe(true);
    // A reload would have started in the task that sent the choice, long done by its answer.
    expect(await reloadsStarted(page)).toBe(0);
    expect(loads()).toBe(0);
    // The prompt answered only the video question: the bar still asks.
    await expect(bar(page)).toBeVisible();

    await Promise.all([page.waitForEvent('load'), bar(page).getByRole('button', { name: 'Decline all' }).click()]);
    await waitForHydration(page);
    await expect(page.locator('#video-youtube iframe')).toHaveCount(0);
    await expect(page.locator('#video-youtube [data-consent-prompt]')).toHaveCount(1);
    await expect.poll(async () => cookieValue(await context.cookies(baseUrl), 'video-cookies')).toBe('no');
    await context.close();
  });
});

test.describe('proof of consent API', () => {
  test('rejects a malformed choice with 400 naming the field', async () => {
    const response = await fetch(`${baseUrl}/api/v1/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        choices: { functional: 'yes', analytical: 'yes', video: 'maybe', tracking: 'no' },
        revision: 1,
        language: 'en',
        action: 'accept-all',
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('"choices.video"');
  });
});
