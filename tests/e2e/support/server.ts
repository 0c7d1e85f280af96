import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the process printed (log lines), for assertions. */
  output(): string;
  /** Stops the process (SIGTERM) and removes its data directory unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready within ${timeoutMs} ms:\n${output()}`);
}

export interface StartOptions {
  env?: Record<string, string>;
  /** A data directory of the caller's, kept when the server stops. */
  dataDir?: string;
  /**
   * A data directory (of a stopped server) that holds the demo content already: the server
   * starts on a copy of it and skips the import, which is most of a start's time.
   */
  seededFrom?: string;
  /** The port to listen on (a free one unless told), e.g. when a setting must name the address beforehand. */
  port?: number;
  /** How long to wait for /readyz (90 s unless told): a first start imports the demo content. */
  readyTimeoutMs?: number;
}

/**
 * Starts the real, built server (`npm start`'s entry) on a free port with a fresh data
 * directory, so the demo content is imported into a new embedded database (or copied, with
 * `seededFrom`).
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'zilt-e2e-')));
  if (options.seededFrom) await cp(options.seededFrom, dataDir, { recursive: true });
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // A busy test machine is no overload of the product: shedding would refuse the browser's
      // script requests at random. Load shedding has its own tests in the server's suite.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      // The Mini-Admin's tests write the subscribers they need; the demo's sample subscribers
      // would only lengthen every first start (a test may ask for them through `env`).
      SEED_SAMPLE_SUBSCRIBERS: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, () => printed, options.readyTimeoutMs ?? 90_000);
  return {
    url,
    port,
    dataDir,
    output: () => printed,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData && !options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
