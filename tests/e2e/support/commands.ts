import { spawn } from 'node:child_process';
import { repoRoot } from './server.ts';

/**
 * Runs one of the project's commands (`npm run content|token|consent|staff -- …`) on a data directory
 * no server has open (one process at a time opens the embedded database) and answers what it
 * printed. A command that fails throws with its output, so the test names the problem.
 */
export async function runProjectCommand(
  script: 'content' | 'token' | 'consent' | 'staff',
  args: string[],
  dataDir: string,
): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${code}:\n${output}${errors}`);
  return output;
}

/** Makes an API token of a scope on a data directory no server has open, and answers the token. */
export async function createToken(dataDir: string, scope: 'content' | 'support', name: string): Promise<string> {
  const output = await runProjectCommand('token', ['create', '--scope', scope, '--name', name], dataDir);
  const token = output.trim().split('\n').at(-1)?.trim();
  if (!token) throw new Error(`token create printed no token:\n${output}`);
  return token;
}

/**
 * Makes a staff account with `npm run staff -- add` on a data directory no server has open, and
 * answers the path of the one-time link it printed (`/dev/password#token=…`), to open on any server.
 */
export async function addStaffAccount(
  dataDir: string,
  email: string,
  role: 'editor' | 'support' | 'admin',
): Promise<string> {
  const output = await runProjectCommand('staff', ['add', '--email', email, '--role', role], dataDir);
  const link = /https?:\/\/\S+\/dev\/password#token=\S+/.exec(output)?.[0];
  if (!link) throw new Error(`staff add printed no link:\n${output}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}
