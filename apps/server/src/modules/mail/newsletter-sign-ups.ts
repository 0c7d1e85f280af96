import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Language } from '@zilt/contracts/common';
import {
  newsletterTokenPattern,
  type NewsletterConfirmOutcome,
  type NewsletterTokenState,
} from '@zilt/contracts/newsletter-opt-in';
import type { Database } from '../../db/client.ts';
import { newsletterSignUps } from '../../db/schema.ts';

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A stored sign-up as support staff list it (never its token). */
export interface NewsletterSignUp {
  id: number;
  email: string;
  language: Language;
  formId: string;
  status: 'pending' | 'confirmed';
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
}

/**
 * Newsletter sign-ups with double opt-in. A sign-up gets a random token (32 bytes); the link
 * mailed to the address carries it, the database keeps only its SHA-256, so a copy of the
 * database confirms nothing. An unconfirmed sign-up is valid for `confirmHours` and then deleted;
 * only confirmed sign-ups count as subscribed.
 */
export function createNewsletterSignUps(db: Database, options: { confirmHours: number }) {
  const validityMs = options.confirmHours * 60 * 60 * 1000;

  async function findByToken(token: string | null) {
    if (token === null || !newsletterTokenPattern.test(token)) return undefined;
    const [row] = await db
      .select()
      .from(newsletterSignUps)
      .where(eq(newsletterSignUps.tokenHash, hashOf(token)))
      .limit(1);
    return row;
  }

  return {
    confirmHours: options.confirmHours,

    /** Records a sign-up (inside the submission's transaction); returns the token for the mailed link. */
    async signUp(
      tx: Database,
      signUp: { email: string; language: Language; formId: string; submissionId: number },
      now = new Date(),
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + validityMs);
      await tx.insert(newsletterSignUps).values({
        email: signUp.email.trim().toLowerCase(),
        language: signUp.language,
        formId: signUp.formId,
        submissionId: signUp.submissionId,
        tokenHash: hashOf(token),
        createdAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** What a confirmation link stands for at `now`. */
    async check(token: string | null, now = new Date()): Promise<NewsletterTokenState> {
      const row = await findByToken(token);
      if (!row) return { state: 'invalid' };
      if (row.confirmedAt) return { state: 'confirmed', email: row.email };
      if (row.expiresAt <= now) return { state: 'expired' };
      return { state: 'pending', email: row.email };
    },

    /** Confirms the sign-up of a link that has not expired; a second confirmation changes nothing. */
    async confirm(token: string | null, now = new Date()): Promise<NewsletterConfirmOutcome> {
      const row = await findByToken(token);
      if (!row) return 'invalid';
      if (row.confirmedAt) return 'already-confirmed';
      if (row.expiresAt <= now) return 'expired';
      const updated = await db
        .update(newsletterSignUps)
        .set({ confirmedAt: now })
        .where(and(eq(newsletterSignUps.id, row.id), isNull(newsletterSignUps.confirmedAt)))
        .returning({ id: newsletterSignUps.id });
      return updated.length > 0 ? 'confirmed' : 'already-confirmed';
    },

    /** Deletes the sign-ups still unconfirmed at their expiry; returns how many. */
    async purgeExpired(now = new Date()): Promise<number> {
      const deleted = await db
        .delete(newsletterSignUps)
        .where(and(isNull(newsletterSignUps.confirmedAt), lte(newsletterSignUps.expiresAt, now)))
        .returning({ id: newsletterSignUps.id });
      return deleted.length;
    },

    /** The addresses subscribed: confirmed sign-ups, each address once. */
    async subscribedCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${newsletterSignUps.email})::int` })
        .from(newsletterSignUps)
        .where(isNotNull(newsletterSignUps.confirmedAt));
      return row?.count ?? 0;
    },

    /** Sign-ups, newest first; with `email`, only that address's. */
    async list(query: { email?: string | undefined; limit: number }): Promise<NewsletterSignUp[]> {
      const rows = await db
        .select()
        .from(newsletterSignUps)
        .where(query.email ? eq(newsletterSignUps.email, query.email.trim().toLowerCase()) : undefined)
        .orderBy(desc(newsletterSignUps.id))
        .limit(query.limit);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        language: row.language,
        formId: row.formId,
        status: row.confirmedAt ? 'confirmed' : 'pending',
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
      }));
    },
  };
}

export type NewsletterSignUps = ReturnType<typeof createNewsletterSignUps>;
