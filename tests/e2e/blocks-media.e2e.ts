import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { componentsPath, dataLayerEvents } from './support/blocks-page.ts';
import { requestsInFlight, scrollThrough } from './support/consent.ts';
import { baseUrl } from './support/suite.ts';

const components = `${baseUrl}${componentsPath}`;

// Stands in for the YouTube and Vimeo players: no request leaves the machine. On the page's
// "listening" / "addEventListener" message it reports play, pause and end like the real players.
const youTubeStub = `<!doctype html><title>player</title><script>
window.addEventListener('message', function (event) {
  var data = JSON.parse(event.data);
  if (data.event !== 'listening') return;
  [1, 1, 2, 0].forEach(function (state, index) {
    setTimeout(function () { parent.postMessage(JSON.stringify({ event: 'onStateChange', info: state }), '*'); }, 50 * (index + 1));
  });
});
</script>`;
const vimeoStub = `<!doctype html><title>player</title><script>
var started = false;
window.addEventListener('message', function (event) {
  if (started) return;
  started = true;
  ['play', 'pause', 'ended'].forEach(function (name, index) {
    setTimeout(function () { parent.postMessage(JSON.stringify({ event: name, data: {} }), '*'); }, 50 * (index + 1));
  });
});
</script>`;

async function contextWithStubbedPlayers(
  browser: Browser,
): Promise<{ context: BrowserContext; foreignRequests: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const foreignRequests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).origin !== baseUrl) foreignRequests.push(request.url());
  });
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: youTubeStub }),
  );
  await context.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: vimeoStub }),
  );
  return { context, foreignRequests };
}

test.describe('media block and gallery', () => {
  test("shows 'Unable to load video.' for a video that is not on YouTube or Vimeo", async ({ browser }) => {
    const html = await (await fetch(components)).text();
    expect(html).toContain('Unable to load video.');
    const { context } = await contextWithStubbedPlayers(browser);
    const page = await context.newPage();
    await page.goto(components);
    await expect(page.locator('#video-unavailable')).toContainText('Unable to load video.');
    await expect(page.locator('#video-unavailable iframe')).toHaveCount(0);
    await context.close();
  });

  test('asks for video consent first and loads nothing from other hosts until the visitor accepts', async ({
    browser,
  }) => {
    const { context, foreignRequests } = await contextWithStubbedPlayers(browser);
    const page = await context.newPage();
    const inFlight = requestsInFlight(page);
    await page.goto(components);
    await page.waitForSelector('html[data-hydrated="true"]');
    // Every lazy part had its chance to load, and everything the page asked for has come.
    await scrollThrough(page);
    await expect.poll(inFlight, { timeout: 30_000 }).toBe(0);
    await expect(page.locator('#video-youtube iframe')).toHaveCount(0);
    await expect(page.locator('#video-youtube [data-consent-prompt]')).toHaveCount(1);
    expect(foreignRequests).toEqual([]);

    await page.locator('#video-youtube').getByRole('button', { name: 'Accept video cookies' }).click();
    const youtube = page.locator('#video-youtube iframe');
    await youtube.waitFor();
    await expect(youtube).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?enablejsapi=1/,
    );
    await expect(youtube).toHaveAttribute('title', 'The harvest of salt-tolerant potatoes, filmed on the field lab.');
    // One consent serves every video on the page.
    const vimeo = page.locator('#video-vimeo iframe');
    await vimeo.waitFor();
    await expect(vimeo).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    await expect(page.locator('#gallery iframe')).toHaveCount(1);
    expect(
      foreignRequests.every(
        (url) => url.startsWith('https://www.youtube-nocookie.com/') || url.startsWith('https://player.vimeo.com/'),
      ),
    ).toBe(true);
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('video-cookies=yes');
    await context.close();
  });

  test('draws the players into the server HTML for a visitor who already allowed video, and hydrates them unchanged', async ({
    browser,
  }) => {
    const embed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
    const asking = await fetch(components);
    expect(asking.headers.get('cache-control')).toBe('private, no-cache');
    const askingHtml = await asking.text();
    // (The button text itself is also in the page's translations, so look for the prompt element.)
    expect(askingHtml).toContain('data-consent-prompt');
    expect(askingHtml).not.toContain(embed);

    const allowed = await (await fetch(components, { headers: { cookie: 'video-cookies=yes' } })).text();
    expect(allowed).toContain(`${embed}?enablejsapi=1`);
    expect(allowed).toContain(`origin=${encodeURIComponent(baseUrl)}`);
    expect(allowed).toContain('https://player.vimeo.com/video/76979871?dnt=1');
    expect(allowed).not.toContain('data-consent-prompt');

    const { context } = await contextWithStubbedPlayers(browser);
    await context.addCookies([{ name: 'video-cookies', value: 'yes', url: baseUrl }]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(components);
    // The player as the server drew it, before the app hydrates.
    const serverSrc = (await page.locator('#video-youtube iframe').getAttribute('src')) ?? '';
    expect(serverSrc).toContain(`${embed}?enablejsapi=1`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.locator('#video-youtube iframe')).toHaveAttribute('src', serverSrc);
    await expect(page.locator('#video-youtube [data-consent-prompt]')).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('pushes play, pause and end of YouTube and Vimeo videos to the data layer', async ({ browser }) => {
    const { context } = await contextWithStubbedPlayers(browser);
    await context.addCookies([{ name: 'video-cookies', value: 'yes', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(components);
    await page.waitForFunction(
      () =>
        ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'video_end',
        ).length >= 3,
      undefined,
      { timeout: 10_000 },
    );
    const events = (await dataLayerEvents(page)).filter((entry) => String(entry['event']).startsWith('video_'));
    const of = (provider: string, videoId: string) =>
      events
        .filter((entry) => entry['video_provider'] === provider && entry['video_id'] === videoId)
        .map((entry) => entry['event']);
    // The player reports "playing" twice; it is counted once.
    expect(of('vimeo', '76979871')).toEqual(['video_play', 'video_pause', 'video_end']);
    expect(of('youtube', 'aqz-KE-bpKQ')).toEqual(['video_play', 'video_pause', 'video_end']);
    await context.close();
  });
});
