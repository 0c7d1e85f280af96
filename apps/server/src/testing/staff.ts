import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { csrfHeader, type StaffRole } from '@zilt/contracts/staff';
import { base32Decode, totpCode, totpStepAt } from '../modules/staff/totp.ts';

/** The origin of requests made with `app.inject` (its host is `localhost:80`). */
export const sameSiteOrigin = 'http://localhost';

export const testPassword = 'correct horse battery staple';

export interface StaffBrowser {
  /** The session cookie, as a browser sends it back (`name=value`). */
  cookie: string;
  csrfToken: string;
}

/** The `name=value` of the session cookie an answer sets, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const line = lines.find((item) => /^(__Host-)?zilt_staff=/.test(item));
  return line?.split(';')[0];
}

/** The one-time token in a password link (`…/dev/password#token=…`). */
export function tokenOfLink(link: string): string {
  const token = new URL(link).hash.match(/token=([^&]+)/)?.[1];
  if (!token) throw new Error(`No token in the link ${link}`);
  return decodeURIComponent(token);
}

/** Headers of a request a signed-in staff page sends: its cookie, its own origin and the CSRF token. */
export function asStaff(browser: StaffBrowser): Record<string, string> {
  return { cookie: browser.cookie, origin: sameSiteOrigin, [csrfHeader]: browser.csrfToken };
}

/** A staff account with its password set through its one-time link, as a new staff member does. */
export async function addStaffMember(
  app: FastifyInstance,
  email: string,
  role: StaffRole,
  password = testPassword,
): Promise<{ id: number; email: string; password: string }> {
  const created = await app.services.staff.accounts.create(email, role, 'test');
  if (!created.ok) throw new Error(created.message);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/password',
    payload: { token: created.value.link.token, newPassword: password },
  });
  if (response.statusCode !== 200) throw new Error(`Setting the password failed: ${response.body}`);
  return { id: created.value.account.id, email, password };
}

/** Signs in with e-mail and password (the first step); answers the response and the browser state. */
export async function signInWithPassword(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/staff/sign-in', payload: { email, password } });
  const cookie = sessionCookieOf(response);
  const browser =
    cookie && response.statusCode === 200 ? { cookie, csrfToken: response.json().csrfToken as string } : undefined;
  return { response, browser };
}

/** Signs in an account without a second factor; fails the test otherwise. */
export async function signIn(app: FastifyInstance, email: string, password = testPassword): Promise<StaffBrowser> {
  const { response, browser } = await signInWithPassword(app, email, password);
  if (!browser || response.json().state !== 'signed-in') throw new Error(`Sign-in failed: ${response.body}`);
  return browser;
}

/** The code an authenticator app shows for `secret` at `at`. */
export function authenticatorCode(secret: string, at: Date): string {
  return totpCode(base32Decode(secret), totpStepAt(at));
}

/** Turns the second factor on for a signed-in browser; answers the secret and the recovery codes. */
export async function enrolTotp(app: FastifyInstance, browser: StaffBrowser, at: Date) {
  const enrol = await app.inject({ method: 'POST', url: '/api/v1/staff/totp/enrol', headers: asStaff(browser) });
  if (enrol.statusCode !== 200) throw new Error(`Enrolment failed: ${enrol.body}`);
  const secret = enrol.json().secret as string;
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/totp/confirm',
    headers: asStaff(browser),
    payload: { code: authenticatorCode(secret, at) },
  });
  if (confirm.statusCode !== 200) throw new Error(`Confirmation failed: ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/** Signs in an account with its second factor (a code of `secret` at `at`, or a recovery code). */
export async function signInWithSecondFactor(
  app: FastifyInstance,
  email: string,
  proof: { code: string } | { recoveryCode: string },
  password = testPassword,
) {
  const first = await signInWithPassword(app, email, password);
  if (!first.browser || first.response.json().state !== 'second-factor-required') {
    throw new Error(`The password step did not ask for the second factor: ${first.response.body}`);
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/sign-in/second-factor',
    headers: asStaff(first.browser),
    payload: proof,
  });
  const cookie = sessionCookieOf(response);
  const browser =
    cookie && response.statusCode === 200 ? { cookie, csrfToken: response.json().csrfToken as string } : undefined;
  return { pending: first.browser, response, browser };
}
