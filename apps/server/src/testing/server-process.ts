import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { repoRoot } from './app.ts';

/** A server process started as `npm start` starts it (without the web app), for fault tests. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Messages it sent over the IPC channel. */
  messages: unknown[];
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // A given PORT (a process restarted behind a balancer keeps its port), else a free one.
  const port = env['PORT'] ? Number(env['PORT']) : await freePort();
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SEED_DEMO_CONTENT: 'false',
      WEB_BUILD_DIR: '/nonexistent/web-build',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const messages: unknown[] = [];
  child.on('message', (message) => messages.push(message));
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => printed, messages, exited };
}

/** Answers once the process serves `/readyz` with 200, or throws with its output if it exits. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    const ready = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Ends a process the test started, if it still runs. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
