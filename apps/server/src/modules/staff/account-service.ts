import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { StaffListing, StaffRole } from '@zilt/contracts/staff';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffPasswordLinks, staffRecoveryCodes, staffSessions } from '../../db/schema.ts';
import { recordEdit } from '../audit/edit-audit.ts';
import { isUniqueViolation } from '../forms/form-service.ts';
import { hashStaffPassword, verifyStaffPassword } from './password-hashing.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** SHA-256 of a secret token (links, sessions, recovery codes), as stored. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Whether two hex digests are equal, compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const recoveryCodeCount = 10;

/** A recovery code as people copy it: ten letters and digits in two groups (`abcde-12345`). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A typed recovery code without spaces, dashes or capitals, as it is hashed. */
function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export type AccountError = { ok: false; status: 400 | 403 | 404 | 409; field?: string; message: string };
export type AccountOutcome<T> = { ok: true; value: T } | AccountError;

function refuse(status: AccountError['status'], message: string, field?: string): AccountError {
  return { ok: false, status, message, ...(field ? { field } : {}) };
}

export function listingOf(account: StaffAccount): StaffListing {
  return {
    id: account.id,
    email: account.email,
    role: account.role as StaffRole,
    totpEnabled: account.totpEnabledAt !== null,
    passwordSet: account.passwordHash !== null,
    disabled: account.disabledAt !== null,
    createdAt: account.createdAt.toISOString(),
  };
}

export interface PasswordLink {
  token: string;
  expiresAt: Date;
}

/**
 * Staff accounts: creating them, one-time password links, passwords, roles, the TOTP second
 * factor and its recovery codes. Every change is audited in its own transaction.
 */
