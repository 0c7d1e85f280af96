import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, nodeRevisions, nodes } from '../../db/schema.ts';
import { createTokenService } from '../auth/token-service.ts';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

// Taxonomy terms through the editing API: listed with the pages that carry them, renamed and
// merged on every page of a source and language through new revisions (a pending draft stays
// the newest revision and keeps its own changes), audited, and shown by the public lists at once.

interface Term {
  Id: string;
  Name: string;
  Vocabulary: string;
  published: number;
  drafts: number;
}

describe.each(testDatabaseKinds)('editing taxonomy terms on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
    token = await createTokenService(test.database.db).create('editor-bot', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  async function terms(language = 'en'): Promise<Map<string, Term>> {
    const body = (await call('GET', `/api/v1/editor/taxonomies/wp/${language}`)).json();
    const all = body.vocabularies.flatMap((vocabulary: { terms: Term[] }) => vocabulary.terms) as Term[];
    return new Map(all.map((term) => [`${term.Vocabulary}/${term.Id}`, term]));
  }

  /** The filter choices the public news list offers for a vocabulary. */
  async function newsFilter(vocabulary: string): Promise<string[]> {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/taxonomies/?overviewItemsCacheKeyName=news&lang=en',
    });
    const options = response.json() as { OptionName: string; OptionValues: string[] }[];
    return options.find((option) => option.OptionName === vocabulary)?.OptionValues ?? [];
  }

  /** A news page carrying `termId`, with a pending draft made through the import (as an editor's draft). */
  async function newsPageWithDraft(termId: string) {
    const exported = (
      await test.app.inject({
        method: 'GET',
        url: '/api/v1/content/export?source=wp',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const page = exported.pages.find(
      (candidate: { type: string; language: string; taxonomyTerms: { Id: string }[] }) =>
        candidate.type === 'news' &&
        candidate.language === 'en' &&
        candidate.taxonomyTerms.some((term) => term.Id === termId),
    );
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/v1/content/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { source: 'wp', pages: [{ ...page, title: `${page.title} (draft)`, status: 'draft' }] },
    });
    expect(imported.statusCode).toBe(200);
    return page.slug as string;
  }

  async function revisionsOf(slug: string) {
    const [node] = await test.database.db
      .select()
      .from(nodes)
      .where(and(eq(nodes.source, 'wp'), eq(nodes.language, 'en'), eq(nodes.slug, slug)));
    const revisions = await test.database.db
      .select()
      .from(nodeRevisions)
      .where(eq(nodeRevisions.nodeId, node!.id))
      .orderBy(desc(nodeRevisions.createdAt));
    return { node: node!, revisions };
  }

  it('lists each vocabulary with its terms and how many published pages and drafts carry them', async () => {
    const response = await call('GET', '/api/v1/editor/taxonomies/wp/en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.vocabularies.map((vocabulary: { vocabulary: string }) => vocabulary.vocabulary)).toEqual([
      'sdgs',
      'focus-area',
      'theme',
      'functions',
      'action-area',
    ]);
    const listed = await terms();
    expect(listed.get('functions/fn-events')).toMatchObject({ Name: 'Events', published: 52, drafts: 0 });
    expect((await call('GET', '/api/v1/editor/taxonomies/wp/fr')).statusCode).toBe(400);
  });

  it('renames a term on every page through new revisions, keeps a pending draft newest, and audits it', async () => {
    const slug = await newsPageWithDraft('fa-soil-salinity');
    const before = await revisionsOf(slug);
    const [draftBefore] = before.revisions;
    expect(draftBefore?.status).toBe('draft');
    expect((await terms()).get('focus-area/fa-soil-salinity')).toMatchObject({ drafts: 1 });
    expect(await newsFilter('focus-area')).toContain('Soil salinity mapping');

    const renamed = await call('POST', '/api/v1/editor/taxonomies/wp/en/rename', {
      vocabulary: 'focus-area',
      id: 'fa-soil-salinity',
      name: 'Soil salinity',
    });
    expect(renamed.statusCode).toBe(200);
    const usage = (await terms()).get('focus-area/fa-soil-salinity');
    expect(renamed.json()).toMatchObject({
      term: { Id: 'fa-soil-salinity', Name: 'Soil salinity', Vocabulary: 'focus-area' },
      pagesChanged: usage?.published,
      revisionsCreated: (usage?.published ?? 0) + 1,
    });
    expect(usage).toMatchObject({ Name: 'Soil salinity', drafts: 1 });

    // The public list's filters show the new name at once.
    const filter = await newsFilter('focus-area');
    expect(filter).toContain('Soil salinity');
    expect(filter).not.toContain('Soil salinity mapping');

    // The page got a new published revision and, after it, a new draft keeping the draft's title.
    const after = await revisionsOf(slug);
    const [draft, published] = after.revisions;
    expect(after.revisions.length).toBe(before.revisions.length + 2);
    expect(after.node.publishedRevisionId).toBe(published?.id);
    expect(published?.status).toBe('published');
    expect(draft?.status).toBe('draft');
    expect(draft?.title).toBe(draftBefore?.title);
    for (const revision of [draft, published]) {
      expect(revision?.taxonomyTerms.find((term) => term.Id === 'fa-soil-salinity')?.Name).toBe('Soil salinity');
    }
    // Older revisions stay as they were.
    expect(after.revisions.find((revision) => revision.id === draftBefore?.id)?.taxonomyTerms).toEqual(
      draftBefore?.taxonomyTerms,
    );

    const [entry] = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, 'taxonomy.rename'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actor: 'editor-bot',
      targetType: 'taxonomy-term',
      targetId: 'wp/en/focus-area/fa-soil-salinity',
    });
    expect(entry?.parameters['before']).toEqual({
      Id: 'fa-soil-salinity',
      Name: 'Soil salinity mapping',
      Vocabulary: 'focus-area',
    });
    expect(entry?.parameters['after']).toEqual({
      Id: 'fa-soil-salinity',
      Name: 'Soil salinity',
      Vocabulary: 'focus-area',
    });
    expect((entry?.parameters['revisions'] as unknown[]).length).toBe(renamed.json().revisionsCreated);

    // Dutch pages keep their own names.
    expect((await terms('nl')).get('focus-area/fa-soil-salinity')?.Name).not.toBe('Soil salinity');
  });

  it('merges a term into another on every page, each page carrying it once', async () => {
    const before = await terms();
    const from = before.get('functions/fn-training')!;
    const into = before.get('functions/fn-field-trials')!;
    const merged = await call('POST', '/api/v1/editor/taxonomies/wp/en/merge', {
      vocabulary: 'functions',
      from: 'fn-training',
      into: 'fn-field-trials',
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().term).toEqual({ Id: 'fn-field-trials', Name: 'Field trials', Vocabulary: 'functions' });
    const after = await terms();
    expect(after.has('functions/fn-training')).toBe(false);
    expect(after.get('functions/fn-field-trials')!.published).toBeGreaterThanOrEqual(into.published);
    expect(after.get('functions/fn-field-trials')!.published).toBeLessThanOrEqual(into.published + from.published);
    expect(await newsFilter('functions')).not.toContain('Training and extension');

    const [entry] = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, 'taxonomy.merge'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.parameters['before']).toMatchObject({ Id: 'fn-training' });
    expect(entry?.parameters['after']).toMatchObject({ Id: 'fn-field-trials' });
  });

  it('refuses a bad change with the field named, an unknown term with 404, and changes nothing', async () => {
    const before = await terms();
    const empty = await call('POST', '/api/v1/editor/taxonomies/wp/en/rename', {
      vocabulary: 'sdgs',
      id: 'sdg-02',
      name: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('name');
    const vocabulary = await call('POST', '/api/v1/editor/taxonomies/wp/en/rename', {
      vocabulary: 'colours',
      id: 'sdg-02',
      name: 'x',
    });
    expect(vocabulary.statusCode).toBe(400);
    expect(vocabulary.json().message).toContain('vocabulary');
    const itself = await call('POST', '/api/v1/editor/taxonomies/wp/en/merge', {
      vocabulary: 'sdgs',
      from: 'sdg-02',
      into: 'sdg-02',
    });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toContain('into');
    const unknown = await call('POST', '/api/v1/editor/taxonomies/wp/en/rename', {
      vocabulary: 'sdgs',
      id: 'sdg-99',
      name: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const unknownInto = await call('POST', '/api/v1/editor/taxonomies/wp/en/merge', {
      vocabulary: 'sdgs',
      from: 'sdg-02',
      into: 'sdg-99',
    });
    expect(unknownInto.statusCode).toBe(404);
    expect(await terms()).toEqual(before);
  });
});
