import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { apiTokens } from '../../db/schema.ts';

export const tokenScopeSchema = z.enum(['content', 'support']);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

export const tokenNameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    'use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit',
  );

const tokenPrefix = 'zlt_';

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The tokens of `scope` that are active at `now`: not revoked and not expired. */
function activeOf(scope: TokenScope, now: Date): SQL | undefined {
  return and(
    eq(apiTokens.scope, scope),
    isNull(apiTokens.revokedAt),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
  );
}

/**
 * The name of the stored token whose hash is that of `token`, or undefined. Every hash is
 * compared in constant time, so the answer's timing does not reveal how much of a hash matched.
 */
function matchingName(token: string, stored: readonly { name: string; tokenHash: string }[]): string | undefined {
  const presented = hashToken(token);
  let matched: string | undefined;
  for (const row of stored) {
    const hash = Buffer.from(row.tokenHash, 'hex');
    if (hash.length === presented.length && timingSafeEqual(hash, presented)) matched = row.name;
  }
  return matched;
}

export interface TokenListing {
  name: string;
  scope: TokenScope;
  createdAt: Date;
  revokedAt: Date | null;
  expiresAt: Date | null;
}

/** API tokens: created by an operator, stored only as SHA-256 hashes, revocable. */
export function createTokenService(db: Database) {
  return {
    /** Returns the new token; it is shown once and cannot be recovered afterwards. */
    async create(name: string, scope: TokenScope, options: { expiresAt?: Date } = {}): Promise<string> {
      const token = tokenPrefix + randomBytes(32).toString('base64url');
      const existing = await db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.name, name));
      if (existing.length > 0) throw new Error(`a token named "${name}" exists already`);
      await db
        .insert(apiTokens)
        .values({ name, scope, tokenHash: hashToken(token).toString('hex'), expiresAt: options.expiresAt ?? null });
      return token;
    },

    async list(): Promise<TokenListing[]> {
      const rows = await db.select().from(apiTokens).orderBy(asc(apiTokens.name));
      return rows.map((row) => ({
        name: row.name,
        scope: row.scope as TokenScope,
        createdAt: row.createdAt,
        revokedAt: row.revokedAt,
        expiresAt: row.expiresAt,
      }));
    },

    /** Answers whether a token of that name was active (and is now revoked). */
    async revoke(name: string): Promise<boolean> {
      const rows = await db
        .update(apiTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiTokens.name, name), isNull(apiTokens.revokedAt)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },

    /** The name of the active token of `scope` that `token` is (see `matchingName`), or undefined. */
    async identify(token: string, scope: TokenScope, now: Date = new Date()): Promise<string | undefined> {
      const rows = await db
        .select({ name: apiTokens.name, tokenHash: apiTokens.tokenHash })
        .from(apiTokens)
        .where(activeOf(scope, now));
      return matchingName(token, rows);
    },

    /**
     * `identify`, and in the same statement the row (or none) that `alongside` selects, as JSON:
     * one round trip for a guard that checks something else about the request too.
     */
    async identifyAlongside(
      token: string,
      scope: TokenScope,
      alongside: SQL,
      now: Date = new Date(),
    ): Promise<{ name: string | undefined; alongside: Record<string, unknown> | null }> {
      const rows = await selectRows<{
        alongside: Record<string, unknown> | null;
        name: string | null;
        token_hash: string | null;
      }>(
        db,
        sql`select other.row as alongside, ${apiTokens.name} as name, ${apiTokens.tokenHash} as token_hash
          from (select 1) as base
          left join lateral (select to_jsonb(found) as row from (${alongside}) as found limit 1) as other on true
          left join ${apiTokens} on ${activeOf(scope, now)}`,
      );
      const active = rows.flatMap((row) =>
        row.name !== null && row.token_hash !== null ? [{ name: row.name, tokenHash: row.token_hash }] : [],
      );
      return { name: matchingName(token, active), alongside: rows[0]?.alongside ?? null };
    },

    /** Whether `token` is an active token of `scope`. */
    async verify(token: string, scope: TokenScope): Promise<boolean> {
      return (await this.identify(token, scope)) !== undefined;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
