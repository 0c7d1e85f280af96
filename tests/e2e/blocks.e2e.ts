import { expect, test } from '@playwright/test';
import { afterQueuedTasks, componentsPath, dataLayerEvents, openHydrated } from './support/blocks-page.ts';
import { baseUrl } from './support/suite.ts';

const components = `${baseUrl}${componentsPath}`;

test.describe('content blocks in the server HTML', () => {
  test('sends every block of the components page, with anchors as element ids, in both languages', async () => {
    for (const path of ['/en/components', '/nl/componenten']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      for (const anchor of [
        'overview',
        'contact-person',
        'regional-contacts',
        'cta-dark',
        'downloads',
        'further-reading',
        'partners',
        'media-image',
        'gallery',
        'questions',
        'story',
        'in-figures',
        'link-grid-icon',
        'iframe-height-zero',
        'image-left',
        'quote-with-image',
        'tables',
        'team',
        'recent-news',
        'tide-widget',
        'multiscreen',
      ]) {
        expect(html, `${path} #${anchor}`).toContain(`id="${anchor}"`);
      }
      // Nothing is left to be swapped in by script: no React streaming placeholders.
      expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    }
  });

  test('shows every block without JavaScript, the expandable panels open', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(components);
    for (const selector of ['#team', '#recent-news', '#tide-widget', '#in-figures']) {
      await expect(page.locator(selector), selector).toHaveCSS('opacity', '1');
    }
    await expect(page.getByText('Can I visit a field lab?')).toBeVisible();
    await expect(page.getByText('Yes. Every field lab opens its gate')).toBeVisible();
    // The multiscreen block picks its variant by CSS before any script: mobile at 375 px.
    await expect(page.locator('[data-multiscreen="mobile"]')).toBeVisible();
    await expect(page.locator('[data-multiscreen="desktop"]')).toBeHidden();
    await context.close();
  });
});

test.describe('every block', () => {
  test('lands on its anchor when the address has #anchorTitle', async ({ browser }) => {
    const page = await openHydrated(browser, `${components}#team`);
    await page.waitForFunction(() => {
      const rect = document.getElementById('team')!.getBoundingClientRect();
      return rect.top >= 0 && rect.top < window.innerHeight / 2;
    });
    await page.context().close();
  });

  test('reveals once when scrolled into view, and is never hidden on screen or with reduced motion', async ({
    browser,
  }) => {
    const page = await openHydrated(browser, components);
    await expect(page.locator('#overview')).toHaveAttribute('data-reveal', 'static');
    await expect(page.locator('#team')).toHaveAttribute('data-reveal', 'pending');
    await expect(page.locator('#team')).toHaveCSS('opacity', '0');
    await page.locator('#team').scrollIntoViewIfNeeded();
    await page.waitForSelector('#team[data-reveal="revealed"]');
    await expect(page.locator('#team')).toHaveCSS('opacity', '1');
    // Back to the top: once the page has reported #team out of view (its observers run in
    // creation order, the site's before this one) and React has rendered what that caused,
    // the block is still revealed.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const team = document.getElementById('team')!;
          const observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => !entry.isIntersecting)) {
              observer.disconnect();
              resolve();
            }
          });
          window.scrollTo(0, 0);
          observer.observe(team);
        }),
    );
    await afterQueuedTasks(page);
    await expect(page.locator('#team')).toHaveAttribute('data-reveal', 'revealed');
    await page.context().close();

    const calm = await openHydrated(browser, components, { reducedMotion: 'reduce' });
    await expect(calm.locator('#team')).toHaveAttribute('data-reveal', 'static');
    await expect(calm.locator('#team')).toHaveCSS('opacity', '1');
    await calm.context().close();
  });

  test('shows buttons only when switched on and complete, as text links with showActionAsLink, and tracks clicks', async ({
    browser,
  }) => {
    const page = await openHydrated(browser, components);
    await expect(page.locator('#cta-dark .button--primary')).toHaveText('See all events');
    await expect(page.locator('#cta-dark .button--secondary')).toHaveText('Bring a group');
    await expect(page.locator('#cta-light .block-action-link')).toHaveCount(2);
    await expect(page.locator('#cta-light .button')).toHaveCount(0);
    await expect(page.locator('#quote-plain .block-actions')).toHaveCount(0);
    await page.locator('#cta-dark .button--primary').click();
    await page.waitForURL(`${baseUrl}/en/events`);
    await expect
      .poll(() => dataLayerEvents(page))
      .toContainEqual(
        expect.objectContaining({
          event: 'primary_button_click',
          block_kind: 'ctaWithBgColourBlock',
          link_url: '/en/events',
        }),
      );
    await page.context().close();
  });

  test('tracks clicks on link-grid cards and link-list items as link_click', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    await page.locator('#link-grid-text .link-grid__link').first().click();
    await page.waitForURL(`${baseUrl}/en/approach`);
    await page.goBack();
    await page.waitForURL(components);
    await page.locator('#further-reading .link-list__link').first().click();
    await page.waitForURL(`${baseUrl}/en/saline-farming`);
    const clicks = async () => (await dataLayerEvents(page)).filter((event) => event['event'] === 'link_click');
    await expect
      .poll(clicks)
      .toEqual([
        expect.objectContaining({ block_kind: 'linkGridBlock', link_url: '/en/approach' }),
        expect.objectContaining({ block_kind: 'linkListBlock', link_url: '/en/saline-farming' }),
      ]);
    await page.context().close();
  });

  test('alerts and logs when a block kind is registered twice', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // The alert's text is kept when it opens; accepting it may race with the browser closing it.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept().catch(() => undefined);
    });
    await page.evaluate(() => window.ziltBlocks!.register('textBlock', () => null));
    const message = 'Block kind "textBlock" already exists and will be overwritten.';
    await expect.poll(() => dialogs).toEqual([message]);
    await expect.poll(() => errors).toContain(message);
    await page.context().close();
  });

  test('leaves out a block that throws and keeps the rest of the page', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Registering an existing kind again alerts; the browser may close the alert before it is accepted.
    page.on('dialog', (d) => void d.accept().catch(() => undefined));
    await page.evaluate(() =>
      window.ziltBlocks!.register('quoteBlock', () => {
        throw new Error('broken quote');
      }),
    );
    // Navigate inside the app to the home page, which has a quote block.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/en/"]')!.click());
    await page.waitForURL(`${baseUrl}/en/`);
    await page.waitForSelector('#in-figures');
    await expect(page.locator('#farmer-voice')).toHaveCount(0);
    await expect(page.locator('#latest-news')).toHaveCount(1);
    await expect.poll(() => errors.some((text) => text.includes('The quoteBlock block could not be shown'))).toBe(true);
    await page.context().close();
  });
});

