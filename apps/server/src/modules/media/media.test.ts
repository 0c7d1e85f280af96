import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTokenService } from '../auth/token-service.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

// The media library through the editing API, as an editor's client uses it: real server, real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).

/** A picture of one colour, in a format sharp writes. */
function picture(format: 'jpeg' | 'png' | 'webp' | 'avif', colour: { r: number; g: number; b: number }, width = 800) {
  return sharp({ create: { width, height: 600, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

const red = { r: 220, g: 20, b: 20 };
const blue = { r: 20, g: 20, b: 220 };

/** A small valid PDF document. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** The colour in the middle of a picture. */
async function middleColour(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

const maxBytes = 300_000;

describe.each(testDatabaseKinds)('media library on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { MEDIA_MAX_BYTES: String(maxBytes) });
    token = await createTokenService(test.database.db).create('media-editor', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  function upload(bytes: Buffer, query: Record<string, string>, contentType = 'application/octet-stream') {
    return test.app.inject({
      method: 'POST',
      url: `/api/v1/editor/media?${new URLSearchParams(query)}`,
      headers: { ...auth(), 'content-type': contentType },
      payload: bytes,
    });
  }

  const alts = { 'alt.en': 'Salt marsh at dawn', 'alt.nl': 'Kwelder bij zonsopgang' };

  async function uploaded(bytes: Buffer, query: Record<string, string>) {
    const response = await upload(bytes, query);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; address: string; sha256: string; version: number };
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { ...auth(), ...headers } });

  function importPages(pages: unknown[]) {
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: auth(),
      payload: { source: 'wp', pages },
    });
  }

  function page(slug: string, extra: Record<string, unknown>, status = 'published') {
    return {
      type: 'page',
      language: 'en',
      slug,
      title: `Page ${slug}`,
      header: { kind: 'default', title: `Page ${slug}` },
      blocks: [{ kind: 'textBlock', body: '<p>Text</p>' }],
      lastUpdated: '2026-10-01T09:00:00Z',
      status,
      ...extra,
    };
  }

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'avif'],
  ] as const)(
    'takes a %s image with its alt texts and serves it at its address and through the image route',
    async (format, contentType, extension) => {
      const bytes = await picture(format, red);
      const response = await upload(bytes, { filename: `Kwelder Texel.${extension}`, ...alts });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const item = response.json();
      expect(item).toMatchObject({
        kind: 'image',
        contentType,
        width: 800,
        height: 600,
        byteSize: bytes.length,
        alt: { en: alts['alt.en'], nl: alts['alt.nl'] },
        title: null,
        version: 1,
        createdBy: 'media-editor',
      });
      expect(item.address).toMatch(new RegExp(`^/media/library/[A-Za-z0-9]{16}/kwelder-texel\\.${extension}$`));

      const original = await test.app.inject({ method: 'GET', url: item.address });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(contentType);
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      expect(original.rawPayload.equals(bytes)).toBe(true);

      const resized = await test.app.inject({
        method: 'GET',
        url: `/images/r/500x500/avif${item.address.replace('/media', '')}`,
      });
      expect(resized.statusCode, resized.body).toBe(200);
      expect(resized.headers['content-type']).toBe('image/avif');
      const meta = await sharp(resized.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([500, 500]);
    },
  );

  it('takes a PDF document with a title and serves it as a PDF, inline with its name, never sniffed', async () => {
    const item = await uploaded(pdf, { filename: 'Annual report 2025.pdf', title: 'Annual report 2025' });
    expect(item).toMatchObject({ kind: 'document', contentType: 'application/pdf', width: null, height: null });
    expect(item.address).toMatch(/^\/media\/library\/[A-Za-z0-9]{16}\/annual-report-2025\.pdf$/);
    const response = await test.app.inject({ method: 'GET', url: item.address });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="annual-report-2025.pdf"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.rawPayload.equals(pdf)).toBe(true);
    const again = await test.app.inject({
      method: 'GET',
      url: item.address,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await test.app.inject({ method: 'HEAD', url: item.address });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.body).toBe('');
    // A document is no picture: the image route does not resize it.
    const resized = await test.app.inject({
      method: 'GET',
      url: `/images/r/500x500/webp${item.address.replace('/media', '')}`,
    });
    expect(resized.statusCode).toBe(400);
  });

  it('needs a title for a document, naming the field', async () => {
    const response = await upload(pdf, { filename: 'report.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid query parameter "title": required for a document');
  });

  it('judges a file by its content: a PNG named .pdf and sent as a PDF is an image, so it needs alt texts', async () => {
    const png = await picture('png', red);
    const refused = await upload(png, { filename: 'report.pdf', title: 'Report' }, 'application/pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('"alt.en"');
    expect(refused.json().problems).toEqual([
      'alt.en: required for an image (its alt text in en)',
      'alt.nl: required for an image (its alt text in nl)',
    ]);
    const stored = await upload(png, { filename: 'report.pdf', ...alts }, 'application/pdf');
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(stored.json().address).toMatch(/\/report\.png$/);
  });

  it('refuses a text file named .jpg and sent as a JPEG', async () => {
    const response = await upload(
      Buffer.from('just some words, no picture'),
      { filename: 'photo.jpg', ...alts },
      'image/jpeg',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('not one the library accepts (by its content)');
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await upload(fake, { filename: 'photo.jpg', ...alts });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('cannot be decoded');
  });

  it('refuses SVG, saying why', async () => {
    const response = await upload(svg, { filename: 'logo.svg', ...alts }, 'image/svg+xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^SVG images are refused: an SVG can carry scripts/);
  });

  it('refuses a file larger than MEDIA_MAX_BYTES with 413, naming the limit', async () => {
    const large = Buffer.concat([pdf.subarray(0, 9), Buffer.alloc(maxBytes, 32), Buffer.from('\n%%EOF\n')]);
    const response = await upload(large, { filename: 'big.pdf', title: 'Big' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(`The file is larger than ${maxBytes} bytes, the largest accepted`);
  });

  it('refuses an image without an alt text in every language, naming the missing one', async () => {
    const response = await upload(await picture('jpeg', red), { filename: 'x.jpg', 'alt.en': 'A field' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid query parameter "alt.nl": required for an image (its alt text in nl)',
    );
    const blank = await upload(await picture('jpeg', red), { filename: 'x.jpg', 'alt.en': 'A field', 'alt.nl': '   ' });
    expect(blank.json().message).toContain('"alt.nl"');
  });

  it('refuses an empty body and a missing file name, naming them', async () => {
    const empty = await upload(Buffer.alloc(0), { filename: 'x.jpg', ...alts });
    expect(empty.statusCode).toBe(400);
    const noName = await upload(pdf, { title: 'Report' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('"filename"');
  });

  it('lets nobody without a content token in, and keeps editor answers out of every cache', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/v1/editor/media' });
    expect(anonymous.statusCode).toBe(401);
    const upload = await test.app.inject({ method: 'POST', url: '/api/v1/editor/media?filename=a.pdf', payload: pdf });
    expect(upload.statusCode).toBe(401);
    const list = await get('/api/v1/editor/media');
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('lists and searches by file name, title and alt text, filters by kind and pages', async () => {
    const dune = await uploaded(await picture('webp', red, 400), {
      filename: 'duinen-zandvoort.webp',
      'alt.en': 'Grey dunes with marram grass',
      'alt.nl': 'Grijze duinen met helmgras',
    });
    const brochure = await uploaded(pdf, { filename: 'leaflet.pdf', title: 'Saline farming brochure' });

    const byName = (await get('/api/v1/editor/media?q=zandvoort')).json();
    expect(byName.items.map((item: { id: string }) => item.id)).toEqual([dune.id]);
    const byDutchAlt = (await get('/api/v1/editor/media?q=HELMGRAS')).json();
    expect(byDutchAlt.items.map((item: { id: string }) => item.id)).toEqual([dune.id]);
    const byTitle = (await get('/api/v1/editor/media?q=saline%20brochure')).json();
    expect(byTitle.items.map((item: { id: string }) => item.id)).toEqual([brochure.id]);
    const wildcard = (await get('/api/v1/editor/media?q=%25')).json();
    expect(wildcard.total).toBe(0);

    const documents = (await get('/api/v1/editor/media?kind=document&pageSize=100')).json();
    expect(documents.items.every((item: { kind: string }) => item.kind === 'document')).toBe(true);
    expect(documents.items.map((item: { id: string }) => item.id)).toContain(brochure.id);

    const all = (await get('/api/v1/editor/media?pageSize=100')).json();
    const first = (await get('/api/v1/editor/media?pageSize=2&page=1')).json();
    const second = (await get('/api/v1/editor/media?pageSize=2&page=2')).json();
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 });
    expect([...first.items, ...second.items].map((item: { id: string }) => item.id)).toEqual(
      all.items.slice(0, 4).map((item: { id: string }) => item.id),
    );
    // Newest change first: the brochure was uploaded last.
    expect(all.items[0].id).toBe(brochure.id);

    const badKind = await get('/api/v1/editor/media?kind=video');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toContain('"kind"');
  });

  it('finds where an item is used, refuses to delete it while a page uses it, and deletes it after', async () => {
    const photo = await uploaded(await picture('jpeg', red), { filename: 'oyster-farm.jpg', ...alts });
    const leaflet = await uploaded(pdf, { filename: 'oysters.pdf', title: 'Oysters' });
    const routeAddress = `/images/r/500x500/webp${photo.address.replace('/media', '')}`;

    const imported = await importPages([
      page('oysters', {
        header: {
          kind: 'default',
          title: 'Oysters',
          image: { originalImageUrl: photo.address, altText: 'Oyster farm' },
        },
      }),
      page('oyster-news', {
        blocks: [
          {
            kind: 'textBlock',
            body: `<p><a href="${leaflet.address}">Leaflet</a> <img src="${routeAddress}" alt="x"></p>`,
          },
        ],
      }),
      page(
        'oyster-draft',
        { header: { kind: 'default', title: 'Draft', image: { originalImageUrl: photo.address, altText: 'x' } } },
        'draft',
      ),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);

    const read = await get(`/api/v1/editor/media/${photo.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const uses = read.json().usedBy.map((use: { slug: string; status: string }) => `${use.slug} ${use.status}`);
    expect(uses.sort()).toEqual(['oyster-draft draft', 'oyster-news published', 'oysters published']);
    expect((await get(`/api/v1/editor/media/${leaflet.id}`)).json().usedBy).toMatchObject([
      { source: 'wp', language: 'en', slug: 'oyster-news', title: 'Page oyster-news', status: 'published' },
    ]);

    const refused = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/editor/media/${photo.id}`,
      headers: auth(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('cannot be deleted: ');
    expect(refused.json().message).toContain('wp/en/oysters (published, "Page oysters")');
    expect(refused.json().usedBy).toHaveLength(3);
    expect((await test.app.inject({ method: 'GET', url: photo.address })).statusCode).toBe(200);

    // The pages stop using it: the published pages without the picture, the draft published without it.
    const changed = await importPages([
      page('oysters', {}),
      page('oyster-news', { blocks: [{ kind: 'textBlock', body: `<p><a href="${leaflet.address}">Leaflet</a></p>` }] }),
      page('oyster-draft', {}),
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(`/api/v1/editor/media/${photo.id}`)).json().usedBy).toEqual([]);

    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/editor/media/${photo.id}`,
      headers: auth(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(`/api/v1/editor/media/${photo.id}`)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: photo.address })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: routeAddress })).statusCode).toBe(404);
    // The leaflet is still linked.
    const leafletRefused = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/editor/media/${leaflet.id}`,
      headers: auth(),
    });
    expect(leafletRefused.statusCode).toBe(409);
  });

  it('counts a team member whose portrait is the item as a use', async () => {
    const portrait = await uploaded(await picture('jpeg', red), { filename: 'portrait.jpg', ...alts });
    const withMember = (imageUrl: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/content/import',
        headers: auth(),
        payload: {
          source: 'wp',
          teamMembers: [
            { Id: 'tm-media', Name: 'Anna', Surname: 'Visser', CompanyRole: 'team:x', ImageURL: imageUrl, Age: 40 },
          ],
        },
      });
    expect((await withMember(portrait.address)).statusCode).toBe(200);
    const read = (await get(`/api/v1/editor/media/${portrait.id}`)).json();
    expect(read).toMatchObject({ usedBy: [], usedByTeamMembers: [{ id: 'tm-media', name: 'Anna Visser' }] });
    const refused = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/editor/media/${portrait.id}`,
      headers: auth(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('team member tm-media (Anna Visser)');
    expect((await withMember('/media/team/tm-01.svg')).statusCode).toBe(200);
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/editor/media/${portrait.id}`,
      headers: auth(),
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('replaces the file at the same address: the image route serves the new picture at once', async () => {
    const item = await uploaded(await picture('png', red), { filename: 'harbour.png', ...alts });
    const routeAddress = `/images/r/620x620/webp${item.address.replace('/media', '')}`;
    const before = await test.app.inject({ method: 'GET', url: routeAddress });
    expect(before.statusCode).toBe(200);
    expect((await middleColour(before.rawPayload)).r).toBeGreaterThan(150);
    expect(before.headers['cache-control']).toBe('public, max-age=300');

    const newBytes = await picture('jpeg', blue, 1200);
    const replaced = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/editor/media/${item.id}/file?filename=harbour-blue.jpg`,
      headers: { ...auth(), 'content-type': 'image/jpeg' },
      payload: newBytes,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: item.id,
      address: item.address,
      contentType: 'image/jpeg',
      width: 1200,
      filename: 'harbour-blue.jpg',
      version: 2,
    });
    expect(replaced.json().sha256).not.toBe(item.sha256);

    const after = await test.app.inject({ method: 'GET', url: routeAddress });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const colour = await middleColour(after.rawPayload);
    expect(colour.b).toBeGreaterThan(150);
    expect(colour.r).toBeLessThan(100);
    const original = await test.app.inject({ method: 'GET', url: item.address });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(newBytes)).toBe(true);

    const wrongKind = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/editor/media/${item.id}/file`,
      headers: auth(),
      payload: pdf,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toContain('An image can only be replaced by another image');
    const svgReplacement = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/editor/media/${item.id}/file`,
      headers: auth(),
      payload: svg,
    });
    expect(svgReplacement.statusCode).toBe(400);
  });

  it('changes alt texts and title, keeping an alt text in every language', async () => {
    const item = await uploaded(await picture('jpeg', red), { filename: 'mudflat.jpg', ...alts });
    const patch = (body: Record<string, unknown>) =>
      test.app.inject({ method: 'PATCH', url: `/api/v1/editor/media/${item.id}`, headers: auth(), payload: body });
    const changed = await patch({ alt: { nl: 'Wad bij eb' }, title: 'Mudflat' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      alt: { en: alts['alt.en'], nl: 'Wad bij eb' },
      title: 'Mudflat',
      version: 2,
    });
    const emptied = await patch({ alt: { en: '' } });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe('Invalid body field "alt.en": required for an image (its alt text in en)');
    const unknownLanguage = await patch({ alt: { fr: 'Vasière' } });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json().message).toContain('alt');
    const titled = await patch({ title: 'x' });
    expect(titled.json()).toMatchObject({ title: 'x', version: 3 });
    const unchanged = await patch({ title: 'x', alt: { nl: 'Wad bij eb' } });
    expect(unchanged.json()).toMatchObject({ title: 'x', version: 3 });
    const notThere = await test.app.inject({
      method: 'PATCH',
      url: '/api/v1/editor/media/AAAAAAAAAAAAAAAA',
      headers: auth(),
      payload: { title: 'x' },
    });
    expect(notThere.statusCode).toBe(404);
  });

  it('writes an audit entry for every change, with the metadata before and after', async () => {
    const item = await uploaded(await picture('png', red), { filename: 'audit.png', ...alts });
    await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/editor/media/${item.id}`,
      headers: auth(),
      payload: { alt: { en: 'A new alt text' } },
    });
    await test.app.inject({
      method: 'PUT',
      url: `/api/v1/editor/media/${item.id}/file`,
      headers: auth(),
      payload: await picture('webp', blue),
    });
    await test.app.inject({ method: 'DELETE', url: `/api/v1/editor/media/${item.id}`, headers: auth() });

    const entries = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, item.id))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => [entry.kind, entry.actor, entry.targetType, entry.ok])).toEqual([
      ['media.upload', 'media-editor', 'media', true],
      ['media.update', 'media-editor', 'media', true],
      ['media.replace', 'media-editor', 'media', true],
      ['media.delete', 'media-editor', 'media', true],
    ]);
    const [uploadEntry, updateEntry, replaceEntry, deleteEntry] = entries.map(
      (entry) => entry.parameters as { before?: Record<string, unknown>; after?: Record<string, unknown> },
    );
    expect(uploadEntry?.after).toMatchObject({ address: item.address, contentType: 'image/png', version: 1 });
    expect(uploadEntry?.before).toBeUndefined();
    expect(updateEntry?.before).toMatchObject({ alt: { en: alts['alt.en'] } });
    expect(updateEntry?.after).toMatchObject({ alt: { en: 'A new alt text', nl: alts['alt.nl'] }, version: 2 });
    expect(replaceEntry?.before).toMatchObject({ contentType: 'image/png', sha256: item.sha256 });
    expect(replaceEntry?.after).toMatchObject({ contentType: 'image/webp', address: item.address, version: 3 });
    expect(deleteEntry?.before).toMatchObject({ address: item.address, version: 3 });
    expect(deleteEntry?.after).toBeUndefined();
  });
  it('serves a file uploaded through one process from another at once, and its replacement too', async () => {
    // Another process on the same database, with its own DATA_DIR (its own copies and resized images).
    const other = await createSiblingApp(test, { MEDIA_MAX_BYTES: String(maxBytes) });
    try {
      const item = await uploaded(await picture('webp', red), { filename: 'shared.webp', ...alts });
      const routeAddress = `/images/r/400x225/webp${item.address.replace('/media', '')}`;
      const first = await other.inject({ method: 'GET', url: routeAddress });
      expect(first.statusCode).toBe(200);
      expect((await middleColour(first.rawPayload)).r).toBeGreaterThan(150);

      const replaced = await test.app.inject({
        method: 'PUT',
        url: `/api/v1/editor/media/${item.id}/file`,
        headers: auth(),
        payload: await picture('png', blue),
      });
      expect(replaced.statusCode).toBe(200);
      // The other process kept its resized copy of the old file, but never serves it again.
      const second = await other.inject({ method: 'GET', url: routeAddress });
      expect((await middleColour(second.rawPayload)).b).toBeGreaterThan(150);
      const original = await other.inject({ method: 'GET', url: item.address });
      expect(original.headers['content-type']).toBe('image/png');
    } finally {
      await other.close();
    }
  });

  it('documents every route in the OpenAPI document, the upload with the file as its body', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const upload = document.paths['/api/v1/editor/media'].post;
    expect(upload.security).toEqual([{ contentToken: [] }, { staffSession: [] }]);
    expect(upload.requestBody.content['application/octet-stream'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(upload.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['filename', 'title', 'alt.en', 'alt.nl']),
    );
    expect(Object.keys(document.paths['/api/v1/editor/media/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(document.paths['/api/v1/editor/media/{id}/file'].put.requestBody.content).toHaveProperty([
      'application/octet-stream',
    ]);
    expect(document.paths['/media/library/{id}/{name}'].get).toBeDefined();
  });
});
