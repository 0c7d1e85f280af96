import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageSize, activityResponseSchema } from '@zilt/contracts/support-activity';
import { formOverviewResponseSchema } from '@zilt/contracts/form-overview';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTestSubscriber, type TestSubscriber } from '../../testing/subscribers.ts';

describe.each(testDatabaseKinds)('the activity list and the forms overview on %s', (kind) => {
  let test: TestApp;
  let token: string;
  let subscriber: TestSubscriber;
  beforeAll(async () => {
    test = await createTestApp(kind, { SUPPORT_RATE_LIMIT_PER_MINUTE: '1000' });
    token = await test.app.services.tokens.create('desk-anna', 'support');
    subscriber = await createTestSubscriber(test.database.db);
    const other = await createTestSubscriber(test.database.db);
    const changes = test.app.services.subscribers.changes;
    for (const amount of [1, 2, 3]) {
      await changes.apply(
        { ChangeKind: 'AddTrialDays', AddTrialDays: { Amount: amount }, UserId: subscriber.id },
        'desk-anna',
      );
    }
    await changes.apply(
      { ChangeKind: 'ChangePassword', ChangePassword: { NewPassword: 'salt-marsh-samphire' }, UserId: subscriber.id },
      'desk-anna',
    );
    for (let index = 0; index < activityPageSize + 2; index += 1) {
      await changes.apply({ ChangeKind: 'AddTrialDays', AddTrialDays: { Amount: 1 }, UserId: other.id }, 'desk-bram');
    }
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    test.app.inject({ url, headers });

  it('lists every change newest first, a page at a time, with who made it and never a password', async () => {
    const first = activityResponseSchema.parse((await get('/api/v1/Dev/Activity')).json());
    expect(first.Total).toBe(activityPageSize + 6);
    expect(first.Entries).toHaveLength(activityPageSize);
    expect(first.Entries[0]).toMatchObject({ Actor: 'desk-bram', Kind: 'AddTrialDays', Ok: true });
    const second = activityResponseSchema.parse((await get('/api/v1/Dev/Activity?page=2')).json());
    expect(second.Page).toBe(2);
    expect(second.Entries).toHaveLength(6);
    const times = [...first.Entries, ...second.Entries].map((entry) => entry.At);
    expect(times).toEqual([...times].sort().reverse());
    expect(JSON.stringify(second)).not.toContain('salt-marsh-samphire');
  });

  it("leaves out the editors' work and the staff's sign-ins, which only admins read", async () => {
    const before = activityResponseSchema.parse((await get('/api/v1/Dev/Activity')).json()).Total;
    await recordEdit(test.database.db, {
      actor: 'anna@example.org',
      kind: 'staff.sign-in',
      targetType: 'staff',
      targetId: '1',
      details: { address: '192.0.2.7', browser: 'Firefox' },
    });
    await recordEdit(test.database.db, {
      actor: 'anna@example.org',
      kind: 'page.publish',
      targetType: 'page',
      targetId: '4',
    });
    const after = activityResponseSchema.parse((await get('/api/v1/Dev/Activity')).json());
    expect(after.Total).toBe(before);
    expect(JSON.stringify(after)).not.toContain('192.0.2.7');
  });

  it('filters to one subscriber by e-mail address (any case) or by id', async () => {
    for (const subscriberFilter of [subscriber.email.toUpperCase(), subscriber.id]) {
      const response = await get(`/api/v1/Dev/Activity?subscriber=${encodeURIComponent(subscriberFilter)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const list = activityResponseSchema.parse(response.json());
      expect(list.SubscriberId).toBe(subscriber.id);
      expect(list.Entries.map((entry) => entry.Kind)).toEqual([
        'ChangePassword',
        'AddTrialDays',
        'AddTrialDays',
        'AddTrialDays',
      ]);
      expect(list.Entries[0]!.Parameters).toEqual({ NewPassword: '[not recorded]' });
      expect(list.Entries.every((entry) => entry.TargetId === subscriber.id && entry.Actor === 'desk-anna')).toBe(true);
    }
  });

  it('answers 404 for an unknown e-mail address, 400 naming a bad page and 401 before either without a token', async () => {
    const unknown = await get('/api/v1/Dev/Activity?subscriber=nobody%40example.org');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No user has this e-mail address');
    const bad = await get('/api/v1/Dev/Activity?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('page');
    expect((await get('/api/v1/Dev/Activity?page=0', {})).statusCode).toBe(401);
  });

  it('lists the forms with their number of submissions and their columns, the contact form included', async () => {
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/v1/forms/contact/submissions',
      payload: {
        language: 'nl',
        fillMs: 60_000,
        fields: {
          name: 'Chloé',
          phoneNumber: '0612345678',
          email: 'chloe@example.org',
          subject: 'Vraag',
          body: 'Hallo',
        },
      },
    });
    expect(sent.statusCode).toBe(201);
    const response = await get('/api/v1/forms');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const forms = formOverviewResponseSchema.parse(response.json());
    expect(forms.find((form) => form.id === 'contact')).toMatchObject({
      submissions: 1,
      fields: ['name', 'phoneNumber', 'email', 'subject', 'body'].map((name) => ({ name, label: null })),
    });
    expect((await get('/api/v1/forms', {})).statusCode).toBe(401);
  });
});
