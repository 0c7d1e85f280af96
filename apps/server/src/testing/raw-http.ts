import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createTestAppWithDemoContent, type TestApp } from './app.ts';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a real connection (no client decompresses or changes anything). */
export function send(port: number, method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Makes the test app listen on a free loopback port (requests then pass the server's listener too); returns the port. */
export async function listen(test: TestApp): Promise<number> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return (test.app.server.address() as { port: number }).port;
}

/**
 * The real app on the embedded database with the demo content, serving the web app and
 * listening, for the tests of the `describe` block that calls this (closed after them).
 */
export function listeningAppWithDemoContent(env: Record<string, string> = {}): { test: TestApp; port: number } {
  const started = {} as { test: TestApp; port: number };
  beforeAll(async () => {
    started.test = await createTestAppWithDemoContent('pglite', env, { serveWeb: true });
    started.port = await listen(started.test);
  });
  afterAll(async () => {
    await started.test?.close();
  });
  return started;
}
