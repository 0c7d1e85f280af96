// `npm start`: builds the web apps and the server when a build is missing or older than its
// sources, then runs the compiled server (which creates ./data with the demo content on first run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverProcessEnv } from './server-process.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// An app whose folder `app` does not exist yet (the Mini-Admin is to come) has nothing to build.
const builds = [
  {
    app: 'apps/web/app',
    output: 'apps/web/build/server/index.js',
    sources: ['apps/web/app', 'packages/contracts/src'],
  },
  {
    app: 'apps/server/src',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/contracts/src'],
  },
  {
    app: 'apps/admin/src',
    output: 'apps/admin/dist/index.html',
    sources: ['apps/admin/src', 'packages/contracts/src'],
  },
].filter((build) => existsSync(path.join(root, build.app)));

function newestChange(dir) {
  let newest = 0;
  const full = path.join(root, dir);
  if (!existsSync(full)) return 0;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const stale = builds.some(({ output, sources }) => {
  const file = path.join(root, output);
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  return sources.some((dir) => newestChange(dir) > built);
});

if (stale) {
  console.log('Building the web apps and the server (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server tells its address over the IPC channel once it listens; its own output stays JSON.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: serverProcessEnv(),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
server.on('message', (message) => {
  if (message && typeof message.listening === 'string') console.log(`Zilt is running at ${message.listening}`);
});
// Ctrl-C reaches the server as well (same process group); a signal sent to this script alone
// is passed on once. The server shuts down once however many signals arrive, so this script
// only waits for it to exit.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
