// `npm start`: builds the web apps when their build is missing or older than their sources,
// then runs the server (which creates ./data with the demo content on first run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builds = [
  { output: 'apps/web/build/server/index.js', sources: ['apps/web/app', 'packages/contracts/src'] },
  { output: 'apps/admin/dist/index.html', sources: ['apps/admin/src', 'packages/contracts/src'], optional: true },
];

function newestChange(dir) {
  let newest = 0;
  const full = path.join(root, dir);
  if (!existsSync(full)) return 0;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const stale = builds.some(({ output, sources, optional }) => {
  const file = path.join(root, output);
  if (!existsSync(file)) return !optional || sources.some((dir) => existsSync(path.join(root, dir)));
  const built = statSync(file).mtimeMs;
  return sources.some((dir) => newestChange(dir) > built);
});

if (stale) {
  console.log('Building the web apps (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
