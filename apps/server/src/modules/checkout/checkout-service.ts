import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { hasTerminatedSubscriptionWithAccess, type LookupData } from '@zilt/contracts/subscribers';
import type { UserSubscriptionResponse } from '@zilt/contracts/support-api';
import type { Database } from '../../db/client.ts';
import {
  lookupCountries,
  lookupIdealIssuers,
  lookupJobs,
  lookupLanguages,
  recurrentPayments,
  subscriberSessions,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { invoicesOfYear, type InvoiceProblemLog } from '../subscriber-store/invoice-reader.ts';
import { verifyPassword } from '../subscriber-store/password.ts';
import { toRecurrentPayment, toSubscription } from '../subscriber-store/records.ts';
import { emailIs, loadSubscriberUser } from '../subscriber-store/user-reader.ts';

/** How long a subscriber stays signed in. */
export const sessionLifetimeSeconds = 14 * 24 * 60 * 60;

const hashSessionToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export type LoginResult =
  { ok: true; token: string; userId: string; name: string } | { ok: false; reason: 'wrong-credentials' | 'blocked' };

/** The subscriber side: sign-in sessions and what the checkout pages read. */
export function createCheckoutService(db: Database) {
  return {
    /**
     * Signs a subscriber in. An unknown address and a wrong password get the same answer after
     * the same work (a hash is checked either way); a blocked account is told so only after the
     * right password.
     */
    async login(email: string, password: string, now = new Date()): Promise<LoginResult> {
      const [user] = await db
        .select({ id: users.id, name: users.name, passwordHash: users.passwordHash, blocked: users.blocked })
        .from(users)
        .where(emailIs(email));
      const matches = await verifyPassword(password, user?.passwordHash ?? null);
      if (!user) return { ok: false, reason: 'wrong-credentials' };
      await db.update(users).set({ lastLoginAttempt: now }).where(eq(users.id, user.id));
      if (!matches) return { ok: false, reason: 'wrong-credentials' };
      if (user.blocked) return { ok: false, reason: 'blocked' };
      const token = randomBytes(32).toString('base64url');
      await db.insert(subscriberSessions).values({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + sessionLifetimeSeconds * 1000),
      });
      return { ok: true, token, userId: user.id, name: user.name };
    },

    async logout(token: string): Promise<void> {
      await db.delete(subscriberSessions).where(eq(subscriberSessions.tokenHash, hashSessionToken(token)));
    },

    /** The user a session cookie belongs to, while the session runs and the user is not blocked. */
    async sessionUser(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: subscriberSessions.userId })
        .from(subscriberSessions)
        .innerJoin(users, eq(users.id, subscriberSessions.userId))
        .where(
          and(
            eq(subscriberSessions.tokenHash, hashSessionToken(token)),
            gt(subscriberSessions.expiresAt, sql`now()`),
            eq(users.blocked, false),
          ),
        );
      return row?.userId;
    },

    /** Removes sessions that have run out; answers how many. */
    async purgeEndedSessions(): Promise<number> {
      const removed = await db
        .delete(subscriberSessions)
        .where(lte(subscriberSessions.expiresAt, sql`now()`))
        .returning({ userId: subscriberSessions.userId });
      return removed.length;
    },

    async userSubscription(userId: string, now = new Date()): Promise<UserSubscriptionResponse | undefined> {
      const user = await loadSubscriberUser(db, userId);
      if (!user) return undefined;
      const ongoingId = user.ActiveSubscription?.OngoingRecurrentPaymentId;
      const [recurrent] = ongoingId
        ? await db.select().from(recurrentPayments).where(eq(recurrentPayments.id, ongoingId))
        : [];
      const available = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.canBeChosenDirectlyByUser, true))
        .orderBy(asc(subscriptions.priceCents));
      return {
        UserId: user.Id,
        ActiveSubscription: user.ActiveSubscription,
        TerminatedSubscriptions: user.TerminatedSubscriptions,
        OngoingRecurrentPayment: recurrent ? toRecurrentPayment(recurrent) : null,
        TrialDaysLeft: user.CachedTrialDaysLeft,
        SubscriptionEndDate: user.SubscriptionEndDate,
        HasAccess:
          !user.Blocked &&
          (user.ActiveSubscription !== null ||
            hasTerminatedSubscriptionWithAccess(user, now) ||
            user.CachedTrialDaysLeft > 0),
        AvailableSubscriptions: available.map(toSubscription),
      };
    },

    invoicesForYear(userId: string, year: number, report: InvoiceProblemLog) {
      return invoicesOfYear(db, userId, year, report);
    },

    async lookupData(): Promise<LookupData> {
      const [countries, issuers, jobs, languages, catalogue] = await Promise.all([
        db.select().from(lookupCountries).orderBy(asc(lookupCountries.title)),
        db.select().from(lookupIdealIssuers).orderBy(asc(lookupIdealIssuers.title)),
        db.select().from(lookupJobs).orderBy(asc(lookupJobs.title)),
        db.select().from(lookupLanguages).orderBy(asc(lookupLanguages.code)),
        db.select().from(subscriptions).orderBy(asc(subscriptions.kind), asc(subscriptions.priceCents)),
      ]);
      return {
        Countries: countries.map((row) => ({
          BusinessCentralCode: row.businessCentralCode,
          Created: row.created.toISOString(),
          Id: row.id,
          Modified: row.modified.toISOString(),
          Title: row.title,
        })),
        IDealIssuers: issuers.map((row) => ({ BIC: row.bic, Id: row.id, Title: row.title })),
        Jobs: jobs.map((row) => ({ Id: row.id, Title: row.title })),
        Languages: languages.map((row) => ({ Code: row.code, Title: row.title })),
        Subscriptions: catalogue.map(toSubscription),
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
