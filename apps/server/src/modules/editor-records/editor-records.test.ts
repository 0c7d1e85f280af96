import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeMenuResponse } from '@zilt/contracts/api';
import type { MenuItemInput } from '@zilt/contracts/menu';
import { auditLog, formSubmissions } from '../../db/schema.ts';
import { createTokenService } from '../auth/token-service.ts';
import { pageCacheHeader } from '../page-cache/page-cache.ts';
import { createSiblingApp, createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

// The editing API of menus, UI translations, team members, form definitions and contact
// options, as a client sees it: read, change, a refused change naming its field (and changing
// nothing), a stale write refused, the public API showing a change at once, and the audit entry.

describe.each(testDatabaseKinds)('editing the small content records on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind);
    token = await createTokenService(test.database.db).create('editor-bot', 'content');
  });
  afterAll(async () => {
    await test?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const publicGet = (url: string) => test.app.inject({ method: 'GET', url });

  /** The newest audit entry of `kind`. */
  async function lastAudit(kind: string) {
    const [entry] = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, kind))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  }

  async function publicMenu(lang: string, path = 'getFooter') {
    const decoded = decodeMenuResponse((await publicGet(`/api/wp/${path}?lang=${lang}`)).json());
    if (!decoded.ok) throw new Error(decoded.problems.join('\n'));
    return decoded.value;
  }

  it('refuses every editor route without a token, and never lets an answer be cached', async () => {
    for (const url of ['/api/v1/editor/menus/wp/en/main', '/api/v1/editor/team-members', '/api/v1/editor/forms']) {
      const response = await publicGet(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
    const read = await call('GET', '/api/v1/editor/menus/wp/en/main');
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  describe('menus', () => {
    it('reads a menu tree, replaces it in order, and the public menu shows it at once', async () => {
      const before = await publicMenu('en');
      const read = await call('GET', '/api/v1/editor/menus/wp/en/footer');
      expect(read.statusCode).toBe(200);
      const menu = read.json();
      expect(menu.items.map((item: { Url: string }) => item.Url)).toEqual(before.map((item) => item.Url));
      expect(menu.version).toMatch(/\S/);

      const items: MenuItemInput[] = [
        { Title: 'Contact', Url: '/en/contact', Weight: 5, Children: [{ Title: 'Team', Url: '/en/team', Weight: 1 }] },
        ...menu.items,
      ];
      const replaced = await call('PUT', '/api/v1/editor/menus/wp/en/footer', { items, version: menu.version });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({ changed: true });
      expect(replaced.json().items[0]).toMatchObject({ Title: 'Contact', Children: [{ Title: 'Team' }] });
      expect(replaced.json().version).not.toBe(menu.version);

      const after = await publicMenu('en');
      expect(after[0]).toMatchObject({ Title: 'Contact', Children: [{ Title: 'Team', Url: '/en/team' }] });
      expect(after.length).toBe(before.length + 1);

      const entry = await lastAudit('menu.replace');
      expect(entry).toMatchObject({ actor: 'editor-bot', targetType: 'menu', targetId: 'wp/en/footer', ok: true });
      expect(entry?.parameters['before']).toEqual(menu.items);
      expect((entry?.parameters['after'] as { Title: string }[])[0]?.Title).toBe('Contact');
    });

    it('refuses a stale version with 409 and the current one, and changes nothing', async () => {
      const current = (await call('GET', '/api/v1/editor/menus/wp/nl/footer')).json();
      await call('PUT', '/api/v1/editor/menus/wp/nl/footer', { items: current.items.slice(1) });
      const stale = await call('PUT', '/api/v1/editor/menus/wp/nl/footer', { items: [], version: current.version });
      expect(stale.statusCode).toBe(409);
      const now = (await call('GET', '/api/v1/editor/menus/wp/nl/footer')).json();
      expect(stale.json().currentVersion).toBe(now.version);
      expect(now.items.length).toBe(current.items.length - 1);
    });

    it('lets exactly one of two writes from the same version through', async () => {
      const current = (await call('GET', '/api/v1/editor/menus/dp/en/copyright')).json();
      const writes = await Promise.all(
        ['First', 'Second'].map((title) =>
          call('PUT', '/api/v1/editor/menus/dp/en/copyright', {
            items: [{ Title: title, Url: '/spa', Weight: 1 }],
            version: current.version,
          }),
        ),
      );
      expect(writes.map((write) => write.statusCode).sort()).toEqual([200, 409]);
      const winner = writes.find((write) => write.statusCode === 200)!.json();
      const now = (await call('GET', '/api/v1/editor/menus/dp/en/copyright')).json();
      expect(now.items).toEqual(winner.items);
      expect(writes.find((write) => write.statusCode === 409)!.json().currentVersion).toBe(now.version);
    });

    it('names the field of a bad item by its path and keeps the menu as it was', async () => {
      const before = (await call('GET', '/api/v1/editor/menus/wp/en/main')).json();
      const items = structuredClone(before.items);
      items[1].Children[0].Weight = 'first';
      const refused = await call('PUT', '/api/v1/editor/menus/wp/en/main', { items });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('items[1].Children[0].Weight');
      const misspelt = await call('PUT', '/api/v1/editor/menus/wp/en/main', {
        items: [{ Title: 'A', Url: '/en/', Weight: 1, Childs: [] }],
      });
      expect(misspelt.statusCode).toBe(400);
      expect(JSON.stringify(misspelt.json().problems)).toContain('items[0]');
      const after = (await call('GET', '/api/v1/editor/menus/wp/en/main')).json();
      expect(after.version).toBe(before.version);
    });

    it('warns about items that point to no published page of the language', async () => {
      const items = [
        { Title: 'Home', Url: '/en/', Weight: 1 },
        { Title: 'Gone', Url: '/en/no-such-page', Weight: 2 },
      ];
      const replaced = await call('PUT', '/api/v1/editor/menus/wp/en/copyright', { items });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().warnings).toEqual(['items[1].Url: "/en/no-such-page" is no published page of wp in en']);
    });
  });

  describe('UI translations', () => {
    it('reads the namespaces, sets and removes single keys, and the public translations show them at once', async () => {
      const before = (await publicGet('/wp/translations.json')).json();
      const read = (await call('GET', '/api/v1/editor/translations/wp/en')).json();
      const team = read.namespaces.find((namespace: { namespace: string }) => namespace.namespace === 'team');
      expect(team.entries).toEqual(before.en.team);

      const patched = await call('PATCH', '/api/v1/editor/translations/wp/en/team', {
        set: { 'roles.intern': 'Intern', title: 'Our people' },
        remove: ['loading'],
        version: team.version,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ changed: true, namespace: 'team', source: 'wp', language: 'en' });

      const after = (await publicGet('/wp/translations.json')).json();
      expect(after.en.team.title).toBe('Our people');
      expect(after.en.team.roles.intern).toBe('Intern');
      expect(after.en.team.roles.director).toBe(before.en.team.roles.director);
      expect(after.en.team).not.toHaveProperty('loading');
      expect(after.nl.team).toEqual(before.nl.team);

      const entry = await lastAudit('translation.update');
      expect(entry).toMatchObject({ actor: 'editor-bot', targetType: 'translations', targetId: 'wp/en/team' });
      expect(entry?.parameters['before']).toEqual(before.en.team);
      expect(entry?.parameters['after']).toEqual(after.en.team);

      const stale = await call('PATCH', '/api/v1/editor/translations/wp/en/team', {
        set: { title: 'Team' },
        version: team.version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().currentVersion).toBe(patched.json().version);
    });

    it('replaces a namespace tree, made when new, and audits it', async () => {
      const replaced = await call('PUT', '/api/v1/editor/translations/sp/nl/studio', {
        entries: { save: 'Opslaan', dialog: { close: 'Sluiten' } },
      });
      expect(replaced.statusCode).toBe(200);
      const after = (await publicGet('/api/v1/sharepoint/translations.json')).json();
      expect(after.nl.studio).toEqual({ save: 'Opslaan', dialog: { close: 'Sluiten' } });
      const entry = await lastAudit('translation.replace');
      expect(entry).toMatchObject({ targetId: 'sp/nl/studio' });
      expect(entry?.parameters['before']).toBeNull();
      expect(entry?.parameters['after']).toEqual({ save: 'Opslaan', dialog: { close: 'Sluiten' } });
    });

    it('refuses a bad change with the key named and changes nothing', async () => {
      const before = (await call('GET', '/api/v1/editor/translations/wp/nl')).json();
      const through = await call('PATCH', '/api/v1/editor/translations/wp/nl/team', { set: { 'title.short': 'x' } });
      expect(through.statusCode).toBe(400);
      expect(through.json().message).toContain('set["title.short"]');
      const group = await call('PATCH', '/api/v1/editor/translations/wp/nl/team', { set: { roles: 'x' } });
      expect(group.statusCode).toBe(400);
      expect(group.json().message).toContain('set.roles');
      const number = await call('PUT', '/api/v1/editor/translations/wp/nl/team', {
        entries: { roles: { director: 5 } },
      });
      expect(number.statusCode).toBe(400);
      // The tree's value is a text or a group: the group named is where neither fits.
      expect(number.json().message).toContain('entries.roles');
      const prototype = await call('PATCH', '/api/v1/editor/translations/wp/nl/team', {
        set: { '__proto__.polluted': 'x' },
      });
      expect(prototype.statusCode).toBe(200);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      await call('PATCH', '/api/v1/editor/translations/wp/nl/team', { remove: ['__proto__'] });
      expect((await call('GET', '/api/v1/editor/translations/wp/nl')).json()).toEqual(before);
    });
  });

  describe('team members', () => {
    const member = {
      Name: 'Noor',
      Surname: 'de Vries',
      CompanyRole: 'team:roles.director',
      ImageURL: '/media/team/noor.jpg',
      Age: 41,
    };

    it('creates, changes and deletes a member, each shown by the public team at once and audited', async () => {
      const before = (await publicGet('/api/v1/teamMembers')).json();
      const created = await call('POST', '/api/v1/editor/team-members', { member: { Id: 'noor', ...member } });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ Id: 'noor', Name: 'Noor', changed: true });
      let team = (await publicGet('/api/v1/teamMembers')).json();
      expect(team.length).toBe(before.length + 1);
      expect(team.at(-1)).toEqual({ Id: 'noor', ...member });
      expect((await lastAudit('team-member.create'))?.parameters['after']).toEqual({ Id: 'noor', ...member });

      const duplicate = await call('POST', '/api/v1/editor/team-members', { member: { Id: 'noor', ...member } });
      expect(duplicate.statusCode).toBe(409);

      const changed = await call('PUT', '/api/v1/editor/team-members/noor', {
        member: { ...member, Surname: 'van Dijk' },
        version: created.json().version,
      });
      expect(changed.statusCode).toBe(200);
      team = (await publicGet('/api/v1/teamMembers')).json();
      expect(team.find((entry: { Id: string }) => entry.Id === 'noor').Surname).toBe('van Dijk');
      const update = await lastAudit('team-member.update');
      expect(update).toMatchObject({ targetType: 'team-member', targetId: 'noor', actor: 'editor-bot' });
      expect(update?.parameters['before']).toMatchObject({ Surname: 'de Vries' });
      expect(update?.parameters['after']).toMatchObject({ Surname: 'van Dijk' });

      const stale = await call('DELETE', `/api/v1/editor/team-members/noor?version=${created.json().version}`);
      expect(stale.statusCode).toBe(409);
      const deleted = await call('DELETE', `/api/v1/editor/team-members/noor?version=${changed.json().version}`);
      expect(deleted.statusCode).toBe(200);
      expect((await publicGet('/api/v1/teamMembers')).json()).toEqual(before);
      const removal = await lastAudit('team-member.delete');
      expect(removal?.parameters['before']).toMatchObject({ Id: 'noor', Surname: 'van Dijk' });
      expect(removal?.parameters['after']).toBeNull();
      expect((await call('GET', '/api/v1/editor/team-members/noor')).statusCode).toBe(404);
    });

    it('makes an Id when none is given', async () => {
      const created = await call('POST', '/api/v1/editor/team-members', { member });
      expect(created.statusCode).toBe(201);
      expect(created.json().Id).toMatch(/^[A-Za-z0-9]{12}$/);
      expect((await call('DELETE', `/api/v1/editor/team-members/${created.json().Id}`)).statusCode).toBe(200);
    });

    it('refuses a bad member with the field named and changes nothing', async () => {
      const list = (await call('GET', '/api/v1/editor/team-members')).json();
      const first = list.members[0];
      const refused = await call('PUT', `/api/v1/editor/team-members/${first.Id}`, {
        member: { ...member, Age: 200 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('member.Age');
      const unknownField = await call('POST', '/api/v1/editor/team-members', { member: { ...member, Role: 'x' } });
      expect(unknownField.statusCode).toBe(400);
      expect((await call('GET', '/api/v1/editor/team-members')).json()).toEqual(list);
      const missing = await call('PUT', '/api/v1/editor/team-members/nobody', { member });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('form definitions', () => {
    it('lists and reads forms, changes one keeping its submissions, and the public form shows it at once', async () => {
      const list = (await call('GET', '/api/v1/editor/forms')).json();
      expect(list.forms.map((form: { id: string }) => form.id)).toContain('newsletter');
      await test.database.db
        .insert(formSubmissions)
        .values({ formId: 'newsletter', language: 'en', fields: { email: 'a@example.org', firstName: 'Ann' } });
      const form = (await call('GET', '/api/v1/editor/forms/newsletter')).json();
      expect(form.submissions).toBe(1);

      const definition = structuredClone(form.definition);
      definition.title.en = 'Our monthly letter';
      definition.fields = definition.fields.filter((field: { name: string }) => field.name !== 'firstName');
      const changed = await call('PUT', '/api/v1/editor/forms/newsletter', { definition, version: form.version });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ changed: true, submissions: 1, source: form.source });

      const html = (await publicGet('/api/v1/Formstack/getForm/newsletter?lang=en')).json().html as string;
      expect(html).not.toContain('name="firstName"');
      const stored = await test.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.formId, 'newsletter'));
      expect(stored.map((row) => row.fields['firstName'])).toEqual(['Ann']);

      const entry = await lastAudit('form.update');
      expect(entry).toMatchObject({ targetType: 'form', targetId: 'newsletter', actor: 'editor-bot' });
      expect(entry?.parameters['before']).toEqual(form.definition);
      expect(entry?.parameters['after']).toEqual(definition);

      const stale = await call('PUT', '/api/v1/editor/forms/newsletter', { definition, version: form.version });
      expect(stale.statusCode).toBe(409);
    });

    it('refuses a bad definition with the field named and changes nothing', async () => {
      const form = (await call('GET', '/api/v1/editor/forms/field-day')).json();
      const definition = structuredClone(form.definition);
      definition.fields[2].type = 'telepathy';
      const refused = await call('PUT', '/api/v1/editor/forms/field-day', { definition });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('definition.fields[2].type');
      const renamed = await call('PUT', '/api/v1/editor/forms/field-day', {
        definition: { ...form.definition, id: 'other-form' },
      });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toContain('definition.id');
      expect((await call('GET', '/api/v1/editor/forms/field-day')).json()).toEqual(form);
      expect((await call('GET', '/api/v1/editor/forms/no-such-form')).statusCode).toBe(404);
    });
  });

  describe('contact options', () => {
    it('reads and replaces the contact options of a language; the public footer data shows them at once', async () => {
      const before = (await publicGet('/api/wp/getContactOptions?lang=nl')).json();
      const read = (await call('GET', '/api/v1/editor/contact-options/wp/nl')).json();
      expect(read.options).toEqual(before);
      const options = { ...read.options, phoneNumber: '+31 20 123 4567', columnTitle: 'Bel ons' };
      const replaced = await call('PUT', '/api/v1/editor/contact-options/wp/nl', { options, version: read.version });
      expect(replaced.statusCode).toBe(200);
      expect((await publicGet('/api/wp/getContactOptions?lang=nl')).json()).toMatchObject({
        phoneNumber: '+31 20 123 4567',
        columnTitle: 'Bel ons',
      });
      const entry = await lastAudit('contact-options.replace');
      expect(entry).toMatchObject({ targetType: 'contact-options', targetId: 'wp/nl' });
      expect(entry?.parameters['before']).toEqual(before);
      expect(entry?.parameters['after']).toMatchObject({ phoneNumber: '+31 20 123 4567' });

      const stale = await call('PUT', '/api/v1/editor/contact-options/wp/nl', { options, version: read.version });
      expect(stale.statusCode).toBe(409);
    });

    it('refuses bad options with the field named and changes nothing', async () => {
      const before = (await call('GET', '/api/v1/editor/contact-options/wp/en')).json();
      const refused = await call('PUT', '/api/v1/editor/contact-options/wp/en', {
        options: { ...before.options, social: { ...before.options.social, linkedinUrl: 42 } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('options.social.linkedinUrl');
      expect((await call('GET', '/api/v1/editor/contact-options/wp/en')).json()).toEqual(before);
    });
  });
});

const redisUrl = process.env['TEST_REDIS_URL'];

describe.each(testDatabaseKinds)(
  'a record changed through one process, read through another, with Redis on %s',
  (kind) => {
    let test: TestApp | undefined;
    let other: FastifyInstance | undefined;
    let token: string;

    beforeAll(async () => {
      if (!redisUrl) return;
      test = await createTestAppWithDemoContent(kind, { REDIS_URL: redisUrl });
      other = await createSiblingApp(test, { REDIS_URL: redisUrl });
      token = await createTokenService(test.database.db).create('editor-bot', 'content');
    });
    afterAll(async () => {
      await other?.close();
      await test?.close();
    });

    it.skipIf(!redisUrl)('the other process answers with the new contact options at once', async () => {
      if (!test || !other) throw new Error('not started');
      const read = () => other!.inject({ method: 'GET', url: '/api/wp/getContactOptions?lang=en' });
      await read();
      expect((await read()).headers[pageCacheHeader.toLowerCase()]).toBe('hit');
      const current = (
        await test.app.inject({
          method: 'GET',
          url: '/api/v1/editor/contact-options/wp/en',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      const changed = await test.app.inject({
        method: 'PUT',
        url: '/api/v1/editor/contact-options/wp/en',
        headers: { authorization: `Bearer ${token}` },
        payload: { options: { ...current.options, columnTitle: 'Write to us' }, version: current.version },
      });
      expect(changed.statusCode).toBe(200);
      // The other process hears of the change through Redis, a moment later.
      await expect.poll(async () => (await read()).json().columnTitle).toBe('Write to us');
    });
  },
);
