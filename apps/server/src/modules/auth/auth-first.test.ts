import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type Operation } from '../../fuzz/fuzz-requests.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTokenService } from './token-service.ts';

// Every operation the OpenAPI document marks as needing a token or a staff session answers 401
// to a request without one, whatever else is wrong with it: authentication comes before any
// validation.

/** The operation's address with every path parameter and no query (required ones missing). */
function bareUrl(operation: Operation): string {
  return operation.pathParameters.reduce((path, name) => path.replace(`{${name}}`, 'x'), operation.path);
}

describe.each(testDatabaseKinds)('protected operations on %s', (kind) => {
  let test: TestApp;
  let secured: Operation[];
  beforeAll(async () => {
    test = await createTestApp(kind, { AUTH_FAILURE_LIMIT: '100000' });
    secured = operationsOf((await test.app.inject({ url: '/api/docs/json' })).json()).filter(
      (operation) => operation.secured,
    );
  });
  afterAll(async () => {
    await test?.close();
  });

  it('are listed in the OpenAPI document, content and support scope alike', () => {
    const names = secured.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/v1/content/import',
        'GET /api/v1/content/export',
        'GET /api/v1/content/revisions',
        'POST /api/v1/content/preview-links',
        'GET /api/v1/forms/submissions',
        'GET /api/v1/forms/submissions.csv',
        'GET /api/v1/newsletter/sign-ups',
        'POST /api/v1/Dev/Search',
        'POST /api/v1/Dev/Change',
        'GET /api/v1/Dev/Activity',
        'GET /api/v1/forms',
        'PUT /api/v1/editor/menus/{source}/{language}/{location}',
        'PATCH /api/v1/editor/translations/{source}/{language}/{namespace}',
        'DELETE /api/v1/editor/team-members/{id}',
        'POST /api/v1/editor/taxonomies/{source}/{language}/rename',
        'POST /api/v1/editor/pages',
        'POST /api/v1/editor/pages/{id}/publish',
        'POST /api/v1/editor/media',
        'DELETE /api/v1/editor/media/{id}',
        'GET /api/v1/admin/audit',
        'POST /api/v1/admin/staff',
        'POST /api/v1/staff/totp/confirm',
      ]),
    );
  });

  it('say where a staff session reaches them too, and where only a staff session does', () => {
    const byName = new Map(secured.map((operation) => [`${operation.method} ${operation.path}`, operation]));
    for (const [name, scope, session] of [
      ['POST /api/v1/content/import', 'content', true],
      ['POST /api/v1/editor/pages', 'content', true],
      ['PUT /api/v1/editor/menus/{source}/{language}/{location}', 'content', true],
      ['POST /api/v1/editor/media', 'content', true],
      ['POST /api/v1/Dev/Change', 'support', true],
      ['GET /api/v1/forms/submissions', 'support', true],
      ['POST /api/v1/admin/staff', 'staff', true],
      ['POST /api/v1/staff/sign-out', 'staff', true],
    ] as const) {
      expect({ name, scope: byName.get(name)?.scope, session: byName.get(name)?.session }).toEqual({
        name,
        scope,
        session,
      });
    }
  });

  for (const [label, headers, payload] of [
    ['no token and no parameters', {}, undefined],
    ['no token and a body that is not JSON', { 'content-type': 'application/json' }, '{"nodeId":'],
    ['no token and a body of the wrong shape', { 'content-type': 'application/json' }, '{"nodeId":2147483648}'],
    ['an unknown token and no parameters', { authorization: 'Bearer zlt_unknown' }, undefined],
    ['a body of a type no route reads', { 'content-type': 'text/csv' }, 'a;b'],
  ] as const) {
    it(`answer 401 before any validation to ${label}`, async () => {
      const answers: string[] = [];
      for (const operation of secured) {
        const response = await test.app.inject({
          method: operation.method as 'GET',
          url: bareUrl(operation),
          headers,
          ...(payload !== undefined && operation.hasBody ? { payload } : {}),
        });
        answers.push(`${operation.method} ${operation.path} → ${response.statusCode}`);
        if (response.statusCode === 401 && operation.scope === 'staff') {
          // A staff member's own and the admins' routes: a staff session, no token scope.
          expect(response.json()).toMatchObject({ message: expect.stringMatching(/[Ss]ign in|signed in/) });
        } else if (response.statusCode === 401) {
          expect(response.headers['www-authenticate']).toBe('Bearer');
          expect(response.json()).toMatchObject({ message: expect.stringMatching(/token/) });
        }
      }
      expect(answers).toEqual(secured.map((operation) => `${operation.method} ${operation.path} → 401`));
    });
  }

  it('with a token of the other scope, still 401 before validation', async () => {
    const tokens = createTokenService(test.database.db);
    const content = await tokens.create('editor', 'content');
    const support = await tokens.create('staff', 'support');
    for (const operation of secured) {
      const other = operation.scope === 'content' ? support : content;
      const response = await test.app.inject({
        method: operation.method as 'GET',
        url: bareUrl(operation),
        headers: { authorization: `Bearer ${other}` },
      });
      expect(`${operation.method} ${operation.path} → ${response.statusCode}`).toBe(
        `${operation.method} ${operation.path} → 401`,
      );
    }
  });

  it('with the right token, validates as before: a missing parameter is a 400 that names it', async () => {
    const support = await createTokenService(test.database.db).create('staff-2', 'support');
    const response = await test.app.inject({
      url: '/api/v1/forms/submissions.csv',
      headers: { authorization: `Bearer ${support}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('formId');
  });
});
