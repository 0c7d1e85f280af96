import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTokenService } from '../auth/token-service.ts';

// What editing pages changes on the public sites, through the real app serving the built web
// app (`npm run build`): old addresses of renamed pages, the language switch, draft previews by
// link, and pages served fresh after a publication.

const pages = '/api/v1/editor/pages';

type Content = Record<string, unknown> & { header: Record<string, unknown> };

describe.each(testDatabaseKinds)('edited pages on the public sites on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind, {}, { serveWeb: true });
    token = await createTokenService(test.database.db).create('comms-officer', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const editor = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  /** A demo page by source, language and slug: its id, newest revision and live content. */
  async function demoPage(source: string, language: string, slug: string) {
    const list = (
      await editor('GET', `${pages}?source=${source}&language=${language}&q=${encodeURIComponent(slug)}&pageSize=100`)
    ).json();
    const found = (list.items as { id: number; slug: string }[]).find((item) => item.slug === slug);
    if (!found) throw new Error(`no demo page ${source}/${language}/${slug}`);
    const body = (await editor('GET', `${pages}/${found.id}`)).json();
    return {
      id: found.id,
      base: body.page.latestRevisionId as string,
      content: (body.draft ?? body.published).content as Content,
    };
  }

  it('answers the old address of a renamed main-site page with a permanent redirect to the new one', async () => {
    const about = await demoPage('wp', 'en', 'about');
    expect((await get('/en/about')).statusCode).toBe(200);
    const renamed = await editor('PUT', `${pages}/${about.id}`, {
      baseRevisionId: about.base,
      page: { ...about.content, slug: 'about-zilt', status: 'published' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const old = await get('/en/about');
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe('/en/about-zilt');
    const prefixed = await get('/wp/en/About?utm_source=newsletter');
    expect(prefixed.statusCode).toBe(308);
    expect(prefixed.headers.location).toBe('/wp/en/about-zilt?utm_source=newsletter');
    const present = await get('/en/about-zilt');
    expect(present.statusCode).toBe(200);
    expect(present.body).toContain(String(about.content['title']));
  });

  it('answers the old address of a renamed agency-site page with a permanent redirect', async () => {
    const list = (await editor('GET', `${pages}?source=dp&language=en&status=published&pageSize=100`)).json();
    const target = (list.items as { slug: string }[]).find((item) => item.slug !== '/' && !item.slug.includes('/'));
    if (!target) throw new Error('no agency-site page to rename');
    const page = await demoPage('dp', 'en', target.slug);
    expect((await get(`/spa/drupal/en/${target.slug}`)).statusCode).toBe(200);
    const renamed = await editor('PUT', `${pages}/${page.id}`, {
      baseRevisionId: page.base,
      page: { ...page.content, slug: `${target.slug}-renamed`, status: 'published' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await get(`/spa/drupal/en/${target.slug}`);
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe(`/spa/drupal/en/${target.slug}-renamed`);
  });

  it('links the English page to its new Dutch counterpart in the language switch once both are published', async () => {
    const created = await editor('POST', pages, {
      source: 'wp',
      page: {
        type: 'page',
        language: 'en',
        slug: 'tidal-garden',
        title: 'The tidal garden',
        header: { kind: 'default', title: 'The tidal garden' },
        lastUpdated: '2026-10-01T09:00:00Z',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().page.id as number;
    const translated = await editor('POST', `${pages}/${id}/translations`, {
      language: 'nl',
      slug: 'getijdentuin',
      title: 'De getijdentuin',
    });
    expect(translated.statusCode, translated.body).toBe(201);
    // While the Dutch page is a draft, the switch offers the Dutch home page.
    expect((await get('/en/tidal-garden')).body).not.toContain('href="/nl/getijdentuin"');
    await editor('POST', `${pages}/${translated.json().page.id}/publish`);
    expect((await get('/en/tidal-garden')).body).toContain('href="/nl/getijdentuin"');
    expect((await get('/nl/getijdentuin')).body).toContain('href="/en/tidal-garden"');
  });

  it('shows a main-site draft through its signed link, never cached; a changed signature shows nothing', async () => {
    const page = await demoPage('wp', 'en', 'about-zilt');
    const saved = await editor('PUT', `${pages}/${page.id}`, {
      baseRevisionId: page.base,
      page: {
        ...page.content,
        title: 'About (draft)',
        header: { ...page.content.header, title: 'About (draft)' },
        status: 'draft',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/en/about-zilt')).body).not.toContain('About (draft)');

    const link = (await editor('POST', `${pages}/${page.id}/preview-links`, {})).json();
    const preview = await get(link.path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('About (draft)');
    // A notice above the page says it is a draft preview; the published page has none.
    expect(preview.body).toContain('Draft preview');
    expect((await get('/en/about-zilt')).body).not.toContain('Draft preview');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The signature's first character changed (to one it is not).
    const tampered = await get(
      String(link.path).replace(/signature=(.)/, (_whole, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`),
    );
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).not.toContain('About (draft)');
  });

  it('serves a page fresh once a new revision is published, though it was cached', async () => {
    const page = await demoPage('wp', 'en', 'about-zilt');
    await get('/en/about-zilt');
    expect((await get('/en/about-zilt')).headers['x-page-cache']).toBe('hit');
    const published = await editor('POST', `${pages}/${page.id}/publish`, { revisionId: page.base });
    expect(published.statusCode, published.body).toBe(200);
    const fresh = await get('/en/about-zilt');
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain('About (draft)');
  });
});
