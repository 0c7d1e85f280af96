import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupDataSchema, type InvoiceBody } from '@zilt/contracts/subscribers';
import {
  invoicesForYearResponseSchema,
  searchResponseSchema,
  userSubscriptionResponseSchema,
} from '@zilt/contracts/support-api';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { createTestSubscriber, type TestSubscriber } from '../../testing/subscribers.ts';

describe.each(testDatabaseKinds)('support search and checkout calls on %s', (kind) => {
  let test: TestApp;
  let token: string;
  let pro: TestSubscriber;
  const password = 'salt-marsh-samphire';
  beforeAll(async () => {
    test = await createTestApp(kind, { LOGIN_RATE_LIMIT_PER_MINUTE: '5', SUPPORT_RATE_LIMIT_PER_MINUTE: '40' });
    token = await test.app.services.tokens.create('support-desk', 'support');
    pro = await createTestSubscriber(test.database.db, { pro: true });
    const set = await test.app.services.subscribers.changes.apply(
      { ChangeKind: 'ChangePassword', ChangePassword: { NewPassword: password }, UserId: pro.id },
      'test-setup',
    );
    expect(set.ok).toBe(true);
  });
  afterAll(async () => {
    await test?.close();
  });

  /** Each test its own client address, so that the per-address limits of one do not reach another. */
  let address = 0;
  const nextAddress = () => `10.0.0.${(address += 1)}`;

  const searchRequest = (payload: object, remoteAddress = '10.1.0.1', url = '/api/v1/Dev/Search') =>
    test.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: url.includes('apiToken') ? {} : { authorization: `Bearer ${token}` },
      payload,
    });

  it('by e-mail, in any case: the user, the recurring payment, the latest payments and invoices with JsonBody as JSON text', async () => {
    const response = await searchRequest({
      SearchKind: 'UserByEmail',
      SearchUserByEmail: { Email: ` ${pro.email.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(200);
    const found = searchResponseSchema.parse(response.json());
    expect(found.User).toMatchObject({ Id: pro.id, Email: pro.email, HasPassword: true });
    expect(found.User.ActiveSubscription?.Subscription).toMatchObject({
      SubscriptionKind: 'Pro',
      PaymentFrequency: 'Monthly',
      Price: 9.95,
    });
    expect(found.OngoingRecurrentPayment).toMatchObject({
      Id: pro.recurrentPaymentId,
      Status: 'Active',
      OriginalPaymentType: 'iDEAL',
    });
    expect(found.LatestPayments?.map((payment) => payment.PaymentReference)).toEqual(pro.paymentReferences);
    // Two valid invoices; the row whose JsonBody is not an invoice document is dropped and logged.
    // JsonBody stays the JSON text it is stored as; read, it is the accounting document.
    expect(found.LatestInvoices?.map((invoice) => typeof invoice.JsonBody)).toEqual(['string', 'string']);
    expect(
      found.LatestInvoices?.map((invoice) => (JSON.parse(invoice.JsonBody) as InvoiceBody).totalAmountIncludingTax),
    ).toEqual([9.95, 9.95]);
    expect(test.logs()).toMatch(
      /invoice row dropped.*JsonBody\.totalAmountIncludingTax|JsonBody\.totalAmountIncludingTax.*invoice row dropped/,
    );
    expect(found).toMatchObject({ Payment: null, RecurrentPayment: null, ElasticSearchMoreUptoDate: false });
  });

  it('by payment reference: the user, that payment and its recurring payment; the token may come as apiToken and is never logged', async () => {
    const reference = pro.paymentReferences[1]!;
    const response = await searchRequest(
      {
        SearchKind: 'UserByPaymentReference',
        SearchUserByPaymentReference: { PaymentReference: reference.toLowerCase() },
      },
      '10.1.0.2',
      `/api/v1/Dev/Search?apiToken=${encodeURIComponent(token)}`,
    );
    expect(response.statusCode).toBe(200);
    const found = searchResponseSchema.parse(response.json());
    expect(found.User.Id).toBe(pro.id);
    expect(found.Payment).toMatchObject({ PaymentReference: reference, Status: 'Paid', Amount: 9.95 });
    expect(found.RecurrentPayment?.Id).toBe(pro.recurrentPaymentId);
    expect(found).toMatchObject({ LatestPayments: null, LatestInvoices: null });
    expect(test.logs()).not.toContain(token);
  });

  it('answers 404 naming what was not found, 400 for a malformed search and 401 without a support token', async () => {
    const missing = await searchRequest({
      SearchKind: 'UserByEmail',
      SearchUserByEmail: { Email: 'nobody@example.org' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No user has this e-mail address');
    const malformed = await searchRequest({ SearchKind: 'UserByName', SearchUserByName: { Name: 'x' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('SearchKind');
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Search',
      remoteAddress: '10.1.0.9',
      payload: { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: pro.email } },
    });
    expect(anonymous.statusCode).toBe(401);
    const changeAnonymous = await test.app.inject({
      method: 'POST',
      url: '/api/v1/Dev/Change',
      remoteAddress: '10.1.0.9',
      payload: { ChangeKind: 'Block', UserId: pro.id },
    });
    expect(changeAnonymous.statusCode).toBe(401);
    expect(changeAnonymous.json()).toMatchObject({ Ok: false });
  });

  it('limits the support routes per client address', async () => {
    const remoteAddress = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      statuses.push(
        (await searchRequest({ SearchKind: 'UserByEmail', SearchUserByEmail: { Email: pro.email } }, remoteAddress))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(200));
    expect(statuses[40]).toBe(429);
    const other = await searchRequest(
      { SearchKind: 'UserByEmail', SearchUserByEmail: { Email: pro.email } },
      '10.2.0.2',
    );
    expect(other.statusCode).toBe(200);
  });

  const login = (Email: string, Password: string, remoteAddress = nextAddress()) =>
    test.app.inject({ method: 'POST', url: '/api/v1/Account/Login', remoteAddress, payload: { Email, Password } });
  const sessionCookie = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0]!;

  it('signs a subscriber in with an HttpOnly, SameSite session cookie; the checkout calls then answer for that subscriber', async () => {
    const signedIn = await login(pro.email.toUpperCase(), password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ Ok: true, UserId: pro.id });
    const cookieHeader = String(signedIn.headers['set-cookie']);
    expect(cookieHeader).toMatch(/^zilt-session=[A-Za-z0-9_-]{43};/);
    expect(cookieHeader).toContain('HttpOnly');
    expect(cookieHeader).toContain('SameSite=Lax');
    expect(cookieHeader).not.toContain('Secure');
    const cookie = sessionCookie(signedIn);

    const subscription = await test.app.inject({
      method: 'GET',
      url: '/api/v1/Checkout/GetUserSubscription',
      headers: { cookie },
    });
    expect(subscription.statusCode).toBe(200);
    const mine = userSubscriptionResponseSchema.parse(subscription.json());
    expect(mine).toMatchObject({
      UserId: pro.id,
      HasAccess: true,
      OngoingRecurrentPayment: { Id: pro.recurrentPaymentId },
    });
    expect(mine.ActiveSubscription?.Subscription.SubscriptionKind).toBe('Pro');

    const year = new Date().getUTCFullYear();
    const thisYear = await test.app.inject({
      method: 'GET',
      url: '/api/v1/Checkout/InvoicesForYear',
      headers: { cookie },
    });
    expect(thisYear.statusCode).toBe(200);
    const invoices = invoicesForYearResponseSchema.parse(thisYear.json());
    // This year's valid invoice only: the faulty row of this year is dropped.
    expect(invoices.map((invoice) => invoice.InvoiceInfoDate.slice(0, 4))).toEqual([String(year)]);
    expect(typeof invoices[0]?.JsonBody).toBe('string');
    expect((JSON.parse(invoices[0]!.JsonBody) as InvoiceBody).currencyCode).toBe('EUR');
    const lastYear = await test.app.inject({
      method: 'GET',
      url: `/api/v1/Checkout/InvoicesForYear?year=${year - 1}`,
      headers: { cookie },
    });
    expect(invoicesForYearResponseSchema.parse(lastYear.json())).toHaveLength(1);
    const badYear = await test.app.inject({
      method: 'GET',
      url: '/api/v1/Checkout/InvoicesForYear?year=abc',
      headers: { cookie },
    });
    expect(badYear.statusCode).toBe(400);

    const signedOut = await test.app.inject({ method: 'POST', url: '/api/v1/Account/Logout', headers: { cookie } });
    expect(signedOut.statusCode).toBe(200);
    expect(String(signedOut.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await test.app.inject({
      method: 'GET',
      url: '/api/v1/Checkout/GetUserSubscription',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown address alike, and a blocked subscriber after the right password', async () => {
    const wrong = await login(pro.email, 'not-the-password');
    const unknown = await login('nobody@example.org', password);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe(unknown.json().message);

    const blocked = await createTestSubscriber(test.database.db);
    await test.app.services.subscribers.changes.apply(
      { ChangeKind: 'ChangePassword', ChangePassword: { NewPassword: password }, UserId: blocked.id },
      'test-setup',
    );
    const session = sessionCookie(await login(blocked.email, password));
    await test.app.services.subscribers.changes.apply({ ChangeKind: 'Block', UserId: blocked.id }, 'test-setup');
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: '/api/v1/Checkout/GetUserSubscription',
          headers: { cookie: session },
        })
      ).statusCode,
    ).toBe(401);
    const refused = await login(blocked.email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is blocked; contact support');
  });

  it('limits sign-in attempts per client address', async () => {
    const remoteAddress = '10.3.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(pro.email, 'wrong-password', remoteAddress)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('serves the lookup data in its shape', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/Checkout/LookupData' });
    expect(response.statusCode).toBe(200);
    const lookup = lookupDataSchema.parse(response.json());
    expect(lookup.Countries.map((country) => country.Title)).toContain('Netherlands');
    expect(lookup.IDealIssuers.map((issuer) => issuer.BIC)).toContain('INGBNL2A');
    expect(lookup.Languages.map((language) => language.Code)).toEqual(['de', 'en', 'es', 'fr', 'nl']);
    expect(lookup.Subscriptions.map((entry) => `${entry.SubscriptionKind} ${entry.PaymentFrequency}`).sort()).toEqual([
      'Pro Monthly',
      'Pro Yearly',
      'Student Monthly',
      'Student Yearly',
      'Teacher Monthly',
      'Teacher Yearly',
    ]);
  });
});
