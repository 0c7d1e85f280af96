import { createHmac, randomBytes } from 'node:crypto';
import { eq, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema.ts';
import type { StaffAccount } from './account-service.ts';
import { sha256Hex } from './account-service.ts';

export interface SessionTimes {
  /** Milliseconds without a request after which a session ends. */
  idleMs: number;
  /** Milliseconds after sign-in at which a session ends, however busy. */
  absoluteMs: number;
}

/** A session waiting for its second factor lasts this long. */
const secondFactorWindowMs = 5 * 60 * 1000;
/** The last-seen time is written again only after this long, so a busy page does not write on every request. */
const lastSeenResolutionMs = 15 * 1000;

export interface ActiveSession {
  id: number;
  secondFactorPending: boolean;
  account: StaffAccount;
}

/**
 * The CSRF token of a session: derived from the session's own secret, so it needs no storage,
 * is bound to that session, and only the holder of the cookie (or the page it was given to) knows it.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('zilt staff csrf').digest('base64url');
}

/**
 * Server-side staff sessions in the shared database, so every process knows every session. The
 * cookie holds a random token; only its SHA-256 is stored.
 */
export function createSessionService(db: Database, times: SessionTimes, now: () => Date) {
  function newToken(): string {
    return `zss_${randomBytes(32).toString('base64url')}`;
  }

  return {
    /** A new session after a right password: full, or waiting for the second factor. */
    async start(accountId: number, secondFactorPending: boolean): Promise<string> {
      const token = newToken();
      const at = now();
      const lifetime = secondFactorPending ? secondFactorWindowMs : times.absoluteMs;
      await db.insert(staffSessions).values({
        accountId,
        tokenHash: sha256Hex(token),
        secondFactorPending,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + lifetime),
      });
      return token;
    },

    /**
     * The live session of a cookie's token with its account, or undefined. An idle, expired
     * or disabled account's session is deleted on the way; a live one is marked as seen now.
     */
    async resolve(token: string): Promise<ActiveSession | undefined> {
      const [row] = await db
        .select({ session: staffSessions, account: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
        .where(eq(staffSessions.tokenHash, sha256Hex(token)));
      if (!row) return undefined;
      const at = now();
      const idleUntil = row.session.lastSeenAt.getTime() + times.idleMs;
      if (at.getTime() >= idleUntil || at >= row.session.expiresAt || row.account.disabledAt) {
        await db.delete(staffSessions).where(eq(staffSessions.id, row.session.id));
        return undefined;
      }
      if (at.getTime() - row.session.lastSeenAt.getTime() >= lastSeenResolutionMs) {
        await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, row.session.id));
      }
      return { id: row.session.id, secondFactorPending: row.session.secondFactorPending, account: row.account };
    },

    /**
     * After the second factor: the waiting session is replaced by a full one with a new token
     * (a token seen before the second factor never grants more).
     */
    async completeSecondFactor(sessionId: number): Promise<string> {
      const token = newToken();
      const at = now();
      await db
        .update(staffSessions)
        .set({
          tokenHash: sha256Hex(token),
          secondFactorPending: false,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + times.absoluteMs),
        })
        .where(eq(staffSessions.id, sessionId));
      return token;
    },

    async end(sessionId: number): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    },

    /** Ends every session of an account (this one included); answers how many. */
    async endAll(accountId: number): Promise<number> {
      const ended = await db
        .delete(staffSessions)
        .where(eq(staffSessions.accountId, accountId))
        .returning({ id: staffSessions.id });
      return ended.length;
    },

    /** Removes sessions that have ended (idle or expired); answers how many. */
    async purgeEnded(): Promise<number> {
      const at = now();
      const removed = await db
        .delete(staffSessions)
        .where(
          or(lte(staffSessions.expiresAt, at), lte(staffSessions.lastSeenAt, new Date(at.getTime() - times.idleMs))),
        )
        .returning({ id: staffSessions.id });
      return removed.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
