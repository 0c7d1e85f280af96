import type { createTokenService, TokenScope } from './token-service.ts';

// What `npm run token` does, as one function: the command runs it on the store itself, or,
// while a server holds the embedded database, asks that server to run it (answers are JSON).

export type TokenCommand =
  | { action: 'create'; name: string; scope: TokenScope; expiresInDays?: number }
  | { action: 'list' }
  | { action: 'revoke'; name: string };

export type TokenCommandResult =
  | { action: 'create'; token: string }
  | {
      action: 'list';
      tokens: {
        name: string;
        scope: TokenScope;
        createdAt: string;
        revokedAt: string | null;
        expiresAt: string | null;
      }[];
    }
  | { action: 'revoke'; revoked: boolean };

export async function runTokenCommand(
  tokens: ReturnType<typeof createTokenService>,
  command: TokenCommand,
): Promise<TokenCommandResult> {
  if (command.action === 'create') {
    const expiresAt =
      command.expiresInDays === undefined
        ? undefined
        : new Date(Date.now() + command.expiresInDays * 24 * 60 * 60 * 1000);
    return { action: 'create', token: await tokens.create(command.name, command.scope, { expiresAt }) };
  }
  if (command.action === 'revoke') return { action: 'revoke', revoked: await tokens.revoke(command.name) };
  const rows = await tokens.list();
  return {
    action: 'list',
    tokens: rows.map((row) => ({
      name: row.name,
      scope: row.scope,
      createdAt: row.createdAt.toISOString(),
      revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
      expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    })),
  };
}
