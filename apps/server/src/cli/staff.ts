import { parseArgs } from 'node:util';
import { staffEmailSchema, staffRoleSchema, staffRoles } from '@zilt/contracts/staff';
import { loadConfig } from '../config.ts';
import { createAccountService } from '../modules/staff/account-service.ts';
import { passwordLinkUrl, queuePasswordLinkMail } from '../modules/staff/password-links.ts';
import { CliError, openCliDatabase, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run staff -- add --email <address> --role editor|support|admin   a new account; prints a one-time link to set its password
  npm run staff -- reset --email <address> [--clear-second-factor]     a new one-time link (the old password works until it is used)
  npm run staff -- list                                                 addresses, roles and states of all accounts
  npm run staff -- disable --email <address>                            the account can no longer sign in; its sessions end`;

/** Audit entries of this command name it as the actor. */
const actor = 'command line';

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      'clear-second-factor': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!['add', 'reset', 'list', 'disable'].includes(command))
    throw new CliError(`Unknown command "${command}".\n${usage}`);

  let email: string | undefined;
  if (command !== 'list') {
    const parsed = staffEmailSchema.safeParse(values.email ?? '');
    if (!parsed.success) throw new CliError(`--email: ${parsed.error.issues[0]?.message ?? 'required'}`);
    email = parsed.data;
  }
  const role = command === 'add' ? staffRoleSchema.safeParse(values.role) : undefined;
  if (role && !role.success) {
    throw new CliError(`--role must be one of ${staffRoles.join(', ')}${values.role ? `, not "${values.role}"` : ''}`);
  }

  const config = loadConfig();
  const database = await openCliDatabase();
  try {
    const accounts = createAccountService(database.db, { linkHours: config.STAFF_LINK_HOURS, now: () => new Date() });
    if (command === 'list') {
      const rows = await accounts.list();
      if (rows.length === 0) console.log('No staff accounts.');
      for (const row of rows) {
        const state = row.disabled ? 'disabled' : row.passwordSet ? 'active' : 'password not set yet';
        console.log(`${row.email}\t${row.role}\t${state}\tsecond factor ${row.totpEnabled ? 'on' : 'off'}`);
      }
      return 0;
    }
    if (command === 'disable' && email) {
      const account = await accounts.byEmail(email);
      if (!account) throw new CliError(`No staff account has the address ${email}.`);
      await accounts.disable(account.id, actor);
      console.log(`Disabled the account of ${email}; its sessions have ended.`);
      return 0;
    }
    const outcome =
      command === 'add' && role?.success
        ? await accounts.create(email!, role.data, actor)
        : await accounts.reset(email!, actor, values['clear-second-factor'] ?? false);
    if (!outcome.ok) throw new CliError(`${outcome.message}.`);
    const { link } = outcome.value;
    // Links point at the public site; without SITE_URL, at the server on this machine.
    const url = passwordLinkUrl(config.SITE_URL ?? `http://localhost:${config.PORT}`, link.token);
    const until = link.expiresAt.toISOString();
    const what =
      command === 'add' ? `Created the ${outcome.value.account.role} account of ${email}.` : `New link for ${email}.`;
    console.log(`${what} This link sets its password once, until ${until}; it is shown only now:\n${url}`);
    if (config.SMTP_HOST) {
      await queuePasswordLinkMail(database.db, email!, url, link, command === 'add' ? 'new-account' : 'reset');
      console.log(`The link is also mailed to ${email} (the running server sends it).`);
    }
    return 0;
  } finally {
    await database.close();
  }
});
