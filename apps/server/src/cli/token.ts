import { parseArgs } from 'node:util';
import { createTokenService, tokenNameSchema, tokenScopeSchema } from '../modules/auth/token-service.ts';
import { CliError, openCliDatabase, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run token -- create --scope content|support --name <label>   print a new token once (only its hash is kept)
  npm run token -- list                                             names, scopes and states of all tokens
  npm run token -- revoke <name>                                    revoke a token`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { scope: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, argument] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!['create', 'list', 'revoke'].includes(command)) throw new CliError(`Unknown command "${command}".\n${usage}`);

  let name: string | undefined;
  let scope: 'content' | 'support' | undefined;
  if (command === 'create') {
    const parsedScope = tokenScopeSchema.safeParse(values.scope);
    if (!parsedScope.success)
      throw new CliError(`--scope must be "content" or "support"${values.scope ? `, not "${values.scope}"` : ''}`);
    const parsedName = tokenNameSchema.safeParse(values.name);
    if (!parsedName.success) throw new CliError(`--name: ${parsedName.error.issues[0]?.message ?? 'required'}`);
    scope = parsedScope.data;
    name = parsedName.data;
  }
  if (command === 'revoke') {
    if (!argument) throw new CliError(`"revoke" needs the token's name.\n${usage}`);
    name = argument;
  }

  const database = await openCliDatabase();
  try {
    const tokens = createTokenService(database.db);
    if (command === 'create' && name && scope) {
      const token = await tokens.create(name, scope);
      console.log(`Created token "${name}" (scope ${scope}). It is shown only now; store it safely:\n${token}`);
      return 0;
    }
    if (command === 'list') {
      const rows = await tokens.list();
      if (rows.length === 0) console.log('No tokens.');
      for (const row of rows) {
        const state = row.revokedAt ? `revoked ${row.revokedAt.toISOString()}` : 'active';
        console.log(`${row.name}\t${row.scope}\tcreated ${row.createdAt.toISOString()}\t${state}`);
      }
      return 0;
    }
    if (name && (await tokens.revoke(name))) {
      console.log(`Revoked token "${name}".`);
      return 0;
    }
    throw new CliError(`No active token named "${name}".`);
  } finally {
    await database.close();
  }
});
