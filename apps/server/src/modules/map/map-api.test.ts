import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapProjectsResponseSchema } from '@zilt/contracts/project';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

describe.each(testDatabaseKinds)('map data on %s with the demo content', (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it.each(['en', 'nl'] as const)(
    'getMapProjects answers at least 140 %s projects with valid places and their own pages',
    async (lang) => {
      const response = await get(`/api/wp/getMapProjects?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      const body = mapProjectsResponseSchema.parse(response.json());
      expect(body.language).toBe(lang);
      expect(body.projects.length).toBeGreaterThanOrEqual(140);
      for (const project of body.projects) {
        expect(Math.abs(project.coordinates.longitude)).toBeLessThanOrEqual(180);
        expect(Math.abs(project.coordinates.latitude)).toBeLessThanOrEqual(90);
        expect(project.url).toMatch(new RegExp(`^/${lang}/projecten/[a-z0-9-]+$`));
        expect(project.title.length).toBeGreaterThan(0);
      }
      expect(new Set(body.projects.map((project) => project.theme))).toEqual(
        new Set(['action-area', 'international-secretariat']),
      );
      const page = await get(`/api/wp/getPage?slug=${encodeURIComponent(body.projects[0]!.id)}&lang=${lang}`);
      expect(page.statusCode).toBe(200);
    },
  );

  it('sends map data with an ETag and a short public max-age, and 304 when the client has it', async () => {
    const first = await get('/api/wp/getMapProjects?lang=nl');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d{1,2}\b/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await get('/api/wp/getMapProjects?lang=nl', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await get('/api/wp/getMapProjects?lang=en');
    expect(english.headers.etag).not.toBe(etag);
  });

  it('describes the map data endpoint in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json();
    const operation = document.paths['/api/wp/getMapProjects'].get;
    expect(operation.responses['200'].content['application/json'].schema.properties.projects.type).toBe('array');
  });

  it('serves the default basemap style, whose every source is on our own site', async () => {
    const style = await get('/map/style.json');
    expect(style.statusCode).toBe(200);
    const body = style.json();
    expect(body.version).toBe(8);
    expect(body.glyphs).toBeUndefined();
    expect(body.sprite).toBeUndefined();
    expect(body.layers.some((layer: { type: string }) => layer.type === 'symbol')).toBe(false);
    for (const source of Object.values(body.sources) as { data: string }[]) {
      expect(source.data).toMatch(/^\/map\/[a-z]+\.geojson$/);
      const data = await get(source.data);
      expect(data.statusCode).toBe(200);
      expect(data.json().type).toBe('FeatureCollection');
      expect(data.json().features.length).toBeGreaterThan(0);
    }
  });

  it("serves the land's still picture as a small SVG of the whole flat world, kept by the browser", async () => {
    const image = await get('/map/land.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512"/);
    // Land (filled) and borders (lines), with nothing that could run or load anything.
    expect(image.body.match(/<path /g)).toHaveLength(2);
    expect(image.body).not.toMatch(/<script|href=/);
    expect(image.body.length).toBeLessThan(150_000);
    const again = await get('/map/land.svg', { 'if-none-match': String(image.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
