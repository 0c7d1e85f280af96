import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
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

    /**
     * The name of the active token of `scope` that `token` is, or undefined. Active: not revoked
     * and not expired at `now`. Every active hash of the scope is compared in constant time, so
     * the answer's timing does not reveal how much of a hash matched.
     */
    async identify(token: string, scope: TokenScope, now: Date = new Date()): Promise<string | undefined> {
      const presented = hashToken(token);
      const rows = await db
        .select({ name: apiTokens.name, tokenHash: apiTokens.tokenHash })
        .from(apiTokens)
        .where(
          and(
            eq(apiTokens.scope, scope),
            isNull(apiTokens.revokedAt),
            or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
          ),
        );
      let matched: string | undefined;
      for (const row of rows) {
        const stored = Buffer.from(row.tokenHash, 'hex');
        if (stored.length === presented.length && timingSafeEqual(stored, presented)) matched = row.name;
      }
      return matched;
    },

    /** Whether `token` is an active token of `scope`. */
    async verify(token: string, scope: TokenScope): Promise<boolean> {
      return (await this.identify(token, scope)) !== undefined;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
