import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Supercluster from 'supercluster';
import { mapClusterOptions, mapInitialZoom, type MapLevel } from '@zilt/contracts/map-settings';
import type { MapProject, MapProjectsResponse } from '@zilt/contracts/project';
import { axeViolations, launchOptions } from './support/browser.ts';
import { repoRoot } from './support/server.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl, serverForThisFile } from './support/suite.ts';

// The map draws with WebGL: this file's workers start Chromium with software WebGL.
test.use({ launchOptions: launchOptions({ webgl: true }) });

/** The projects page shows the page-level map; the field labs page has a map block. */
const mapPage = `${baseUrl}/en/projects`;
const mapBlockPage = `${baseUrl}/en/field-labs`;
const screenshotDir = path.join(repoRoot, 'tests/e2e/screenshots');

/**
 * Scrolls the map's frame to the middle of the window, as a visitor scrolls to it: the map
 * starts only when it comes to the visitor.
 */
async function comeToMap(page: Page) {
  await page.evaluate(() => document.querySelector('.project-map__canvas')!.scrollIntoView({ block: 'center' }));
}

/** Opens the page, comes to the map and waits until it has drawn everything once (MapLibre's `idle`). */
async function openMap(page: Page, url = mapPage) {
  await page.goto(url);
  await waitForHydration(page);
  await comeToMap(page);
  await page.waitForSelector('.project-map__canvas[data-map-idle="true"]', { timeout: 30_000 });
  // The cookie bar would cover the lower part of the map.
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.locator('.project-map').scrollIntoViewIfNeeded();
}

const markersAndClusters = '.project-map__marker, .project-map__cluster';

interface MapItem {
  kind: 'cluster' | 'marker';
  label: string;
  count: number;
}

/**
 * What the map shows in its frame now (clusters with their counts, single markers), nearest to
 * the middle first; the first of `pick` kind is marked so that a test can click exactly that one.
 */
async function visibleMapItems(page: Page, pick?: MapItem['kind']): Promise<MapItem[]> {
  return page.evaluate(
    ({ selector, pick }) => {
      document.querySelector('[data-e2e-pick]')?.removeAttribute('data-e2e-pick');
      const frame = document.querySelector('.project-map__canvas')!.getBoundingClientRect();
      const middle = { x: frame.left + frame.width / 2, y: frame.top + frame.height / 2 };
      const items = [...document.querySelectorAll<HTMLElement>(selector)]
        .map((item) => {
          const box = item.getBoundingClientRect();
          return { item, x: box.left + box.width / 2, y: box.top + box.height / 2 };
        })
        .filter(
          ({ item, x, y }) =>
            item.style.opacity !== '0' &&
            x > frame.left + 30 &&
            x < frame.right - 60 &&
            y > frame.top + 30 &&
            y < frame.bottom - 30,
        )
        .sort((a, b) => Math.hypot(a.x - middle.x, a.y - middle.y) - Math.hypot(b.x - middle.x, b.y - middle.y))
        .map(({ item }) => item);
      const isCluster = (item: HTMLElement) => item.classList.contains('project-map__cluster');
      items
        .find((item) => (pick === 'cluster') === isCluster(item) && pick !== undefined)
        ?.setAttribute('data-e2e-pick', '');
      return items.map((item) => ({
        kind: isCluster(item) ? ('cluster' as const) : ('marker' as const),
        label: item.getAttribute('aria-label') ?? '',
        count: isCluster(item) ? Number(item.textContent) : 1,
      }));
    },
    { selector: markersAndClusters, pick },
  );
}

const picked = '[data-e2e-pick]';

/** Every project the map holds, shown or clustered: single markers plus the clusters' counts. */
async function projectsOnMap(page: Page) {
  return page.evaluate(
    () =>
      document.querySelectorAll('.project-map__marker').length +
      [...document.querySelectorAll('.project-map__cluster')].reduce((sum, item) => sum + Number(item.textContent), 0),
  );
}

/** Clicks clusters near the middle of the map until a single marker is in view, then that marker. */
async function clickAMarker(page: Page): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const items = await visibleMapItems(page, 'marker');
    const marker = items.find((item) => item.kind === 'marker');
    if (marker) {
      await page.locator(picked).click();
      return marker.label;
    }
    await visibleMapItems(page, 'cluster');
    const zoom = await mapZoom(page);
    await page.locator(picked).click();
    await expect.poll(() => mapZoom(page), { timeout: 20_000 }).not.toBe(zoom);
  }
  throw new Error('no single marker appeared');
}

async function mapProjects(language = 'en'): Promise<MapProject[]> {
  const answer = (await (
    await fetch(`${baseUrl}/api/wp/getMapProjects?lang=${language}`)
  ).json()) as MapProjectsResponse;
  return answer.projects;
}

/**
 * What a map at a zoom (its first, unless named) shows over the whole globe with one level's
 * cluster settings: the sizes of its clusters and single markers (1), largest first.
 */
