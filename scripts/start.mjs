// `npm start`: builds the web apps and the server when a build is missing or was made from other
// sources (content hashes, scripts/build-hash.mjs), then runs the compiled server (which creates
// ./data with the demo content on first run).
import { spawn, spawnSync } from 'node:child_process';
import { root, staleBuilds, stampBuilds } from './build-hash.mjs';
import { serverProcessEnv } from './server-process.mjs';

const stale = staleBuilds().length > 0;

if (stale) {
  console.log('Building the web apps and the server (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stampBuilds();
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