export function createAccountService(db: Database, options: { linkHours: number; now: () => Date }) {
  async function byEmail(email: string): Promise<StaffAccount | undefined> {
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.toLowerCase()));
    return account;
  }

  async function byId(id: number): Promise<StaffAccount | undefined> {
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
    return account;
  }

  /** A new link for the account; links given out before for it stop working. */
  async function issueLink(tx: Database, accountId: number): Promise<PasswordLink> {
    const token = `zsl_${randomBytes(32).toString('base64url')}`;
    const expiresAt = new Date(options.now().getTime() + options.linkHours * 3600_000);
    await tx.delete(staffPasswordLinks).where(eq(staffPasswordLinks.accountId, accountId));
    await tx.insert(staffPasswordLinks).values({ accountId, tokenHash: sha256Hex(token), expiresAt });
    return { token, expiresAt };
  }

  return {
    byEmail,
    byId,

    async list(): Promise<StaffListing[]> {
      const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
      return rows.map(listingOf);
    },

    /** A new account without a password, and the one-time link that sets it. */
    async create(
      email: string,
      role: StaffRole,
      actor: string,
    ): Promise<AccountOutcome<{ account: StaffListing; link: PasswordLink }>> {
      if (await byEmail(email)) return refuse(409, `An account for ${email} exists already`, 'email');
      // Two requests for one new address at once: the database keeps one, the other is told.
      return db
        .transaction(async (tx) => {
          const [account] = await tx.insert(staffAccounts).values({ email: email.toLowerCase(), role }).returning();
          if (!account) throw new Error('The new account was not returned');
          const link = await issueLink(tx, account.id);
          await recordEdit(tx, {
            actor,
            kind: 'staff.create',
            targetType: 'staff',
            targetId: String(account.id),
            after: { email: account.email, role },
          });
          return { ok: true as const, value: { account: listingOf(account), link } };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return refuse(409, `An account for ${email} exists already`, 'email');
          throw error;
        });
    },

    /**
     * A new one-time link to set the password (forgotten, or suspected known); the password
     * stays as it is until the link is used. With `clearSecondFactor`, TOTP and its recovery codes
     * are removed too (a lost phone and lost codes).
     */
    async reset(
      email: string,
      actor: string,
      clearSecondFactor = false,
    ): Promise<AccountOutcome<{ account: StaffListing; link: PasswordLink }>> {
      const account = await byEmail(email);
      if (!account) return refuse(404, `No staff account has the address ${email}`, 'email');
      if (account.disabledAt) return refuse(409, `The account of ${email} is disabled`, 'email');
      return db.transaction(async (tx) => {
        const link = await issueLink(tx, account.id);
        if (clearSecondFactor) {
          await tx
            .update(staffAccounts)
            .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
            .where(eq(staffAccounts.id, account.id));
          await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, account.id));
          await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
        }
        await recordEdit(tx, {
          actor,
          kind: 'staff.reset',
          targetType: 'staff',
          targetId: String(account.id),
          details: { email: account.email, clearSecondFactor },
        });
        return { ok: true as const, value: { account: listingOf(account), link } };
      });
    },

    async setRole(id: number, role: StaffRole, actor: string): Promise<AccountOutcome<StaffListing>> {
      const account = await byId(id);
      if (!account) return refuse(404, `No staff account has the id ${id}`, 'id');
      return db.transaction(async (tx) => {
        const [changed] = await tx.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, id)).returning();
        await recordEdit(tx, {
          actor,
          kind: 'staff.role-change',
          targetType: 'staff',
          targetId: String(id),
          before: { role: account.role },
          after: { role },
        });
        return { ok: true as const, value: listingOf(changed!) };
      });
    },

    /** Disables the account and ends its sessions; it can no longer sign in. */
    async disable(id: number, actor: string): Promise<AccountOutcome<StaffListing>> {
      const account = await byId(id);
      if (!account) return refuse(404, `No staff account has the id ${id}`, 'id');
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(staffAccounts)
          .set({ disabledAt: account.disabledAt ?? options.now() })
          .where(eq(staffAccounts.id, id))
          .returning();
        await tx.delete(staffSessions).where(eq(staffSessions.accountId, id));
        await tx.delete(staffPasswordLinks).where(eq(staffPasswordLinks.accountId, id));
        await recordEdit(tx, {
          actor,
          kind: 'staff.disable',
          targetType: 'staff',
          targetId: String(id),
          before: { disabled: account.disabledAt !== null },
          after: { disabled: true },
        });
        return { ok: true as const, value: listingOf(changed!) };
      });
    },

    /** Ends every session of the account (it stays enabled: it signs in again with its password). */
    async endSessions(id: number, actor: string): Promise<AccountOutcome<{ account: StaffListing; ended: number }>> {
      const account = await byId(id);
      if (!account) return refuse(404, `No staff account has the id ${id}`, 'id');
      return db.transaction(async (tx) => {
        const ended = await tx
          .delete(staffSessions)
          .where(eq(staffSessions.accountId, id))
          .returning({ id: staffSessions.id });
        await recordEdit(tx, {
          actor,
          kind: 'staff.sign-out-everywhere',
          targetType: 'staff',
          targetId: String(id),
          details: { email: account.email, ended: ended.length },
        });
        return { ok: true as const, value: { account: listingOf(account), ended: ended.length } };
      });
    },

    /** Sets the password with a one-time link: the link is used up and every session of the account ends. */
    async setPasswordWithLink(token: string, password: string): Promise<AccountOutcome<StaffListing>> {
      const now = options.now();
      const [link] = await db
        .select()
        .from(staffPasswordLinks)
        .where(
          and(
            eq(staffPasswordLinks.tokenHash, sha256Hex(token)),
            isNull(staffPasswordLinks.usedAt),
            gt(staffPasswordLinks.expiresAt, now),
          ),
        );
      if (!link) return refuse(400, 'The link is unknown, used or expired: ask for a new one', 'token');
      const passwordHash = await hashStaffPassword(password);
      return db.transaction(async (tx) => {
        // Marked used only if no other request did so meanwhile: a link sets one password.
        const used = await tx
          .update(staffPasswordLinks)
          .set({ usedAt: now })
          .where(and(eq(staffPasswordLinks.id, link.id), isNull(staffPasswordLinks.usedAt)))
          .returning({ id: staffPasswordLinks.id });
        if (used.length === 0) return refuse(400, 'The link is unknown, used or expired: ask for a new one', 'token');
        const [account] = await tx
          .update(staffAccounts)
          .set({ passwordHash })
          .where(and(eq(staffAccounts.id, link.accountId), isNull(staffAccounts.disabledAt)))
          .returning();
        if (!account) return refuse(400, 'The link is unknown, used or expired: ask for a new one', 'token');
        await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
        await recordEdit(tx, {
          actor: account.email,
          kind: 'staff.password-set',
          targetType: 'staff',
          targetId: String(account.id),
        });
        return { ok: true as const, value: listingOf(account) };
      });
    },

    /** Changes the password of a signed-in account; its other sessions end. */
    async changePassword(
      account: StaffAccount,
      currentPassword: string,
      newPassword: string,
      keepSessionId: number,
    ): Promise<AccountOutcome<null>> {
      if (!(await verifyStaffPassword(currentPassword, account.passwordHash))) {
        return refuse(403, 'The current password is not right', 'currentPassword');
      }
      const passwordHash = await hashStaffPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, account.id));
        await tx
          .delete(staffSessions)
          .where(and(eq(staffSessions.accountId, account.id), ne(staffSessions.id, keepSessionId)));
        await recordEdit(tx, {
          actor: account.email,
          kind: 'staff.password-change',
          targetType: 'staff',
          targetId: String(account.id),
        });
      });
      return { ok: true, value: null };
    },

    /** A new secret to enrol (not in force until a code of it is confirmed). */
    async startTotp(account: StaffAccount): Promise<AccountOutcome<{ secret: string; otpauthUrl: string }>> {
      if (account.totpEnabledAt) return refuse(409, 'The second factor is on already');
      const secret = newTotpSecret();
      await db.update(staffAccounts).set({ totpSecret: secret }).where(eq(staffAccounts.id, account.id));
      return { ok: true, value: { secret, otpauthUrl: otpauthUrl(secret, account.email) } };
    },

    /** Turns the second factor on with a code of the new secret; answers the ten recovery codes, shown once. */
    async confirmTotp(account: StaffAccount, code: string): Promise<AccountOutcome<{ recoveryCodes: string[] }>> {
      if (account.totpEnabledAt) return refuse(409, 'The second factor is on already');
      if (!account.totpSecret) return refuse(409, 'Start the enrolment first (POST /api/v1/staff/totp/enrol)');
      const step = matchTotp(account.totpSecret, code, options.now(), null);
      if (step === undefined)
        return refuse(400, 'The code is not right: type the six digits the app shows now', 'code');
      const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ totpEnabledAt: options.now(), totpLastStep: step })
          .where(eq(staffAccounts.id, account.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, account.id));
        await tx
          .insert(staffRecoveryCodes)
          .values(
            recoveryCodes.map((item) => ({ accountId: account.id, codeHash: sha256Hex(normalRecoveryCode(item)) })),
          );
        await recordEdit(tx, {
          actor: account.email,
          kind: 'staff.totp-enable',
          targetType: 'staff',
          targetId: String(account.id),
        });
      });
      return { ok: true, value: { recoveryCodes } };
    },

    /** Turns the second factor off (not for admins, who must have it), with the password as proof. */
    async disableTotp(account: StaffAccount, password: string): Promise<AccountOutcome<null>> {
      if (account.role === 'admin') return refuse(403, 'Admins must keep the second factor');
      if (!account.totpEnabledAt) return refuse(409, 'The second factor is off already');
      if (!(await verifyStaffPassword(password, account.passwordHash))) {
        return refuse(403, 'The password is not right', 'password');
      }
      await db.transaction(async (tx) => {
        await tx
          .update(staffAccounts)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(staffAccounts.id, account.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, account.id));
        await recordEdit(tx, {
          actor: account.email,
          kind: 'staff.totp-disable',
          targetType: 'staff',
          targetId: String(account.id),
        });
      });
      return { ok: true, value: null };
    },

    /**
     * Checks a second factor: a code of the app (each time step once), or an unused recovery code
     * (then used up). Answers how it was checked, or undefined.
     */
    async checkSecondFactor(
      account: StaffAccount,
      proof: { code: string } | { recoveryCode: string },
    ): Promise<'code' | 'recovery-code' | undefined> {
      if (!account.totpEnabledAt || !account.totpSecret) return undefined;
      if ('code' in proof) {
        const step = matchTotp(account.totpSecret, proof.code, options.now(), account.totpLastStep);
        if (step === undefined) return undefined;
        // Raised only past the last used step, so two requests with one code cannot both pass.
        const raised = await db
          .update(staffAccounts)
          .set({ totpLastStep: step })
          .where(
            and(
              eq(staffAccounts.id, account.id),
              account.totpLastStep === null
                ? isNull(staffAccounts.totpLastStep)
                : eq(staffAccounts.totpLastStep, account.totpLastStep),
            ),
          )
          .returning({ id: staffAccounts.id });
        return raised.length > 0 ? 'code' : undefined;
      }
      const digest = sha256Hex(normalRecoveryCode(proof.recoveryCode));
      const used = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: options.now() })
        .where(
          and(
            eq(staffRecoveryCodes.accountId, account.id),
            eq(staffRecoveryCodes.codeHash, digest),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return used.length > 0 ? 'recovery-code' : undefined;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
