import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './app.ts';
import { freePort } from './server-process.ts';

// Services a cluster test starts for itself, never the machine's shared ones: a PostgreSQL
// server from the installed binaries (initdb, pg_ctl) in a temporary folder on its own port
// (so that restarting it disturbs nobody else), a Redis server on its own port, and nginx with
// the deployment guide's site (deploy/nginx/zilt.conf) and a certificate made with openssl.
// PostgreSQL refuses to run as root, and nginx run as root would switch to another user: as
// root, both run as the `postgres` user (from Debian's PostgreSQL package), in folders it owns.

const run = promisify(execFile);

/** The folder of PostgreSQL's server programs (Debian: /usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
export const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => existsSync(file));
export const opensslBinary = ['/usr/bin/openssl'].find((file) => existsSync(file));

const asRoot = userInfo().uid === 0;
const serviceUser = 'postgres';

/** A command line run as the service user when we are root. */
function asServiceUser(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', serviceUser, '--', command, ...args]] : [command, args];
}

async function ownedFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', serviceUser]);
    const { stdout: group } = await run('id', ['-g', serviceUser]);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(dir, 0o755);
  return dir;
}

export interface PrivatePostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql');
  const dir = await ownedFolder('zilt-pg-');
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(
    ...asServiceUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]),
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    run(...asServiceUser(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), ...args]));
  const start = async () => void (await pgCtl('-o', options, '-w', 'start'));
  const stop = async () => void (await pgCtl('-m', 'fast', '-w', 'stop'));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (!redisBinary) throw new Error('redis-server not found');
  const port = await freePort();
  const child = spawn(
    redisBinary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; !output.includes('Ready to accept connections'); attempt += 1) {
    if (child.exitCode !== null || attempt > 500) throw new Error(`redis-server did not start:\n${output}`);
    await once(child.stdout, 'data');
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}

export interface Proxy {
  httpUrl: string;
  httpsUrl: string;
  /** The certificate the proxy presents (trust it as a CA). */
  certificate: string;
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * nginx with deploy/nginx/zilt.conf in front of `upstreamPorts` (its three servers), listening on
 * free ports for HTTP (the redirect) and HTTPS (TLS, HTTP/2), with a self-signed certificate.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Proxy> {
  if (!nginxBinary || !opensslBinary) throw new Error('nginx or openssl not installed');
  const dir = await ownedFolder('zilt-nginx-');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const key = path.join(dir, 'privkey.pem');
  const cert = path.join(dir, 'fullchain.pem');
  await run(opensslBinary, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', serviceUser]);
    for (const file of [key, cert]) await chown(file, Number(stdout.trim()), 0);
  }
  let site = await readFile(path.join(repoRoot, 'deploy', 'nginx', 'zilt.conf'), 'utf8');
  const servers = [...site.matchAll(/server 127\.0\.0\.1:(\d+)/g)];
  if (servers.length !== upstreamPorts.length) throw new Error('the site names another number of servers');
  servers.forEach((match, index) => (site = site.replace(match[0], `server 127.0.0.1:${upstreamPorts[index]}`)));
  site = site
    .replace(/listen \[::\]:\d+[^;]*;\n/g, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace('/etc/ssl/zilt/fullchain.pem', cert)
    .replace('/etc/ssl/zilt/privkey.pem', key)
    .replaceAll('server_name www.example.org;', 'server_name localhost;');
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    await mkdir(path.join(dir, sub), { recursive: true });
  if (asRoot) await run('chown', ['-R', serviceUser, dir]);
  const [command, args] = asServiceUser(nginxBinary, ['-e', path.join(dir, 'error.log'), '-c', conf, '-p', dir]);
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const proxy: Proxy = {
    httpUrl: `http://127.0.0.1:${httpPort}`,
    httpsUrl: `https://localhost:${httpsPort}`,
    certificate: await readFile(cert, 'utf8'),
    accessLog: () => readFile(path.join(dir, 'access.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // runuser passes the signal on to nginx, which stops at once on SIGTERM.
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  // Ready once it answers on its HTTP port.
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`);
    const answered = await fetch(`${proxy.httpUrl}/healthz`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return proxy;
    if (attempt > 300) throw new Error(`nginx did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