test.describe('block kinds', () => {
  test('offers WhatsApp on a contact block only for Dutch mobile numbers', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const whatsApp = async (selector: string) =>
      page
        .locator(`${selector} a[href^="https://wa.me/"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await expect.poll(() => whatsApp('#contact-person')).toEqual(['https://wa.me/31612345678']);
    // +31 6 2345 6789 (yes), 050 123 4567 (landline: no), personWhatsApp 6 8765 4321 (yes).
    await expect
      .poll(() => whatsApp('#regional-contacts'))
      .toEqual(['https://wa.me/31623456789', 'https://wa.me/31687654321']);
    const cards = page.locator('#regional-contacts li');
    await expect(cards.nth(1).locator('.contact-details__row--whatsapp')).toHaveCount(0);
    await expect(cards.nth(1).locator('.contact-details__row--phone')).toContainText('050 123 4567');
    await page.context().close();
  });

  test('gives iframes 500 px when the height is 0 or -5, their title, and a loading note until loaded', async ({
    browser,
  }) => {
    const page = await openHydrated(browser, components);
    for (const anchor of ['#iframe-height-zero', '#iframe-height-negative']) {
      const frame = page.locator(`${anchor} iframe`);
      await frame.scrollIntoViewIfNeeded();
      await expect
        .poll(() => frame.evaluate((element) => element.getBoundingClientRect().height), { message: anchor })
        .toBe(500);
      await page.waitForSelector(`${anchor} .iframe-block__loading`, { state: 'detached' });
    }
    await expect(page.locator('#iframe-height-zero iframe')).toHaveAttribute(
      'title',
      'Soil salinity by plot at the Zeeland field lab',
    );
    const html = await (await fetch(components)).text();
    expect(html.match(/Content is loading\.\.\./g)?.length).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  test('asks for consent before an iframe with useCookieBar loads, then shows it', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const block = page.locator('#iframe-consent');
    await expect(block.locator('iframe')).toHaveCount(0);
    await block.getByRole('button', { name: 'Accept and show' }).click();
    await block.locator('iframe[title="Partner dashboard with salinity readings"]').waitFor();
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('video-cookies=yes');
    await page.context().close();
  });

  test('opens expandable items with the disclosure pattern and tracks the first opening once', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const button = page.getByRole('button', { name: 'Can I visit a field lab?' });
    const panelId = await button.getAttribute('aria-controls');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await button.click();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const opened = async () => (await dataLayerEvents(page)).filter((event) => event['event'] === 'expandable_open');
    await expect.poll(opened).toEqual([expect.objectContaining({ item_title: 'Can I visit a field lab?' })]);
    // The first item starts open.
    await expect(page.getByRole('button', { name: 'Which crops tolerate salt?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.context().close();
  });

  test('toggles read-more with its own labels and shows the parts in index order', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const toggle = page.locator('#story .read-more-block__toggle');
    await expect(toggle).toHaveText('Read the whole story');
    await toggle.click();
    await expect(toggle).toHaveText('Show less');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#story .read-more-block__panel');
    await expect(panel).toContainText('Today the same farm');
    const text = await panel.textContent();
    expect(text!.indexOf('In 2016')).toBeLessThan(text!.indexOf('We learned more'));
    expect(text!.indexOf('We learned more')).toBeLessThan(text!.indexOf('Today the same farm'));
    await expect
      .poll(async () => (await dataLayerEvents(page)).filter((event) => event['event'] === 'read_more_open'))
      .toHaveLength(1);
    await page.context().close();
  });

  test('shows news dates in the long format and the empty text of the page language', async ({ browser }) => {
    // The Dutch wording stays on Dutch pages; English pages read English.
    const english = await openHydrated(browser, components);
    await expect(english.locator('#recent-news time')).toHaveText([
      '3 March 2026',
      '14 February 2026',
      '28 November 2025',
    ]);
    await expect(english.locator('#news-empty')).toContainText('No results found.');
    await expect(english.locator('main')).not.toContainText('Geen resultaten gevonden.');
    await english.context().close();
    const dutch = await openHydrated(browser, `${baseUrl}/nl/componenten`);
    await expect(dutch.locator('#recent-news time')).toHaveText([
      '3 maart 2026',
      '14 februari 2026',
      '28 november 2025',
    ]);
    await expect(dutch.locator('#news-empty')).toContainText('Geen resultaten gevonden.');
    await dutch.context().close();
  });

  test('maps link-grid icons 1, icon2 and 3 to innovate, leader and insights', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const icons = page.locator('#link-grid-icon [data-icon]');
    await expect(icons).toHaveCount(3);
    for (const [index, icon] of ['innovate', 'leader', 'insights'].entries()) {
      await expect(icons.nth(index)).toHaveAttribute('data-icon', icon);
    }
    await page.context().close();
  });

  test('shows logos with the name as tooltip and alternative text, links where given', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const firstLogo = page.locator('#partners img').first();
    await expect(firstLogo).toHaveAttribute('alt', 'Food partnership');
    await expect(firstLogo).toHaveAttribute('title', 'Food partnership');
    await expect(page.locator('#partners a')).toHaveCount(2);
    await page.context().close();
  });

  test('renders tables with the first row as header and ready-made HTML tables', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    await expect(page.locator('#tables thead th')).toHaveText(['Variety', '2 dS/m', '4 dS/m', '8 dS/m']);
    await expect(page.locator('#tables tbody tr')).toHaveCount(4);
    await expect(page.locator('#tables caption')).toContainText('Relative yield');
    await expect(page.locator('#table-html tbody tr')).toHaveCount(3);
    await page.context().close();
  });

  test('offers downloads as file links', async ({ browser }) => {
    const page = await openHydrated(browser, components);
    const link = page.locator('#downloads a[download="crop-salt-tolerance.csv"]');
    await expect(link).toHaveAttribute('href', '/media/files/crop-salt-tolerance.csv');
    expect((await fetch(`${baseUrl}/media/files/crop-salt-tolerance.csv`)).status).toBe(200);
    await page.context().close();
  });

  test('shows A/B variants only for tests set to 1 on the window before load', async ({ browser }) => {
    const plain = await openHydrated(browser, components);
    // The blocks hydrate after the frame, in one pass; the multiscreen block's effect (it picks
    // the desktop variant) shows that pass has run its effects, the A/B block's among them.
    await plain.waitForSelector('.multiscreen-block[data-screen="desktop"]');
    await afterQueuedTasks(plain);
    await expect(plain.locator('#ab-test .block')).toHaveCount(0);
    await plain.context().close();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      (window as unknown as Record<string, unknown>)['abHeroTest'] = 1;
      (window as unknown as Record<string, unknown>)['abHeroTestB'] = '1';
    });
    const page = await context.newPage();
    await page.goto(components);
    await page.waitForSelector('#ab-test .block');
    await expect(page.locator('#ab-test')).toContainText('Variant A: join a field day');
    await expect(page.locator('#ab-test')).not.toContainText('Variant B');
    await context.close();
  });

  test('switches multiscreen variants 300 ms after a resize across 1024 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    // The page's timers run on a clock the test moves by hand: the delay is measured in the
    // page's time, whatever the machine's speed.
    await page.clock.install();
    await page.goto(components);
    await page.waitForSelector('.multiscreen-block[data-screen="desktop"]', { state: 'attached' });
    const present = async () => ({
      desktop: await page.locator('[data-multiscreen="desktop"]').count(),
      mobile: await page.locator('[data-multiscreen="mobile"]').count(),
    });
    await expect.poll(present).toEqual({ desktop: 1, mobile: 0 });
    // Every change of the variants on show from now on, in order.
    await page.evaluate(() => {
      const block = document.querySelector('.multiscreen-block')!;
      const changes: string[] = [];
      (window as unknown as { multiscreenChanges: string[] }).multiscreenChanges = changes;
      let shown = '';
      new MutationObserver(() => {
        const now = Array.from(block.querySelectorAll('[data-multiscreen]'), (variant) =>
          variant.getAttribute('data-multiscreen'),
        ).join('+');
        if (now !== shown) changes.push(now);
        shown = now;
      }).observe(block, { childList: true });
      shown = 'desktop';
    });
    const changes = () =>
      page.evaluate(() => (window as unknown as { multiscreenChanges: string[] }).multiscreenChanges);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);

    const resized = page.evaluate(() => new Promise((resolve) => window.addEventListener('resize', resolve)));
    await page.setViewportSize({ width: 800, height: 900 });
    await resized;
    // 299 ms after the resize: nothing has switched, also not a render a timer asked for.
    await page.clock.runFor(299);
    await afterQueuedTasks(page);
    expect(await changes()).toEqual([]);
    // At 300 ms the mobile variant replaces the desktop one, in one change.
    await page.clock.runFor(1);
    await page.waitForSelector('.multiscreen-block[data-screen="mobile"]', { state: 'attached' });
    await expect.poll(present).toEqual({ desktop: 0, mobile: 1 });
    await expect(page.locator('#multiscreen')).toContainText('Small screen: the short version');

    // And back, again 300 ms after the resize; nothing else changed in between.
    const resizedBack = page.evaluate(() => new Promise((resolve) => window.addEventListener('resize', resolve)));
    await page.setViewportSize({ width: 1100, height: 900 });
    await resizedBack;
    await page.clock.runFor(299);
    await afterQueuedTasks(page);
    expect(await changes()).toEqual(['mobile']);
    await page.clock.runFor(1);
    await page.waitForSelector('.multiscreen-block[data-screen="desktop"]', { state: 'attached' });
    await expect.poll(changes).toEqual(['mobile', 'desktop']);
    await context.close();
  });

  test('runs the HTML block scripts one by one, 1 s apart, with a warning when the first has no source', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(components);
    await page.waitForFunction(
      () => ((window as unknown as { ziltHtmlBlockRuns?: unknown[] }).ziltHtmlBlockRuns ?? []).length === 2,
      undefined,
      { timeout: 5000 },
    );
    const runs = await page.evaluate(
      () => (window as unknown as { ziltHtmlBlockRuns: { script: string; at: number }[] }).ziltHtmlBlockRuns,
    );
    expect(runs.map((run) => run.script)).toEqual(['data', 'render']);
    const gap = runs[1]!.at - runs[0]!.at;
    expect(gap).toBeGreaterThanOrEqual(990);
    expect(gap).toBeLessThan(1500);
    await expect(page.locator('#tide-list li')).toHaveCount(3);
    await expect.poll(() => warnings.some((text) => text.includes('first script has no source'))).toBe(true);
    await context.close();
  });
});
