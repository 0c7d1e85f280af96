import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/token-service.ts';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import type { SiteServices } from '@zilt/contracts/site-services';
import type { PreviewRequest } from '@zilt/contracts/preview-link';
import { createContentReader } from '../content/read-service.ts';
import { createPreviewLinks } from './preview-links.ts';

/** The parts of a preview address, as the page route reads them. */
function previewRequestOf(path: string): PreviewRequest {
  const url = new URL(path, 'http://localhost');
  const match = /^\/spa\/drupal\/([^/]+)\/node-preview\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (!match) throw new Error(`not a preview path: ${path}`);
  return {
    language: match[1]!,
    nodeId: match[2]!,
    revisionId: match[3]!,
    expires: url.searchParams.get('expires'),
    signature: url.searchParams.get('signature'),
  };
}

describe.each(testDatabaseKinds)('draft previews of agency-site pages on %s', (kind) => {
  let test: TestApp;
  let token: string;
  let previews: ReturnType<typeof createPreviewLinks>;
  const readRevision: SiteServices['getPageRevision'] = (...args) =>
    createContentReader(test.database.db).getPageRevision(...args);

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
    token = await createTokenService(test.database.db).create('editor', 'content');
    previews = createPreviewLinks(test.database.db, readRevision);
  });
  afterAll(async () => {
    await test?.close();
  });

  const revisions = (lang: string, slug: string, authorization = `Bearer ${token}`) =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/content/revisions?lang=${lang}&slug=${encodeURIComponent(slug)}`,
      headers: { authorization },
    });
  const createLink = (body: unknown, authorization = `Bearer ${token}`) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/content/preview-links',
      payload: body as object,
      headers: { authorization },
    });

  async function draftOf(lang: string, slug: string) {
    const body = (await revisions(lang, slug)).json();
    const draft = body.revisions.find((revision: { status: string }) => revision.status === 'draft');
    return {
      nodeId: body.nodeId as number,
      revisionId: draft.revisionId as string,
      published: body.publishedRevisionId,
    };
  }

  it('lists the published revision and the draft of a demo page, for editors only', async () => {
    const response = await revisions('en', 'approach');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.revisions.map((revision: { status: string }) => revision.status).sort()).toEqual([
      'draft',
      'published',
    ]);
    expect(body.publishedRevisionId).toBe(
      body.revisions.find((revision: { status: string }) => revision.status === 'published').revisionId,
    );
    expect((await revisions('en', 'approach', 'Bearer zlt_wrong')).statusCode).toBe(401);
    const missing = await revisions('en', 'no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('no-such-page');
  });

  it('signs a link that shows the draft, in its language, while the published page stays as it was', async () => {
    const { nodeId, revisionId } = await draftOf('nl', 'aanpak');
    const response = await createLink({ nodeId, revisionId, validForHours: 2 });
    expect(response.statusCode).toBe(200);
    const link = response.json();
    expect(link.path).toMatch(
      new RegExp(`^/spa/drupal/nl/node-preview/${nodeId}/${revisionId}\\?expires=\\d+&signature=`),
    );
    expect(link.status).toBe('draft');
    const page = await previews.previewPage(previewRequestOf(link.path));
    expect(page?.title).toBe('Onze aanpak (concept)');
    expect(page?.status).toBe('draft');
    const published = await createContentReader(test.database.db).getPage('dp', 'nl', 'aanpak');
    expect(published?.title).toBe('Onze aanpak');
  });

  it('shows nothing for a changed signature, another revision, a changed expiry or an expired link', async () => {
    const { nodeId, revisionId, published } = await draftOf('en', 'approach');
    const link = (await createLink({ nodeId, revisionId, validForHours: 1 })).json();
    const request = previewRequestOf(link.path);
    expect(await previews.previewPage(request)).not.toBeNull();
    const signature = request.signature!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await previews.previewPage({ ...request, signature: flipped })).toBeNull();
    expect(await previews.previewPage({ ...request, signature: null })).toBeNull();
    expect(await previews.previewPage({ ...request, revisionId: published })).toBeNull();
    expect(await previews.previewPage({ ...request, expires: String(Number(request.expires) + 3600) })).toBeNull();
    expect(await previews.previewPage({ ...request, language: 'nl' })).toBeNull();
    const afterExpiry = new Date((Number(request.expires) + 1) * 1000);
    expect(await previews.previewPage(request, afterExpiry)).toBeNull();
  });

  it('answers 404 for a revision of another node, 400 for bad input, 401 without a token', async () => {
    const { nodeId, revisionId } = await draftOf('en', 'approach');
    const other = await createLink({ nodeId: nodeId + 1000, revisionId });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toContain(revisionId);
    for (const body of [
      { nodeId: 'x', revisionId },
      { nodeId, revisionId: 'a/b' },
      { nodeId, revisionId, validForHours: 0 },
    ]) {
      const bad = await createLink(body);
      expect(bad.statusCode).toBe(400);
      expect(typeof bad.json().message).toBe('string');
    }
    expect((await createLink({ nodeId, revisionId }, '')).statusCode).toBe(401);
  });

  it('takes node ids up to the largest the store holds (2^31 - 1) and answers 400 beyond it', async () => {
    const { revisionId } = await draftOf('en', 'approach');
    const largest = await createLink({ nodeId: 2 ** 31 - 1, revisionId });
    expect(largest.statusCode).toBe(404);
    for (const nodeId of [2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER]) {
      const beyond = await createLink({ nodeId, revisionId });
      expect(beyond.statusCode, String(nodeId)).toBe(400);
      expect(beyond.json().message).toContain('nodeId');
    }
    // The command passes any digits on: beyond the column's bound it finds no node, as the API does.
    expect(await previews.createLink(2 ** 31, revisionId)).toBeNull();
  });

  it('keeps one signing key for every process on the database', async () => {
    const { nodeId, revisionId } = await draftOf('en', 'approach');
    const link = (await createLink({ nodeId, revisionId })).json();
    const sibling = createPreviewLinks(test.database.db, readRevision);
    expect((await sibling.previewPage(previewRequestOf(link.path)))?.revisionId).toBe(revisionId);
  });
});
