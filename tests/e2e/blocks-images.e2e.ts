import { expect, test } from '@playwright/test';
import { baseUrl } from './support/suite.ts';
import { axeViolations } from './support/browser.ts';
import { componentsPath } from './support/blocks-page.ts';

const components = `${baseUrl}${componentsPath}`;

// The fixed image sizes the site shows (contact, CTA, featured, media, grid, page header, hero, teaser); the detail
// header is full width, so it has one width per breakpoint.
const fixedImageSizes: [string, number, number][] = [
  ['contact', 500, 500],
  ['CTA', 620, 620],
  ['featured', 510, 510],
  ['media', 1300, 500],
  ['grid', 305, 244],
  ['page header', 512, 384],
  ['hero', 700, 500],
  ['teaser', 400, 225],
  ['teaser under 768 px', 180, 180],
  ['detail header at 1440', 1440, 600],
  ['detail header at 1920', 1920, 600],
];

test.describe('image route', () => {
  for (const [name, width, height] of fixedImageSizes) {
    test(`serves the ${name} size ${width}x${height} as WebP and AVIF at exactly that size`, async ({ browser }) => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/en/`);
      for (const format of ['webp', 'avif']) {
        const url = `/images/r/${width}x${height}/${format}/delta.svg`;
        const response = await fetch(`${baseUrl}${url}`);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        const natural = await page.evaluate(async (source) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          return [image.naturalWidth, image.naturalHeight];
        }, url);
        expect(natural, url).toEqual([width, height]);
      }
      await page.close();
    });
  }

  test('refuses sizes that are not offered and paths outside the media folder with 400 and a message', async () => {
    for (const url of [
      '/images/r/4000x4000/webp/delta.svg',
      '/images/r/500x500/png/delta.svg',
      '/images/r/500x500/webp/..%2F..%2Fpackage.json',
    ]) {
      const response = await fetch(`${baseUrl}${url}`);
      expect(response.status, url).toBe(400);
      expect((await response.json()).message, url).toBeTruthy();
    }
  });

  test('gives every image of the components page a srcset, sizes, width and height, and every candidate loads', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(components);
    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((image) => ({
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset') ?? '',
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
      })),
    );
    const routed = images.filter((image) => image.src.startsWith('/images/r/'));
    expect(routed.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.width, image.src).toBeTruthy();
      expect(image.height, image.src).toBeTruthy();
    }
    for (const image of routed) {
      expect(image.srcset, image.src).toMatch(/ \d+w, /);
      expect(image.loading).toBe('lazy');
    }
    const sources = await page
      .locator('main source')
      .evaluateAll((elements) => elements.map((source) => source.getAttribute('srcset') ?? ''));
    const candidates = new Set(
      [...routed.map((image) => image.srcset), ...sources]
        .flatMap((srcset) => srcset.split(','))
        .map((candidate) => candidate.trim().split(' ')[0]!)
        .filter((url) => url.startsWith('/images/r/')),
    );
    for (const url of candidates) {
      const response = await fetch(`${baseUrl}${url}`);
      expect(response.status, url).toBe(200);
    }
    // The teaser switches to 180x180 under 768 px.
    expect(sources.some((srcset) => srcset.includes('/images/r/180x180/'))).toBe(true);
    await page.close();
  });
});

test.describe('components page accessibility', () => {
  for (const width of [375, 1440]) {
    test(`has no axe-core violations at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(components);
      await page.waitForSelector('html[data-hydrated="true"]');
      const violations = await axeViolations(page);
      expect(
        violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      await context.close();
    });
  }
});
