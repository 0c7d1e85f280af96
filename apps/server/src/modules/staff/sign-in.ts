import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import type { RateCounter } from '../rate-limit/rate-counter.ts';
import type { AccountService, StaffAccount } from './account-service.ts';
import { verifyStaffPassword } from './password-hashing.ts';
import type { ActiveSession, SessionService } from './session-service.ts';

export interface SignInLimits {
  /** Sign-in attempts (password or code) one address may make per window. */
  perAddress: number;
  addressWindowMs: number;
  /** Failed sign-ins of one account after which it is locked until the window ends. */
  lockoutFailures: number;
  lockoutWindowMs: number;
}

export interface Attempt {
  address: string;
  userAgent: string | undefined;
}

export type SignInOutcome =
  | { ok: true; state: 'signed-in' | 'second-factor-required'; token: string }
  | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

const signInKinds = ['staff.sign-in', 'staff.sign-in-failed'];
/** Sign-ins listed to their account. */
const listedSignIns = 20;

/** What the audit entry of an attempt keeps of the client: its address and browser. */
function clientOf(attempt: Attempt) {
  return { address: attempt.address, userAgent: attempt.userAgent?.slice(0, 200) ?? null };
}

/**
 * Signing in: e-mail and password, then (when the account has it) the second factor. Attempts
 * are limited per address and failures lock the account for a while, both counted in the shared
 * database so the limits hold across every process. Every sign-in and every failed one is audited.
 */
export function createSignIn(options: {
  db: Database;
  accounts: AccountService;
  sessions: SessionService;
  counter: RateCounter;
  limits: SignInLimits;
}) {
  const { db, accounts, sessions, counter, limits } = options;

  /** A refusal when the address or the account is over its limit, else undefined. */
  async function overLimit(attempt: Attempt, email: string): Promise<SignInOutcome | undefined> {
    const fromAddress = await counter.hit('staff-sign-in-address', attempt.address, limits.addressWindowMs);
    if (fromAddress.count > limits.perAddress) {
      const retryAfterSeconds = Math.max(1, Math.ceil(fromAddress.resetsInMs / 1000));
      return {
        ok: false,
        status: 429,
        message: `Too many sign-in attempts from this address; try again in ${retryAfterSeconds} seconds`,
        retryAfterSeconds,
      };
    }
    const failures = await counter.current('staff-lockout', email);
    if (failures.count >= limits.lockoutFailures) {
      const retryAfterSeconds = Math.max(1, Math.ceil(failures.resetsInMs / 1000));
      return {
        ok: false,
        status: 429,
        message: `The account is locked after too many failed sign-ins; try again in ${retryAfterSeconds} seconds`,
        retryAfterSeconds,
      };
    }
    return undefined;
  }

  async function failed(
    email: string,
    account: StaffAccount | undefined,
    attempt: Attempt,
    reason: string,
  ): Promise<void> {
    await counter.hit('staff-lockout', email, limits.lockoutWindowMs);
    await recordEdit(db, {
      actor: email.slice(0, 254),
      kind: 'staff.sign-in-failed',
      targetType: 'staff',
      targetId: account ? String(account.id) : null,
      details: { ...clientOf(attempt), reason },
      ok: false,
    });
  }

  async function succeeded(account: StaffAccount, attempt: Attempt, method: string): Promise<void> {
    await recordEdit(db, {
      actor: account.email,
      kind: 'staff.sign-in',
      targetType: 'staff',
      targetId: String(account.id),
      details: { ...clientOf(attempt), method },
    });
  }

  return {
    async withPassword(emailTyped: string, password: string, attempt: Attempt): Promise<SignInOutcome> {
      const email = emailTyped.trim().toLowerCase();
      const refused = await overLimit(attempt, email);
      if (refused) {
        await recordEdit(db, {
          actor: email.slice(0, 254),
          kind: 'staff.sign-in-failed',
          targetType: 'staff',
          targetId: null,
          details: { ...clientOf(attempt), reason: 'limit' },
          ok: false,
        });
        return refused;
      }
      const account = await accounts.byEmail(email);
      // The password is checked (against a decoy without an account) in every case, so the
      // answer's timing does not tell whether the address has an account.
      const right = await verifyStaffPassword(password, account?.passwordHash ?? null);
      if (!account || !right || account.disabledAt) {
        await failed(email, account, attempt, account?.disabledAt ? 'disabled' : 'password');
        return { ok: false, status: 401, message: 'The e-mail address or the password is not right' };
      }
      if (account.totpEnabledAt) {
        return { ok: true, state: 'second-factor-required', token: await sessions.start(account.id, true) };
      }
      await succeeded(account, attempt, 'password');
      return { ok: true, state: 'signed-in', token: await sessions.start(account.id, false) };
    },

    async withSecondFactor(
      pending: ActiveSession,
      proof: { code: string } | { recoveryCode: string },
      attempt: Attempt,
    ): Promise<SignInOutcome> {
      const account = pending.account;
      const refused = await overLimit(attempt, account.email);
      if (refused) {
        await sessions.end(pending.id);
        return refused;
      }
      const method = await accounts.checkSecondFactor(account, proof);
      if (!method) {
        await failed(account.email, account, attempt, 'code' in proof ? 'code' : 'recovery-code');
        return { ok: false, status: 401, message: 'The code is not right' };
      }
      await succeeded(account, attempt, method);
      return { ok: true, state: 'signed-in', token: await sessions.completeSecondFactor(pending.id) };
    },

    /** The account's recent sign-ins and failed sign-ins, newest first. */
    async recent(accountId: number) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, 'staff'),
            eq(auditLog.targetId, String(accountId)),
            inArray(auditLog.kind, signInKinds),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(listedSignIns);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        ok: row.ok,
        method: typeof row.parameters['method'] === 'string' ? row.parameters['method'] : null,
        reason: typeof row.parameters['reason'] === 'string' ? row.parameters['reason'] : null,
        address: typeof row.parameters['address'] === 'string' ? row.parameters['address'] : null,
        userAgent: typeof row.parameters['userAgent'] === 'string' ? row.parameters['userAgent'] : null,
      }));
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
