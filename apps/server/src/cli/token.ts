import { parseArgs } from 'node:util';
import { createTokenService, tokenNameSchema, tokenScopeSchema } from '../modules/auth/token-service.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { databaseTarget } from '../database-target.ts';
import { runTokenCommand, type TokenCommand, type TokenCommandResult } from '../modules/auth/token-commands.ts';
import { askServer } from '../modules/backup/control-socket.ts';
import { CliError, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run token -- create --scope content|support --name <label> [--expires-in-days N]
                                                                    print a new token once (only its hash is kept);
                                                                    it stops working after N days (1-3650) when given
  npm run token -- list                                             names, scopes and states of all tokens
  npm run token -- revoke <name>                                    revoke a token`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      scope: { type: 'string' },
      name: { type: 'string' },
      'expires-in-days': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!['create', 'list', 'revoke'].includes(command)) throw new CliError(`Unknown command "${command}".\n${usage}`);

  let name: string | undefined;
  let scope: 'content' | 'support' | undefined;
  let expiresInDays: number | undefined;
  if (command === 'create') {
    const parsedScope = tokenScopeSchema.safeParse(values.scope);
    if (!parsedScope.success)
      throw new CliError(`--scope must be "content" or "support"${values.scope ? `, not "${values.scope}"` : ''}`);
    const parsedName = tokenNameSchema.safeParse(values.name);
    if (!parsedName.success) throw new CliError(`--name: ${parsedName.error.issues[0]?.message ?? 'required'}`);
    scope = parsedScope.data;
    name = parsedName.data;
    if (values['expires-in-days'] !== undefined) {
      expiresInDays = Number(values['expires-in-days']);
      if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 3650)
        throw new CliError(
          `--expires-in-days must be a whole number from 1 to 3650, not "${values['expires-in-days']}"`,
        );
    }
  }
  if (command === 'revoke') {
    if (!argument) throw new CliError(`"revoke" needs the token's name.\n${usage}`);
    name = argument;
  }

  const request: TokenCommand =
    command === 'create' && name && scope
      ? { action: 'create', name, scope, ...(expiresInDays === undefined ? {} : { expiresInDays }) }
      : command === 'revoke' && name
        ? { action: 'revoke', name }
        : { action: 'list' };
  const result = await onStoreOrServer(request);
  if (result.action === 'create') {
    const expiry = expiresInDays === undefined ? '' : `, valid for ${expiresInDays} days`;
    console.log(
      `Created token "${name}" (scope ${scope}${expiry}). It is shown only now; store it safely:\n${result.token}`,
    );
    return 0;
  }
  if (result.action === 'list') {
    if (result.tokens.length === 0) console.log('No tokens.');
    for (const row of result.tokens) {
      const expired = row.expiresAt !== null && Date.parse(row.expiresAt) <= Date.now();
      const state = row.revokedAt
        ? `revoked ${row.revokedAt}`
        : expired
          ? `expired ${row.expiresAt}`
          : row.expiresAt
            ? `active until ${row.expiresAt}`
            : 'active';
      console.log(`${row.name}\t${row.scope}\tcreated ${row.createdAt}\t${state}`);
    }
    return 0;
  }
  if (result.revoked) {
    console.log(`Revoked token "${name}".`);
    return 0;
  }
  throw new CliError(`No active token named "${name}".`);
});

/**
 * Runs the command on the store; while a server holds the embedded database, that server runs
 * it (over DATA_DIR/control.sock), so tokens can be made and revoked without stopping it.
 */
async function onStoreOrServer(request: TokenCommand): Promise<TokenCommandResult> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    try {
      return (await askServer(config.dataDir, { command: 'token', token: request })) as TokenCommandResult;
    } catch (asked) {
      throw new CliError(asked instanceof Error ? asked.message : String(asked));
    }
  }
  try {
    return await runTokenCommand(createTokenService(database.db), request);
  } finally {
    await database.close();
  }
}
