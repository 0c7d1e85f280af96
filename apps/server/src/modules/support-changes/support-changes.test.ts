import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { searchResponseSchema, type ChangeKind, type SearchResponse } from '@zilt/contracts/support-api';
import {
  auditLog,
  esToPgQueue,
  linksAB,
  linksBC,
  payments,
  pgToEsQueue,
  recurrentPayments,
  storeDocuments,
  users,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTestSubscriber, type TestSubscriberOptions } from '../../testing/subscribers.ts';
import { genericEntityTables } from '../subscriber-store/stores.ts';

const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

describe.each(testDatabaseKinds)('support changes on %s', (kind) => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp(kind);
    token = await test.app.services.tokens.create('support-desk', 'support');
  });
  afterAll(async () => {
    await test?.close();
  });

  const db = () => test.database.db;
  const subscriber = (options: TestSubscriberOptions = {}) => createTestSubscriber(db(), options);

  const change = async (body: Record<string, unknown>) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Change',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    return {
      status: response.statusCode,
      body: response.json() as { Ok: boolean; Message: string | null; Id?: string },
    };
  };
  const userChange = (changeKind: ChangeKind, userId: string, parameters?: Record<string, unknown>) =>
    change({ ChangeKind: changeKind, UserId: userId, ...(parameters ? { [changeKind]: parameters } : {}) });

  const search = async (email: string): Promise<SearchResponse> => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Search',
      headers: { authorization: `Bearer ${token}` },
      payload: { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: email } },
    });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json());
  };

  const auditOf = (targetId: string) =>
    db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));

  /** The change was made: 200 with Ok, and its audit record names the token, the kind and the result. */
  async function expectDone(result: Awaited<ReturnType<typeof change>>, changeKind: ChangeKind, targetId: string) {
    expect(result.body.Message).toBeTypeOf('string');
    expect(result).toMatchObject({ status: 200, body: { Ok: true } });
    const [record] = await auditOf(targetId);
    expect(record).toMatchObject({ actor: 'support-desk', kind: changeKind, ok: true, message: result.body.Message });
    expect(record!.at).toBeInstanceOf(Date);
  }

  /** The change was refused with `status` and a message saying why; when the rules refused it, the audit says so too. */
  async function expectRefused(
    result: Awaited<ReturnType<typeof change>>,
    status: number,
    reason: RegExp,
    audited?: { kind: ChangeKind; targetId: string },
  ) {
    expect(result.status).toBe(status);
    expect(result.body.Ok).toBe(false);
    expect(result.body.Message).toMatch(reason);
    if (audited) {
      const [record] = await auditOf(audited.targetId);
      expect(record).toMatchObject({ kind: audited.kind, ok: false, message: result.body.Message });
    }
  }

  describe('user changes', () => {
    it('AddTrialDays adds to the allotted and remaining days; zero, or taking away more than allotted, changes nothing', async () => {
      const user = await subscriber();
      await expectDone(await userChange('AddTrialDays', user.id, { Amount: 5 }), 'AddTrialDays', user.id);
      expect((await search(user.email)).User).toMatchObject({ TrialDaysAllotted: 19, CachedTrialDaysLeft: 5 });

      await expectRefused(await userChange('AddTrialDays', user.id, { Amount: 0 }), 400, /Amount.*must not be zero/);
      await expectRefused(await userChange('AddTrialDays', user.id, { Amount: -20 }), 409, /has 19 trial days/, {
        kind: 'AddTrialDays',
        targetId: user.id,
      });
      expect((await search(user.email)).User).toMatchObject({ TrialDaysAllotted: 19, CachedTrialDaysLeft: 5 });
    });

    it('Block blocks the user; blocking a blocked user is refused', async () => {
      const user = await subscriber();
      await expectDone(await userChange('Block', user.id, {}), 'Block', user.id);
      expect((await search(user.email)).User.Blocked).toBe(true);
      await expectRefused(await userChange('Block', user.id), 409, /blocked already/, {
        kind: 'Block',
        targetId: user.id,
      });
      expect((await search(user.email)).User.Blocked).toBe(true);
    });

    it('Unblock unblocks the user; unblocking a user who is not blocked is refused', async () => {
      const user = await subscriber({ blocked: true });
      await expectDone(await userChange('Unblock', user.id), 'Unblock', user.id);
      expect((await search(user.email)).User.Blocked).toBe(false);
      await expectRefused(await userChange('Unblock', user.id), 409, /not blocked/, {
        kind: 'Unblock',
        targetId: user.id,
      });
    });

    it('ChangeCountry sets a country of the lookup data; an unknown country changes nothing', async () => {
      const user = await subscriber();
      await expectDone(await userChange('ChangeCountry', user.id, { NewCountry: 'belgium' }), 'ChangeCountry', user.id);
      expect((await search(user.email)).User.Country).toBe('Belgium');
      await expectRefused(
        await userChange('ChangeCountry', user.id, { NewCountry: 'Atlantis' }),
        400,
        /Unknown country "Atlantis"/,
        {
          kind: 'ChangeCountry',
          targetId: user.id,
        },
      );
      expect((await search(user.email)).User.Country).toBe('Belgium');
    });

    it('answers with the key and parameters of its message beside the English Message, done or refused, so the Mini-Admin can translate it', async () => {
      const user = await subscriber();
      const done = await userChange('ChangeCountry', user.id, { NewCountry: 'DE' });
      expect(done).toMatchObject({
        status: 200,
        body: {
          Ok: true,
          Message: 'Country changed to Germany',
          MessageKey: 'CountryChanged',
          MessageParameters: { country: 'Germany', countryCode: 'DE' },
        },
      });
      const refused = await userChange('ChangeCountry', user.id, { NewCountry: 'de' });
      expect(refused).toMatchObject({
        status: 409,
        body: {
          Ok: false,
          Message: "The user's country is Germany already",
          message: "The user's country is Germany already",
          MessageKey: 'SameCountry',
          MessageParameters: { country: 'Germany', countryCode: 'DE' },
        },
      });
      const entity = await change({ ChangeKind: 'CreateA', CreateA: {}, SaveTo: 'PG' });
      expect(entity.body).toMatchObject({
        Ok: true,
        MessageKey: 'EntityCreated',
        MessageParameters: { entity: 'A', id: entity.body.Id, store: 'PG' },
      });
      // Input the schema refuses carries no key: its message names the field for a developer.
      const invalid = await userChange('AddTrialDays', user.id, { Amount: 'five' });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ Ok: false });
      expect(invalid.body).not.toHaveProperty('MessageKey');
    });

    it('ChangeEmailAddress moves the user to the new address; an address of another user or not an address changes nothing', async () => {
      const user = await subscriber();
      const other = await subscriber();
      const newAddress = `renamed.${user.id.slice(0, 8)}@example.net`;
      await expectDone(
        await userChange('ChangeEmailAddress', user.id, { NewEmailAddress: newAddress }),
        'ChangeEmailAddress',
        user.id,
      );
      expect((await search(newAddress.toUpperCase())).User.Id).toBe(user.id);

      await expectRefused(
        await userChange('ChangeEmailAddress', user.id, { NewEmailAddress: other.email.toUpperCase() }),
        409,
        /belongs to another user/,
        { kind: 'ChangeEmailAddress', targetId: user.id },
      );
      await expectRefused(
        await userChange('ChangeEmailAddress', user.id, { NewEmailAddress: 'not an address' }),
        400,
        /NewEmailAddress.*e-mail address/,
      );
      expect((await search(newAddress)).User.Email).toBe(newAddress);
    });

    it('ChangeNextPaymentDate moves the recurring payment of an active Pro subscription; without one it is refused', async () => {
      const pro = await subscriber({ pro: true });
      const date = inDays(45);
      await expectDone(
        await userChange('ChangeNextPaymentDate', pro.id, { NextPaymentDate: date }),
        'ChangeNextPaymentDate',
        pro.id,
      );
      expect((await search(pro.email)).OngoingRecurrentPayment?.NextPaymentDate.slice(0, 10)).toBe(date);

      const student = await subscriber({ running: 'Student' });
      await expectRefused(
        await userChange('ChangeNextPaymentDate', student.id, { NextPaymentDate: date }),
        409,
        /only for an active Pro subscription/,
        { kind: 'ChangeNextPaymentDate', targetId: student.id },
      );
      await expectRefused(
        await userChange('ChangeNextPaymentDate', pro.id, { NextPaymentDate: inDays(-3) }),
        400,
        /must lie in the future/,
      );
      expect((await search(pro.email)).OngoingRecurrentPayment?.NextPaymentDate.slice(0, 10)).toBe(date);
    });

    it('ChangePassword lets the subscriber sign in with the new password and keeps no secret in the audit; a short one is refused', async () => {
      const user = await subscriber();
      const password = 'brackish-water-2026';
      await expectDone(
        await userChange('ChangePassword', user.id, { NewPassword: password }),
        'ChangePassword',
        user.id,
      );
      const [record] = await auditOf(user.id);
      expect(record!.parameters).toEqual({ NewPassword: '[not recorded]' });
      expect(JSON.stringify(record)).not.toContain(password);
      expect(test.logs()).not.toContain(password);
      const login = await test.app.inject({
        method: 'POST',
        url: '/api/v1/Account/Login',
        payload: { Email: user.email, Password: password },
      });
      expect(login.statusCode).toBe(200);

      await expectRefused(
        await userChange('ChangePassword', user.id, { NewPassword: 'short' }),
        400,
        /at least 8 characters/,
      );
      const [stored] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      expect(stored!.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    });

    it('CreateOpenPayment adds an open payment findable by its reference; a due date in the past changes nothing', async () => {
      const user = await subscriber();
      const due = inDays(14);
      const result = await userChange('CreateOpenPayment', user.id, { Amount: 12.5, Due: due });
      await expectDone(result, 'CreateOpenPayment', user.id);
      const reference = result.body.Id!;
      const found = await test.app.inject({
        method: 'POST',
        url: '/api/v1/Dev/Search',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          SearchKind: 'UserByPaymentReference',
          SearchUserByPaymentReference: { PaymentReference: reference },
        },
      });
      expect(searchResponseSchema.parse(found.json()).Payment).toMatchObject({ Amount: 12.5, Status: 'Open' });

      await expectRefused(
        await userChange('CreateOpenPayment', user.id, { Amount: 12.5, Due: inDays(-2) }),
        400,
        /must not lie in the past/,
        { kind: 'CreateOpenPayment', targetId: user.id },
      );
      await expectRefused(await userChange('CreateOpenPayment', user.id, { Amount: -3, Due: due }), 400, /Amount/);
      expect((await search(user.email)).LatestPayments).toHaveLength(1);
    });

    for (const grant of ['Student', 'Teacher'] as const) {
      it(`Create${grant}Subscription grants access until a date; while a Student or Teacher subscription runs it is refused`, async () => {
        const user = await subscriber();
        const until = inDays(200);
        const changeKind = `Create${grant}Subscription` as const;
        await expectDone(await userChange(changeKind, user.id, { Until: until }), changeKind, user.id);
        const [granted] = (await search(user.email)).User.TerminatedSubscriptions;
        expect(granted?.Subscription.SubscriptionKind).toBe(grant);
        expect(granted?.NextPaymentDateWhenTerminated?.slice(0, 10)).toBe(until);

        const other = grant === 'Student' ? 'Teacher' : 'Student';
        const running = await subscriber({ running: other });
        await expectRefused(
          await userChange(changeKind, running.id, { Until: until }),
          409,
          new RegExp(`${other} subscription running until`),
          {
            kind: changeKind,
            targetId: running.id,
          },
        );
        expect((await search(running.email)).User.TerminatedSubscriptions).toHaveLength(1);
        await expectRefused(
          await userChange(changeKind, user.id, { Until: inDays(-1) }),
          400,
          /must lie in the future/,
        );
      });
    }

    it('DeleteUser removes the user and what they own, keeps the audit and queues the removal; an unknown user is refused', async () => {
      const user = await subscriber({ pro: true });
      await expectDone(await userChange('DeleteUser', user.id), 'DeleteUser', user.id);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/Dev/Search',
        headers: { authorization: `Bearer ${token}` },
        payload: { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: user.email } },
      });
      expect(response.statusCode).toBe(404);
      expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
      const queued = await db().select().from(pgToEsQueue).where(eq(pgToEsQueue.entityId, user.id));
      expect(queued.at(-1)).toMatchObject({ kind: 'user', operation: 'delete' });

      await expectRefused(await userChange('DeleteUser', user.id), 404, /No user has the id/, {
        kind: 'DeleteUser',
        targetId: user.id,
      });
    });

    it('accepts "Delete" with its DeleteUser member as the name of DeleteUser, with or without the member', async () => {
      for (const body of [
        (userId: string) => ({ ChangeKind: 'Delete', DeleteUser: {}, UserId: userId }),
        (userId: string) => ({ ChangeKind: 'Delete', UserId: userId }),
      ]) {
        const user = await subscriber({ pro: true });
        await expectDone(await change(body(user.id)), 'DeleteUser', user.id);
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/v1/Dev/Search',
          headers: { authorization: `Bearer ${token}` },
          payload: { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: user.email } },
        });
        expect(response.statusCode).toBe(404);
      }
      // The member keeps its rule: DeleteUser takes no parameters.
      const kept = await subscriber();
      const refused = await change({ ChangeKind: 'Delete', DeleteUser: { Now: true }, UserId: kept.id });
      expect(refused.status).toBe(400);
      expect(refused.body.Ok).toBe(false);
      expect((await search(kept.email)).User.Id).toBe(kept.id);
    });

    it("DeletePayment removes the user's payment; a reference of another user's payment changes nothing", async () => {
      const user = await subscriber({ pro: true });
      const other = await subscriber({ pro: true });
      const [reference] = user.paymentReferences;
      await expectDone(
        await userChange('DeletePayment', user.id, { PaymentReference: reference }),
        'DeletePayment',
        user.id,
      );
      expect((await search(user.email)).LatestPayments?.map((payment) => payment.PaymentReference)).not.toContain(
        reference,
      );

      await expectRefused(
        await userChange('DeletePayment', user.id, { PaymentReference: other.paymentReferences[0] }),
        404,
        /No payment with reference .* belongs to this user/,
        { kind: 'DeletePayment', targetId: user.id },
      );
      expect((await search(other.email)).LatestPayments).toHaveLength(2);
    });

    it('ExtendPayment moves the due date of an open payment; a paid payment cannot be extended', async () => {
      const user = await subscriber({ pro: true, openPayment: true });
      const [open, paid] = user.paymentReferences;
      const due = inDays(30);
      await expectDone(
        await userChange('ExtendPayment', user.id, { PaymentReference: open, Due: due }),
        'ExtendPayment',
        user.id,
      );
      const payment = (await search(user.email)).LatestPayments?.find((entry) => entry.PaymentReference === open);
      expect(payment?.DueDate?.slice(0, 10)).toBe(due);

      await expectRefused(
        await userChange('ExtendPayment', user.id, { PaymentReference: paid, Due: due }),
        409,
        /Only an open payment can be extended/,
        { kind: 'ExtendPayment', targetId: user.id },
      );
      await expectRefused(
        await userChange('ExtendPayment', user.id, { PaymentReference: open, Due: inDays(5) }),
        400,
        /must lie after the payment's present due date/,
      );
    });

    it('TerminateSubscription ends the active subscription with access until the next payment date; without one it is refused', async () => {
      const user = await subscriber({ pro: true });
      const before = await search(user.email);
      await expectDone(await userChange('TerminateSubscription', user.id), 'TerminateSubscription', user.id);
      const after = await search(user.email);
      expect(after.User.ActiveSubscription).toBeNull();
      expect(after.User.TerminatedSubscriptions.at(-1)?.NextPaymentDateWhenTerminated).toBe(
        before.OngoingRecurrentPayment?.NextPaymentDate,
      );
      const [recurrent] = await db()
        .select()
        .from(recurrentPayments)
        .where(eq(recurrentPayments.id, user.recurrentPaymentId!));
      expect(recurrent?.status).toBe('Cancelled');

      await expectRefused(await userChange('TerminateSubscription', user.id), 409, /no active subscription/, {
        kind: 'TerminateSubscription',
        targetId: user.id,
      });
    });

    it('TerminateSubscriptionAndRevokeAccess ends access now and signs the user out; a user without access is refused', async () => {
      const user = await subscriber({ pro: true });
      await expectDone(
        await userChange('TerminateSubscriptionAndRevokeAccess', user.id),
        'TerminateSubscriptionAndRevokeAccess',
        user.id,
      );
      const after = await search(user.email);
      expect(after.User.ActiveSubscription).toBeNull();
      expect(Date.parse(after.User.TerminatedSubscriptions.at(-1)!.NextPaymentDateWhenTerminated!)).toBeLessThanOrEqual(
        Date.now(),
      );

      await expectRefused(
        await userChange('TerminateSubscriptionAndRevokeAccess', user.id),
        409,
        /no subscription that gives access/,
        {
          kind: 'TerminateSubscriptionAndRevokeAccess',
          targetId: user.id,
        },
      );
    });

    for (const grant of ['Student', 'Teacher'] as const) {
      it(`Terminate${grant}Subscription ends a running ${grant} subscription now; without one it is refused`, async () => {
        const user = await subscriber({ running: grant });
        const changeKind = `Terminate${grant}Subscription` as const;
        await expectDone(await userChange(changeKind, user.id), changeKind, user.id);
        const [ended] = (await search(user.email)).User.TerminatedSubscriptions;
        expect(Date.parse(ended!.NextPaymentDateWhenTerminated!)).toBeLessThanOrEqual(Date.now());

        const other = await subscriber({ running: grant === 'Student' ? 'Teacher' : 'Student' });
        await expectRefused(
          await userChange(changeKind, other.id),
          409,
          new RegExp(`no running ${grant} subscription`),
          {
            kind: changeKind,
            targetId: other.id,
          },
        );
        const [untouched] = (await search(other.email)).User.TerminatedSubscriptions;
        expect(Date.parse(untouched!.NextPaymentDateWhenTerminated!)).toBeGreaterThan(Date.now());
      });
    }

    it('a change queues the user for the search-document store, which is then older than the row', async () => {
      const user = await subscriber();
      await db()
        .insert(storeDocuments)
        .values({ kind: 'user', id: user.id, document: {}, updatedAt: new Date(Date.now() + day) });
      expect((await search(user.email)).ElasticSearchMoreUptoDate).toBe(true);
      await expectDone(await userChange('AddTrialDays', user.id, { Amount: 1 }), 'AddTrialDays', user.id);
      await db()
        .update(storeDocuments)
        .set({ updatedAt: new Date(Date.now() - day) })
        .where(eq(storeDocuments.id, user.id));
      expect((await search(user.email)).ElasticSearchMoreUptoDate).toBe(false);
      const queued = await db().select().from(pgToEsQueue).where(eq(pgToEsQueue.entityId, user.id));
      expect(queued).toHaveLength(1);
    });

    it('two changes to one user made at the same time both take effect', async () => {
      const user = await subscriber();
      const results = await Promise.all([
        ...Array.from({ length: 8 }, () => userChange('AddTrialDays', user.id, { Amount: 1 })),
        userChange('ChangeCountry', user.id, { NewCountry: 'Germany' }),
        userChange('Block', user.id),
      ]);
      expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
      expect((await search(user.email)).User).toMatchObject({
        TrialDaysAllotted: 22,
        CachedTrialDaysLeft: 8,
        Country: 'Germany',
        Blocked: true,
      });
      const records = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, user.id), eq(auditLog.ok, true)));
      expect(records).toHaveLength(10);
    });

    it('the audit log refuses to be changed or emptied', async () => {
      const [record] = await db().select().from(auditLog).limit(1);
      await expect(db().update(auditLog).set({ ok: false }).where(eq(auditLog.id, record!.id))).rejects.toThrow();
      await expect(db().delete(auditLog).where(eq(auditLog.id, record!.id))).rejects.toThrow();
      await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
    });
  });

  describe.each(['PG', 'ES'] as const)('generic entities saved to %s', (store) => {
    const other = store === 'PG' ? 'ES' : 'PG';
    const queue = store === 'PG' ? pgToEsQueue : esToPgQueue;

    async function exists(entity: 'A' | 'B' | 'C', id: string) {
      if (store === 'PG') {
        const table = genericEntityTables[entity];
        return (await db().select().from(table).where(eq(table.id, id)))[0];
      }
      const [row] = await db()
        .select()
        .from(storeDocuments)
        .where(and(eq(storeDocuments.kind, entity), eq(storeDocuments.id, id)));
      return row?.document;
    }

    async function create(entity: 'A' | 'B' | 'C') {
      const result = await change({ ChangeKind: `Create${entity}`, [`Create${entity}`]: { SaveTo: store } });
      await expectDone(result, `Create${entity}`, result.body.Id!);
      return result.body.Id!;
    }

    for (const entity of ['A', 'B', 'C'] as const) {
      it(`Create${entity}, Update${entity} and Delete${entity} act in ${store} and queue for ${other}; an unknown id or no store changes nothing`, async () => {
        const id = await create(entity);
        expect(await exists(entity, id)).toBeTruthy();
        const queued = await db().select().from(queue).where(eq(queue.entityId, id));
        expect(queued).toMatchObject([{ kind: entity, operation: 'upsert' }]);

        const updated = await change({
          ChangeKind: `Update${entity}`,
          [`Update${entity}`]: { guid: id, Label: 'renamed' },
          SaveTo: store,
        });
        await expectDone(updated, `Update${entity}`, id);
        expect(await exists(entity, id)).toMatchObject(
          store === 'PG' ? { label: 'renamed', revision: 2 } : { Label: 'renamed', Revision: 2 },
        );

        const missing = crypto.randomUUID();
        await expectRefused(
          await change({ ChangeKind: `Update${entity}`, [`Update${entity}`]: { guid: missing }, SaveTo: store }),
          404,
          new RegExp(`No ${entity} with id ${missing} is in the ${store} store`),
          { kind: `Update${entity}`, targetId: missing },
        );
        await expectRefused(
          await change({ ChangeKind: `Create${entity}`, [`Create${entity}`]: {} }),
          400,
          /SaveTo is required/,
        );

        await expectDone(
          await change({ ChangeKind: `Delete${entity}`, [`Delete${entity}`]: { guid: id }, SaveTo: store }),
          `Delete${entity}`,
          id,
        );
        expect(await exists(entity, id)).toBeUndefined();
        await expectRefused(
          await change({ ChangeKind: `Delete${entity}`, [`Delete${entity}`]: { guid: id }, SaveTo: store }),
          404,
          /is in the/,
          { kind: `Delete${entity}`, targetId: id },
        );
      });
    }

    for (const [name, from, to] of [
      ['AB', 'A', 'B'],
      ['BC', 'B', 'C'],
    ] as const) {
      it(`Link${name} and Unlink${name} join and part ${from} and ${to} in ${store}; linking twice or parting what is not linked changes nothing`, async () => {
        const fromId = await create(from);
        const toId = await create(to);
        const ids = { [`${from}Id`]: fromId, [`${to}Id`]: toId };
        const linked = async () => {
          if (store === 'ES') return ((await exists(from, fromId)) as { LinkedIds: string[] }).LinkedIds.includes(toId);
          const rows =
            name === 'AB'
              ? await db()
                  .select()
                  .from(linksAB)
                  .where(and(eq(linksAB.aId, fromId), eq(linksAB.bId, toId)))
              : await db()
                  .select()
                  .from(linksBC)
                  .where(and(eq(linksBC.bId, fromId), eq(linksBC.cId, toId)));
          return rows.length === 1;
        };
        const target = `${fromId}:${toId}`;
        await expectDone(
          await change({ ChangeKind: `Link${name}`, [`Link${name}`]: ids, SaveTo: store }),
          `Link${name}`,
          target,
        );
        expect(await linked()).toBe(true);
        await expectRefused(
          await change({ ChangeKind: `Link${name}`, [`Link${name}`]: ids, SaveTo: store }),
          409,
          /linked already/,
          {
            kind: `Link${name}`,
            targetId: target,
          },
        );
        expect(await linked()).toBe(true);

        await expectDone(
          await change({ ChangeKind: `Unlink${name}`, [`Unlink${name}`]: ids, SaveTo: store }),
          `Unlink${name}`,
          target,
        );
        expect(await linked()).toBe(false);
        await expectRefused(
          await change({ ChangeKind: `Unlink${name}`, [`Unlink${name}`]: ids, SaveTo: store }),
          409,
          /not linked/,
          {
            kind: `Unlink${name}`,
            targetId: target,
          },
        );
        await expectRefused(
          await change({
            ChangeKind: `Link${name}`,
            [`Link${name}`]: { ...ids, [`${to}Id`]: crypto.randomUUID() },
            SaveTo: store,
          }),
          404,
          new RegExp(`No ${to} with id`),
        );
      });
    }
  });
});
