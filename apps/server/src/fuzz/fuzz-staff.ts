import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { csrfHeader, type StaffRole } from '@zilt/contracts/staff';
import { isLimited } from '../modules/staff/staff-guard.ts';
import { base32Decode, totpCode, totpStepAt } from '../modules/staff/totp.ts';
import type { FuzzSessionRole, SessionChoice } from './fuzz-requests.ts';

// The fuzzer's staff sessions: one signed-in account per role and one session waiting for its
// second factor, made through the real account service and signed in through the real HTTP
// routes (an admin enrols its second factor with the module's own TOTP function). Fuzzed
// requests may end them (sign-out, sign-out everywhere, an admin disabling an account, changing
// its role, clearing its second factor): the fuzzer then notices and signs in again, with a new
// account where the old one can no longer be used, so the rest of the run still reaches the
// handlers.

/** The Origin of a page of this host, as `app.inject` sends requests to `localhost`. */
const sameOrigin = 'http://localhost';
/** A session waiting for its second factor lasts five minutes: the fuzzer renews it before. */
const pendingRenewMs = 4 * 60 * 1000;

interface HeldSession {
  /** The session cookie's token and its CSRF token. */
  token: string;
  csrf: string;
  email: string;
  startedAt: number;
}

export interface FuzzStaff {
  /** The cookie, CSRF and Origin headers of a choice, from the sessions live now. */
  headersFor(choice: SessionChoice): Record<string, string>;
  /**
   * Renews what has ended or is about to (call between requests, never during one): the
   * pending session before it times out; with `check`, every session the store no longer lets through.
   */
  keepAlive(check: boolean): Promise<void>;
  /** Staff e-mail addresses the fuzzer made (so generated requests name accounts that exist). */
  emails(): string[];
  /** How many times a session had to be signed in again. */
  renewals(): number;
}

function cookieToken(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join(';') : (setCookie ?? '');
  const token = /zilt_staff=(zss_[A-Za-z0-9_-]+)/.exec(header)?.[1];
  if (!token) throw new Error(`The sign-in set no session cookie (${header})`);
  return token;
}

/** Creates staff accounts, signs them in over HTTP and keeps their sessions live. */
export async function createFuzzStaff(app: FastifyInstance): Promise<FuzzStaff> {
  const accounts = app.services.staff.accounts;
  const sessions = app.services.staff.sessions;
  const held = new Map<FuzzSessionRole, HeldSession>();
  const made: string[] = [];
  let renewed = 0;

  async function post(url: string, body: unknown, session?: HeldSession) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        origin: sameOrigin,
        ...(session ? { cookie: `zilt_staff=${session.token}`, [csrfHeader]: session.csrf } : {}),
      },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 200) {
      throw new Error(`The fuzzer's ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    }
    return { json: response.json(), token: () => cookieToken(response.headers['set-cookie']) };
  }

  /** A new account of the role with a password set through its one-time link. */
  async function newAccount(role: StaffRole): Promise<{ email: string; password: string }> {
    const email = `fuzz-${role}-${made.length + 1}-${randomBytes(3).toString('hex')}@example.org`;
    const created = await accounts.create(email, role, 'fuzzer');
    if (!created.ok) throw new Error(created.message);
    const password = randomBytes(18).toString('base64url');
    await post('/api/v1/staff/password', { token: created.value.link.token, newPassword: password });
    made.push(email);
    return { email, password };
  }

  async function signIn(email: string, password: string): Promise<HeldSession> {
    const answer = await post('/api/v1/staff/sign-in', { email, password });
    return { token: answer.token(), csrf: answer.json.csrfToken, email, startedAt: Date.now() };
  }

  /**
   * A session of a new account of the role: signed in (an admin signs in limited, enrols the
   * second factor with a code of its new secret, signs out, then signs in again through the
   * second-factor step with the code of the next time step, as each step is good once), or with
   * `pending`, an admin's session still waiting for that step.
   */
  async function started(role: FuzzSessionRole): Promise<HeldSession> {
    const { email, password } = await newAccount(role === 'pending' ? 'admin' : role);
    const session = await signIn(email, password);
    if (role === 'editor' || role === 'support') return session;
    const { secret } = (await post('/api/v1/staff/totp/enrol', {}, session)).json as { secret: string };
    const step = totpStepAt(new Date());
    await post('/api/v1/staff/totp/confirm', { code: totpCode(base32Decode(secret), step) }, session);
    await post('/api/v1/staff/sign-out', {}, session);
    const pending = await signIn(email, password);
    if (role === 'pending') return pending;
    const full = await post(
      '/api/v1/staff/sign-in/second-factor',
      { code: totpCode(base32Decode(secret), step + 1) },
      pending,
    );
    return { token: full.token(), csrf: full.json.csrfToken, email, startedAt: Date.now() };
  }

  async function start(role: FuzzSessionRole): Promise<void> {
    held.set(role, await started(role));
  }

  /** Whether a held session still lets its role through: live, of that role, not limited. */
  async function usable(role: FuzzSessionRole, session: HeldSession): Promise<boolean> {
    const active = await sessions.resolve(session.token);
    if (!active || active.account.disabledAt) return false;
    if (role === 'pending') return active.secondFactorPending;
    return !active.secondFactorPending && active.account.role === role && !isLimited(active);
  }

  for (const role of ['editor', 'support', 'admin', 'pending'] as const) await start(role);

  return {
    headersFor(choice) {
      const session = held.get(choice.role);
      const headers: Record<string, string> = {};
      if (session) headers['cookie'] = `zilt_staff=${session.token}`;
      if (choice.csrf === 'right' && session) headers[csrfHeader] = session.csrf;
      if (choice.csrf === 'wrong') headers[csrfHeader] = 'not-the-token';
      if (choice.origin === 'same') headers['origin'] = sameOrigin;
      if (choice.origin === 'foreign') headers['origin'] = 'https://evil.example';
      return headers;
    },
    async keepAlive(check) {
      for (const [role, session] of held) {
        const due = role === 'pending' && Date.now() - session.startedAt > pendingRenewMs;
        if (!due && (!check || (await usable(role, session)))) continue;
        renewed += 1;
        await start(role);
      }
    },
    emails: () => [...made],
    renewals: () => renewed,
  };
}