function groupsAtFirstZoom(projects: MapProject[], level: MapLevel, zoom = mapInitialZoom): number[] {
  const index = new Supercluster({ ...mapClusterOptions[level] });
  index.load(
    projects.map((project) => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Point' as const, coordinates: [project.coordinates.longitude, project.coordinates.latitude] },
    })),
  );
  return index
    .getClusters([-180, -85, 180, 85], Math.floor(zoom))
    .map((feature) => (feature.properties.cluster ? feature.properties.point_count : 1))
    .sort((a, b) => b - a);
}

/** The map's zoom when it was last idle. */
async function mapZoom(page: Page): Promise<number> {
  return Number(await page.locator('.project-map__canvas').getAttribute('data-map-zoom'));
}

/** The sizes of the clusters and single markers on the map now (shown or behind the globe), largest first. */
async function groupsOnMap(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.project-map__marker, .project-map__cluster')]
      .map((item) => (item.classList.contains('project-map__cluster') ? Number(item.textContent) : 1))
      .sort((a, b) => b - a),
  );
}

test.describe('the page-level map and the map block', () => {
  test('shows every project on the projects page, grouped with the page-level cluster settings', async ({
    browser,
  }) => {
    const projects = await mapProjects();
    const pageGroups = groupsAtFirstZoom(projects, 'page');
    // The two levels group differently, so the map below shows which settings it uses.
    expect(pageGroups).not.toEqual(groupsAtFirstZoom(projects, 'block'));
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openMap(page);
    // The map's section hydrates over its server HTML without a mismatch.
    expect(errors).toEqual([]);
    await expect(page.locator('.page-map .project-map--page')).toHaveCount(1);
    await expect(page.locator('.block-list .project-map')).toHaveCount(0);
    // The map opens on every project: at most at the first zoom, farther out when they need it.
    const openingZoom = await mapZoom(page);
    expect(openingZoom).toBeLessThanOrEqual(mapInitialZoom);
    await expect.poll(() => groupsOnMap(page)).toEqual(groupsAtFirstZoom(projects, 'page', openingZoom));
    // Scroll zoom is off: the wheel over the map scrolls the page, and the map keeps its zoom.
    const canvas = (await page.locator('.project-map__canvas').boundingBox())!;
    await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
    await expect(page.locator('.project-map__canvas')).toHaveAttribute('data-map-zoom', openingZoom.toFixed(2));
    await page.close();
  });

  test('shows a map block on the field labs page with its theme only, grouped with the block settings', async ({
    browser,
  }) => {
    const actionArea = (await mapProjects()).filter((project) => project.theme === 'action-area');
    expect(groupsAtFirstZoom(actionArea, 'block')).not.toEqual(groupsAtFirstZoom(actionArea, 'page'));
    const html = await (await fetch(mapBlockPage)).text();
    expect((html.match(/class="project-map__list-item /g) ?? []).length).toBe(actionArea.length);
    expect(html).not.toContain('project-map__list-item--international-secretariat');
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await openMap(page, mapBlockPage);
    await expect(page.locator('.block-list .project-map--block')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Action area' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'International Secretariat' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const openingZoom = await mapZoom(page);
    await expect.poll(() => groupsOnMap(page)).toEqual(groupsAtFirstZoom(actionArea, 'block', openingZoom));
    // Colours are measured once the blocks' fade-in has finished, not halfway through it.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  });
});

test.describe('the project map', () => {
  test('draws the offline basemap with the projects and asks nobody but our own site for anything', async ({
    browser,
  }) => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openMap(page);
    await expect(page.locator('.project-map__canvas canvas.maplibregl-canvas')).toHaveCount(1);
    await expect.poll(() => projectsOnMap(page)).toBeGreaterThanOrEqual(140);
    expect(requests.some((url) => url.endsWith('/map/land.geojson'))).toBe(true);
    expect(requests.some((url) => url.includes('/api/wp/getMapProjects?lang=en'))).toBe(true);
    const elsewhere = requests.filter((url) => !url.startsWith(baseUrl) && !/^(data|blob):/.test(url));
    expect(elsewhere).toEqual([]);
    await page.close();
  });

  test('lists the projects in the server HTML, for browsers without the map', async () => {
    const html = await (await fetch(mapPage)).text();
    const listed = html.match(/class="project-map__list-item/g) ?? [];
    expect(listed.length).toBeGreaterThanOrEqual(140);
    expect(html).toContain('href="/en/projecten/water-dialogue-satkhira"');
    expect(html).not.toContain('maplibregl-canvas');
  });

  test('filters markers and list by theme from the legend', async ({ browser }) => {
    const page = await browser.newPage();
    await openMap(page);
    const everything = await projectsOnMap(page);
    const secretariat = page.getByRole('button', { name: 'International Secretariat' });
    await expect(secretariat).toHaveAttribute('aria-pressed', 'true');
    await secretariat.click();
    await expect(secretariat).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => projectsOnMap(page)).toBeLessThan(everything);
    const actionAreaOnly = await projectsOnMap(page);
    await expect(page.locator('.project-map__list-item')).toHaveCount(actionAreaOnly);
    await expect(page.locator('.project-map__list-item--international-secretariat')).toHaveCount(0);
    await expect(page.locator('.project-map__marker--international-secretariat')).toHaveCount(0);
    await page.getByRole('button', { name: 'Action area' }).click();
    await expect.poll(() => projectsOnMap(page)).toBe(0);
    await secretariat.click();
    await expect.poll(() => projectsOnMap(page)).toBe(everything - actionAreaOnly);
    await page.close();
  });

  test('gives every cluster its own name: how many projects it holds and one of them', async ({ browser }) => {
    const titles = new Set((await mapProjects()).map((project) => project.title));
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await openMap(page);
    await expect.poll(() => page.locator('.project-map__cluster').count()).toBeGreaterThan(1);
    const clusters = await page
      .locator('.project-map__cluster')
      .evaluateAll((buttons) =>
        buttons.map((button) => ({ name: button.getAttribute('aria-label') ?? '', count: button.textContent ?? '' })),
      );
    expect(clusters.length).toBeGreaterThan(1);
    expect(new Set(clusters.map((cluster) => cluster.name)).size).toBe(clusters.length);
    for (const { name, count } of clusters) {
      const named = /^Group of (\d+) projects, including (.+)\. Zoom in$/.exec(name);
      expect(named, name).not.toBeNull();
      expect(named![1]).toBe(count);
      expect(titles.has(named![2]!), name).toBe(true);
    }
    // The names are those of the buttons as assistive technology reads them.
    const first = clusters[0]!.name;
    await expect(page.getByRole('button', { name: first, exact: true })).toHaveCount(1);
    await page.close();
  });

  test('jumps into a clicked cluster instead of flying when the visitor prefers reduced motion', async ({
    browser,
  }) => {
    for (const [reducedMotion, flies] of [
      ['reduce', false],
      ['no-preference', true],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, reducedMotion });
      const page = await context.newPage();
      await openMap(page);
      await expect
        .poll(async () => (await visibleMapItems(page, 'cluster')).some((item) => item.kind === 'cluster'))
        .toBe(true);
      const zoomBefore = await page.locator('.project-map__canvas').getAttribute('data-map-zoom');
      // A jump redraws the markers for the new zoom within the click itself; a flight redraws
      // them only when it has arrived, frames later.
      const clusterRemainsAfterClick = await page.locator(picked).evaluate((button) => {
        (button as HTMLElement).click();
        return button.isConnected;
      });
      expect(clusterRemainsAfterClick, reducedMotion).toBe(flies);
      await expect(page.locator('.project-map__canvas')).not.toHaveAttribute('data-map-zoom', zoomBefore!, {
        timeout: 20_000,
      });
      await context.close();
    }
  });

  test('flies into a clicked cluster until it splits', async ({ browser }) => {
    const page = await browser.newPage();
    await openMap(page);
    const cluster = (await visibleMapItems(page, 'cluster')).find((item) => item.kind === 'cluster');
    expect(cluster).toBeDefined();
    const zoomBefore = await page.locator('.project-map__canvas').getAttribute('data-map-zoom');
    await page.locator(picked).click();
    // The map has flown in, and where the cluster was are smaller clusters or single markers.
    await expect(page.locator('.project-map__canvas')).not.toHaveAttribute('data-map-zoom', zoomBefore!, {
      timeout: 20_000,
    });
    await expect
      .poll(async () => (await visibleMapItems(page)).filter((item) => item.count < cluster!.count).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(1);
    await expect.poll(async () => (await visibleMapItems(page))[0]!.count).toBeLessThan(cluster!.count);
    await page.close();
  });

  test('opens a popup with image, title, labels, description and a Read more link that opens the project page without a page load', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openMap(page);
    const label = await clickAMarker(page);
    const popup = page.locator('.maplibregl-popup');
    await popup.waitFor();
    await expect.poll(() => popup.evaluate((element) => (element as HTMLElement).style.maxWidth)).toBe('500px');
    await expect(popup.locator('.project-popup__title')).not.toHaveText('');
    const title = (await popup.locator('.project-popup__title').textContent()) ?? '';
    expect(label.startsWith(title)).toBe(true);
    await expect(popup.locator('.project-popup__description')).not.toHaveText('');
    await expect(popup.locator('.project-popup__image')).toHaveCount(1);
    await expect.poll(() => popup.locator('.project-popup__label use').count()).toBeGreaterThan(0);
    const readMore = popup.getByRole('link', { name: 'Read more' });
    const href = await readMore.getAttribute('href');
    expect(href).toMatch(/^\/en\/projecten\//);
    // A full page load would start a new document and lose this mark.
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    await readMore.click();
    await expect(page.locator('h1')).toHaveText(title, { timeout: 20_000 });
    await expect(page).toHaveURL(`${baseUrl}${href}`);
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    await expect(page.getByRole('complementary', { name: 'About this project' })).toHaveCount(1);
    await page.close();
  });

  // One test per width: each opens the map anew with its own loading time (three openings in
  // one test passed its time limit on a loaded machine, on main as on the speed changes).
  for (const [width, anchor] of [
    [1280, 'top'],
    [1024, 'top'],
    [800, 'left'],
  ] as const) {
    test(`anchors the popup ${anchor === 'top' ? 'on top' : 'to the side'} at ${width} px (on top from 1024 px wide)`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await openMap(page);
      await clickAMarker(page);
      await page.locator(`.maplibregl-popup.maplibregl-popup-anchor-${anchor}`).waitFor();
      await page.close();
    });
  }

  test('lets the keyboard alone open a project popup, and Escape close it', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openMap(page);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.classList.contains('project-map__cluster')) return 'cluster';
        if (active?.classList.contains('project-map__marker')) return 'marker';
        return active?.closest('.project-popup') ? 'popup' : 'other';
      });
    for (let presses = 0; presses < 150 && (await focused()) === 'other'; presses += 1)
      await page.keyboard.press('Tab');
    for (let openings = 0; openings < 8 && (await focused()) === 'cluster'; openings += 1) {
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 20_000 })
        .not.toBe(label);
    }
    expect(await focused()).toBe('marker');
    const markerLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('Enter');
    await page.locator('.project-popup').waitFor();
    await expect.poll(focused).toBe('popup');
    await page.keyboard.press('Escape');
    await expect(page.locator('.project-popup')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(markerLabel);
    await page.close();
  });

  test('has no axe violations on the map page, and takes screenshots at 375, 1024 and 1440 px', async ({ browser }) => {
    await mkdir(screenshotDir, { recursive: true });
    for (const width of [375, 1024, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 1000 } });
      await openMap(page);
      await page.locator('.project-map').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(screenshotDir, `map-${width}.png`) });
      if (width === 1440) {
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
      }
      await page.close();
    }
  });

  test('loads none of the map code on a page without a map', async ({ browser }) => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${baseUrl}/en/about`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((url) => /map-runtime|maplibre|map-block|project-map|page-map|getMapProjects|\/map\//.test(url)),
    ).toEqual([]);
    await page.close();
  });
});

test.describe('the map before the visitor comes to it', () => {
  /** Requests for the map's code, data or basemap: none until the map starts. */
  const liveMapRequest = /map-runtime|maplibre|getMapProjects|\/map\/(style\.json|land\.geojson|borders\.geojson)/;

  /** The markers and clusters of the still that show now: where (from the frame's top left) and how many projects each. */
  async function stillMarkers(page: Page) {
    return page.evaluate(() => {
      const frame = document.querySelector('.project-map__canvas')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('.project-map__still-marker, .project-map__still-cluster')]
        .filter((item) => item.checkVisibility())
        .map((item) => {
          const box = item.getBoundingClientRect();
          const count = item.classList.contains('project-map__still-cluster') ? Number(item.textContent) : 1;
          return { x: box.left + box.width / 2 - frame.left, y: box.top + box.height / 2 - frame.top, count };
        });
    });
  }

  /** The live map's markers and clusters, in the same terms. */
  async function liveMarkers(page: Page) {
    return page.evaluate((selector) => {
      const frame = document.querySelector('.project-map__canvas')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>(selector)].map((item) => {
        const box = item.getBoundingClientRect();
        const count = item.classList.contains('project-map__cluster') ? Number(item.textContent) : 1;
        return { x: box.left + box.width / 2 - frame.left, y: box.top + box.height / 2 - frame.top, count };
      });
    }, markersAndClusters);
  }

  const byPlace = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x - b.x || a.y - b.y;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 1000 },
  ]) {
    test(`loads no map code or data until the visitor comes to the map, shows a still of its opening view in its place, and nothing moves when the live map takes over (${viewport.width} px)`, async ({
      browser,
    }) => {
      const projects = await mapProjects();
      const page = await browser.newPage({ viewport });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Every layout shift of the visit, from its start: how much, when, what moved, and whether
      // any of it lies in the map or after it in the page (what the map's start could move).
      await page.addInitScript(() => {
        const shifts: { value: number; text: string; byMap: boolean }[] = [];
        (window as unknown as { e2eShifts: typeof shifts }).e2eShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[]) {
            const map = document.querySelector('.project-map');
            const nodes = entry.sources.flatMap((source) => (source.node ? [source.node] : []));
            shifts.push({
              value: entry.value,
              text: `${entry.value} at ${Math.round(entry.startTime)} ms: ${nodes.map((node) => (node as Element).className ?? node.nodeName).join(', ')}`,
              byMap:
                map !== null &&
                nodes.some(
                  (node) =>
                    map.contains(node) || (map.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
                ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shifts = () =>
        page.evaluate(
          () => (window as unknown as { e2eShifts: { value: number; text: string; byMap: boolean }[] }).e2eShifts,
        );
      await page.goto(mapPage);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // The map's frame shows at the window's lower edge at most: the map waits.
      expect(requests.filter((url) => liveMapRequest.test(url))).toEqual([]);
      expect(await page.evaluate(() => document.querySelector('.maplibregl-map'))).toBeNull();
      await expect(page.locator('.project-map__canvas')).toHaveAttribute('data-map-status', 'waiting');
      // The still: the land's picture, loaded, and the markers and clusters of every project.
      await expect(page.locator('.project-map__still')).toHaveCount(1);
      expect(
        await page
          .locator('.project-map__still-land')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      ).toBe(true);
      const still = await stillMarkers(page);
      expect(still.reduce((sum, marker) => sum + marker.count, 0)).toBe(projects.length);
      // Before the map starts, the page settles as any page does (its font arrives; a busy
      // machine once saw the header's buttons move by 0.00006 here), within the site's rule of
      // 0.01 in all, and nothing in the map or below it has moved.
      await page.evaluate(() =>
        document.fonts.ready.then(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
      );
      const settled = await shifts();
      expect(settled.filter((shift) => shift.byMap).map((shift) => shift.text)).toEqual([]);
      expect(settled.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
      const frameBefore = await page.evaluate(() => {
        const box = document.querySelector('.project-map__canvas')!.getBoundingClientRect();
        return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
      });

      await comeToMap(page);
      await page.waitForSelector('.project-map__canvas[data-map-idle="true"]', { timeout: 30_000 });
      expect(requests.some((url) => /map-runtime/.test(url))).toBe(true);
      // The live map shows the still's markers and clusters, each where the still showed it.
      const live = await liveMarkers(page);
      expect(live.map((marker) => marker.count).sort()).toEqual(still.map((marker) => marker.count).sort());
      still.sort(byPlace);
      for (const [position, marker] of live.sort(byPlace).entries()) {
        const shown = still[position]!;
        expect(Math.abs(marker.x - shown.x), `marker ${position} across`).toBeLessThan(3);
        expect(Math.abs(marker.y - shown.y), `marker ${position} down`).toBeLessThan(3);
      }
      await expect(page.locator('.project-map__still')).toHaveCount(0);
      // Nothing moved: the frame has its place and size, and nothing shifted since the map started.
      expect(
        await page.evaluate(() => {
          const box = document.querySelector('.project-map__canvas')!.getBoundingClientRect();
          return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
        }),
      ).toEqual(frameBefore);
      expect((await shifts()).slice(settled.length).map((shift) => shift.text)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  test('starts the map when the keyboard reaches it, without scrolling to it, and Tab goes on into the live map', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(mapPage);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => liveMapRequest.test(url))).toEqual([]);
    const inMap = () => page.evaluate(() => document.activeElement?.closest('.project-map') !== null);
    for (let presses = 0; presses < 100 && !(await inMap()); presses += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Action area' })).toBeFocused();
    // The legend was already in sight: the window has not moved, the focus alone starts the map.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForSelector('.project-map__canvas[data-map-idle="true"]', { timeout: 30_000 });
    // On through the legend and the skip link into the map itself.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip the map: go to the list of projects' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('canvas.maplibregl-canvas')).toBeFocused();
    await page.close();
  });

  test('shows the still with its markers and the list of projects without JavaScript', async ({ browser }) => {
    const projects = await mapProjects();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 800 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(mapPage);
    await page.locator('.project-map__canvas').scrollIntoViewIfNeeded();
    await expect(page.locator('.project-map__still')).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('.project-map__still-land')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    const still = await stillMarkers(page);
    expect(still.reduce((sum, marker) => sum + marker.count, 0)).toBe(projects.length);
    // Every marker inside the frame.
    const frame = (await page.locator('.project-map__canvas').boundingBox())!;
    for (const marker of still) {
      expect(marker.x).toBeGreaterThan(0);
      expect(marker.x).toBeLessThan(frame.width);
      expect(marker.y).toBeGreaterThan(0);
      expect(marker.y).toBeLessThan(frame.height);
    }
    // No note says a map is loading; the list opens and leads to every project.
    await expect(page.locator('.project-map__note')).toHaveCount(0);
    await page.locator('.project-map__list summary').click();
    await expect(page.locator('.project-map__list-item a')).toHaveCount(projects.length);
    await expect(page.locator('.project-map__list-item a').first()).toBeVisible();
    expect(requests.filter((url) => liveMapRequest.test(url))).toEqual([]);
    await context.close();
  });
});

test.describe('a project page', () => {
  const projectPage = `${baseUrl}/en/projecten/water-dialogue-satkhira`;

  test('shows the side panel with goal tiles, actor-type icons, focus, functions and action area', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(projectPage);
    await waitForHydration(page);
    const panel = page.getByRole('complementary', { name: 'About this project' });
    await expect(panel.locator('h2')).toHaveText([
      "SDG's",
      'Thematic focus',
      'Actor types',
      'Functions',
      'Action Area',
    ]);
    const iconsOf = (section: string) =>
      panel
        .locator(`.project-side-panel__section--${section} use`)
        .evaluateAll((uses) => uses.map((use) => use.getAttribute('href')?.split('#')[1]));
    await expect.poll(() => iconsOf('sdgs')).toEqual(['goal-06', 'goal-13', 'goal-17']);
    await expect.poll(() => iconsOf('actor-types')).toEqual(['government', 'civil', 'knowledge']);
    await expect(panel.locator('.project-side-panel__section--actor-types li')).toHaveText([
      'Government',
      'Civil society',
      'Knowledge institute',
    ]);
    await expect(panel.locator('.project-side-panel__section--action-area li')).toHaveText(['Satkhira, Bangladesh']);
    await page.screenshot({ path: path.join(screenshotDir, 'project-1440.png'), fullPage: true });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  });

  test('shows the Dutch side panel on the Dutch project page', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
    await page.goto(`${baseUrl}/nl/projecten/waterdialoog-satkhira`);
    await waitForHydration(page);
    const panel = page.getByRole('complementary', { name: 'Over dit project' });
    await expect(panel.locator('h2')).toHaveText([
      "SDG's",
      'Thematische focus',
      'Soorten actoren',
      'Functies',
      'Actiegebied',
    ]);
    await page.screenshot({ path: path.join(screenshotDir, 'project-375.png'), fullPage: true });
    await page.close();
  });
});

test.describe('the map opens on every project, keeps its popups inside, and suits touch and keyboard', () => {
  // Each test visits the map at two widths (and the touch test a third time in Dutch).
  test.describe.configure({ timeout: 240_000 });
  const widths = [390, 1440] as const;
  const viewport = (width: number) => ({ width, height: width < 1024 ? 844 : 1000 });
  const canvasSelector = '.project-map__canvas';

  /**
   * The markers and clusters a visitor sees now, with where they are: in front of the globe and
   * with their middle inside the map's frame. `count` is how many projects each stands for.
   */
  async function itemsInSight(page: Page) {
    return page.evaluate(
      ({ selector, canvasSelector }) => {
        const frame = document.querySelector(canvasSelector)!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .map((item) => {
            const box = item.getBoundingClientRect();
            return {
              label: item.getAttribute('aria-label') ?? '',
              x: box.left + box.width / 2,
              y: box.top + box.height / 2,
              shown: item.style.opacity !== '0',
              count: item.classList.contains('project-map__cluster') ? Number(item.textContent) : 1,
            };
          })
          .filter(
            ({ x, y, shown }) => shown && x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom,
          );
      },
      { selector: markersAndClusters, canvasSelector },
    );
  }

  /** The map's centre and zoom when it was last idle. */
  async function mapView(page: Page) {
    const canvas = page.locator(canvasSelector);
    const [longitude, latitude] = ((await canvas.getAttribute('data-map-center')) ?? '').split(',').map(Number);
    return { longitude: longitude!, latitude: latitude!, zoom: Number(await canvas.getAttribute('data-map-zoom')) };
  }

  /** Clicks clusters near the middle until a single marker is in view; returns that marker's name. */
  async function zoomToAMarker(page: Page): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const marker = (await visibleMapItems(page, 'marker')).find((item) => item.kind === 'marker');
      if (marker) return marker.label;
      await visibleMapItems(page, 'cluster');
      const zoom = await mapZoom(page);
      await page.locator(picked).click();
      await expect.poll(() => mapZoom(page), { timeout: 20_000 }).not.toBe(zoom);
    }
    throw new Error('no single marker appeared');
  }

  test('opens on a view that shows every project, at 390 and 1440 px', async ({ browser }) => {
    const total = (await mapProjects()).length;
    for (const width of widths) {
      const page = await browser.newPage({ viewport: viewport(width) });
      await openMap(page);
      // Every project is in the opening view: as a marker of its own or within a cluster.
      await expect
        .poll(async () => (await itemsInSight(page)).reduce((sum, item) => sum + item.count, 0), {
          message: `projects in sight at ${width} px`,
        })
        .toBe(total);
      expect(await mapZoom(page)).toBeLessThanOrEqual(mapInitialZoom);
      await page.close();
    }
  });

  const corners = { 390: ['top-right', 'bottom-left'], 1440: ['bottom-right', 'top-left'] } as const;
  for (const width of widths) {
    test(`keeps a popup inside the map, with its close button and Read more in reach, for markers near its edges (${width} px)`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ viewport: viewport(width) });
      await openMap(page);
      const label = await zoomToAMarker(page);
      const marker = page.getByRole('button', { name: label, exact: true });
      for (const corner of corners[width]) {
        await page.locator(canvasSelector).scrollIntoViewIfNeeded();
        const frame = (await page.locator(canvasSelector).boundingBox())!;
        const at = async () => {
          const box = (await marker.boundingBox())!;
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };
        // Drag the map until the marker is 40 px from the corner (top right: just below the zoom buttons).
        const target = {
          x: corner.endsWith('right') ? frame.x + frame.width - 40 : frame.x + 40,
          y: corner.startsWith('bottom') ? frame.y + frame.height - 40 : frame.y + (corner === 'top-right' ? 90 : 40),
        };
        // A drag may not bring the marker where it aimed: a drag released while still moving
        // glides on (MapLibre's inertia, up to about 1,300 px), and a press during a flight stops
        // the flight where it is. So the test waits until the map rests and drags again from
        // there; the marker rests when three frames in a row draw it in the same place.
        const standStill = () =>
          expect
            .poll(
              () =>
                marker.evaluate(
                  (element) =>
                    new Promise<boolean>((resolve) => {
                      const place = () => JSON.stringify(element.getBoundingClientRect());
                      const first = place();
                      const frame = (left: number) =>
                        requestAnimationFrame(() =>
                          place() !== first ? resolve(false) : left === 0 ? resolve(true) : frame(left - 1),
                        );
                      frame(2);
                    }),
                ),
              { message: 'the map comes to rest', timeout: 20_000 },
            )
            .toBe(true);
        const rests: string[] = [];
        for (let drag = 0; drag < 4; drag += 1) {
          await standStill();
          const from = await at();
          rests.push(`${Math.round(from.x)},${Math.round(from.y)}`);
          if (Math.hypot(from.x - target.x, from.y - target.y) < 30) break;
          // The drag starts beside the marker, not on it (a press on it would open its popup).
          const middle = frame.x + frame.width / 2;
          const start = { x: middle + (from.x < middle ? 80 : -80), y: frame.y + frame.height / 2 };
          await page.mouse.move(start.x, start.y);
          await page.mouse.down();
          await page.mouse.move(start.x + (target.x - from.x), start.y + (target.y - from.y), { steps: 12 });
          await page.mouse.up();
        }
        await expect
          .poll(
            async () => {
              const now = await at();
              return Math.hypot(now.x - target.x, now.y - target.y);
            },
            {
              message: `the marker near ${Math.round(target.x)},${Math.round(target.y)}; it rested at ${rests.join(' ')}`,
            },
          )
          .toBeLessThan(30);
        // Opened from the keyboard: the same button, without waiting for the map to stand still.
        await marker.press('Enter');
        const popup = page.locator('.maplibregl-popup');
        await popup.waitFor();
        // The map makes room: the whole popup comes to lie within the map's frame.
        await expect
          .poll(
            async () => {
              const box = (await popup.boundingBox())!;
              const frame = (await page.locator(canvasSelector).boundingBox())!;
              return (
                box.x >= frame.x - 1 &&
                box.y >= frame.y - 1 &&
                box.x + box.width <= frame.x + frame.width + 1 &&
                box.y + box.height <= frame.y + frame.height + 1
              );
            },
            { message: `the popup within the map at ${width} px, marker ${corner}`, timeout: 20_000 },
          )
          .toBe(true);
        // Title, close button and Read more are in sight and nothing covers them.
        await page.locator(canvasSelector).scrollIntoViewIfNeeded();
        for (const part of ['.project-popup__title', '.project-popup__close', '.project-popup__read-more']) {
          const reachable = await popup.locator(part).evaluate((element) => {
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return hit !== null && element.contains(hit);
          });
          expect(reachable, `${part} at ${width} px, marker ${corner}`).toBe(true);
        }
        await popup.getByRole('button', { name: 'Close' }).click();
        await expect(popup).toHaveCount(0);
      }
      await page.close();
    });
  }

  test('keeps the markers of an opened cluster when the visitor then drags the globe toward a pole', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: viewport(1440) });
    await openMap(page);
    const label = await zoomToAMarker(page);
    const opened = await mapView(page);
    expect(Number.isInteger(opened.zoom), 'a cluster opens at a whole zoom level').toBe(true);
    const marker = page.getByRole('button', { name: label, exact: true });
    // Grab the map beside the marker and drag it toward the equator, so that its middle goes
    // toward the pole: the globe keeps its size on the screen, which MapLibre does by lowering
    // the zoom, here below the level the cluster opened at.
    const frame = (await page.locator(canvasSelector).boundingBox())!;
    const box = (await marker.boundingBox())!;
    const middle = frame.x + frame.width / 2;
    const x = middle + (box.x < middle ? 120 : -120);
    const [top, bottom] = [frame.y + 60, frame.y + frame.height - 60];
    const [from, to] = opened.latitude >= 0 ? [top, bottom] : [bottom, top];
    await page.mouse.move(x, from);
    await page.mouse.down();
    await page.mouse.move(x, to, { steps: 10 });
    await page.mouse.up();
    await expect
      .poll(async () => (await mapView(page)).zoom, { message: 'the zoom after the drag' })
      .toBeLessThan(opened.zoom);
    // The project stays a marker of its own: the drag closed no cluster.
    await expect(marker).toHaveCount(1);
    await page.close();
  });

  test('lets one finger scroll the page over the map on a touch screen, with a hint; two fingers move the map', async ({
    browser,
  }) => {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: viewport(width), hasTouch: true, isMobile: width < 1024 });
      const page = await context.newPage();
      await openMap(page);
      const hint = page.locator('.maplibregl-cooperative-gesture-screen');
      await expect(hint).toHaveText(/Use two fingers to move the map/);
      // Notes whether the hint appeared: MapLibre shows it for a moment only.
      await hint.evaluate((element) => {
        new MutationObserver(() => {
          if (element.classList.contains('maplibregl-show')) element.setAttribute('data-e2e-shown', '');
        }).observe(element, { attributes: true, attributeFilter: ['class'] });
      });
      // The map's top 100 px below the window's top: a swipe over the map has page to scroll.
      await page.evaluate(
        (selector) =>
          window.scrollTo(0, document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY - 100),
        canvasSelector,
      );
      const scrolledBefore = await page.evaluate(() => window.scrollY);
      const frame = (await page.locator(canvasSelector).boundingBox())!;
      const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      const before = await mapView(page);
      const session = await context.newCDPSession(page);
      const swipe = async (fingers: number, distance: number) => {
        const points = (dy: number) =>
          Array.from({ length: fingers }, (_, finger) => ({ x: middle.x + finger * 60, y: middle.y - dy, id: finger }));
        await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) });
        // Each move reaches the page in a frame of its own, as a finger's do: on a busy machine,
        // moves sent faster than frames are drawn arrive together, and a gesture seen in one
        // frame does not move the map.
        for (let step = 1; step <= 10; step += 1) {
          await session.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: points((distance * step) / 10),
          });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        }
        await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(1, 200);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { message: `page scrolled at ${width} px` })
        .toBeGreaterThan(scrolledBefore + 50);
      await expect(hint).toHaveAttribute('data-e2e-shown', '');
      expect(await mapView(page)).toEqual(before);
      await swipe(2, 150);
      await expect
        .poll(() => mapView(page), { message: `two fingers move the map at ${width} px` })
        .not.toEqual(before);
      await context.close();
    }
    // The hint is in the page's language.
    const context = await browser.newContext({ viewport: viewport(390), hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/nl/projecten`);
    await waitForHydration(page);
    await comeToMap(page);
    await expect(page.locator('.maplibregl-cooperative-gesture-screen')).toHaveText(
      /Gebruik twee vingers om de kaart te verplaatsen/,
      { timeout: 30_000 },
    );
    await context.close();
  });

  test("restores the map's view on Back from a project, and opens on every project on a new visit", async ({
    browser,
  }) => {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: viewport(width) });
      await openMap(page);
      const opening = await mapView(page);
      await visibleMapItems(page, 'cluster');
      await page.locator(picked).click();
      await expect.poll(async () => (await mapView(page)).zoom, { timeout: 20_000 }).toBeGreaterThan(opening.zoom);
      const left = await mapView(page);
      // To a project through the list, then Back.
      await page.locator('.project-map__list summary').click();
      await page.locator('.project-map__list-item a').first().click();
      await expect(page.getByRole('complementary', { name: 'About this project' })).toHaveCount(1, { timeout: 20_000 });
      await page.goBack();
      await page.waitForSelector(`${canvasSelector}[data-map-idle="true"]`, { timeout: 30_000 });
      await expect.poll(() => mapView(page), { message: `view after Back at ${width} px` }).toEqual(left);
      // A new visit (not Back) opens on every project again.
      await page.goto(`${baseUrl}/en/about`);
      await page.goto(mapPage);
      await waitForHydration(page);
      await comeToMap(page);
      await page.waitForSelector(`${canvasSelector}[data-map-idle="true"]`, { timeout: 30_000 });
      await expect.poll(() => mapView(page)).toEqual(opening);
      await page.close();
    }
  });

  test('offers a skip link to the list, and keyboard stops only for what is in sight, from west to east', async ({
    browser,
  }) => {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: viewport(width) });
      await openMap(page);
      await page.getByRole('button', { name: 'International Secretariat' }).focus();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip the map: go to the list of projects' });
      await expect(skip).toBeFocused();
      const skipBox = (await skip.boundingBox())!;
      expect(skipBox.width).toBeGreaterThan(100);
      // The map itself (its arrow keys pan it), then its stops: every marker and cluster in
      // sight, one after another from west to east.
      await page.keyboard.press('Tab');
      await expect(page.locator('canvas.maplibregl-canvas')).toBeFocused();
      const stops: { label: string; x: number }[] = [];
      for (let presses = 0; presses < 100; presses += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          if (!active?.matches('.project-map__marker, .project-map__cluster')) return null;
          const box = active.getBoundingClientRect();
          return { label: active.getAttribute('aria-label') ?? '', x: box.left + box.width / 2 };
        });
        if (!stop) break;
        stops.push(stop);
      }
      const inSight = await itemsInSight(page);
      expect(stops.map((stop) => stop.label).sort()).toEqual(inSight.map((item) => item.label).sort());
      const xs = stops.map((stop) => stop.x);
      expect(xs, `stops from west to east at ${width} px`).toEqual([...xs].sort((a, b) => a - b));
      // The skip link leads to the list of every project, which opens.
      await skip.focus();
      await page.keyboard.press('Enter');
      const summary = page.locator('.project-map__list summary');
      await expect(summary).toBeFocused();
      await expect(page.locator('.project-map__list')).toHaveAttribute('open', '');
      await expect(page.locator('.project-map__list-item a').first()).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.close();
    }
  });
});

test.describe('with MAP_STYLE_URL configured', () => {
  const tileService = 'https://tiles.example.org';
  const server = serverForThisFile({ env: { MAP_STYLE_URL: `${tileService}/styles/zilt.json` } });

  test("draws the tile service's style instead of the offline basemap, which its policy allows", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const fromTileService: string[] = [];
    // The tile service stands in here: a style of one background layer.
    await context.route(`${tileService}/**`, (route) => {
      fromTileService.push(route.request().url());
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          version: 8,
          sources: {},
          layers: [{ id: 'sea', type: 'background', paint: { 'background-color': '#d5eef1' } }],
        }),
      });
    });
    const page = await context.newPage();
    const ours: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(server().url)) ours.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${server().url}/en/projects`);
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self' https:\/\/tiles\.example\.org/);
    await waitForHydration(page);
    await comeToMap(page);
    await page.waitForSelector('.project-map__canvas[data-map-idle="true"]', { timeout: 30_000 });
    expect(fromTileService).toEqual([`${tileService}/styles/zilt.json`]);
    expect(ours.filter((path) => path.startsWith('/map/'))).toEqual([]);
    await expect.poll(() => projectsOnMap(page)).toBeGreaterThanOrEqual(140);
    await context.close();
  });
});
