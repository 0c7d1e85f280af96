import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.ts';
import { clientGoneMessage } from './lib/logger.ts';

// A browser that leaves a download half-way is normal client behaviour: the server notes it at
// debug or info level and never logs an error an operator would be paged for.

/** Asks for `url` (compressed) over a raw connection and closes it once the first bytes arrive. */
function abandonAfterFirstBytes(port: number, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${url} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n`);
    });
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

function logLines(test: TestApp): { level: number; msg: string; reqId?: string }[] {
  return test
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string });
}

describe('an abandoned download', () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await createTestApp('pglite');
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is logged below warning level, never as an error', async () => {
    // The basemap is large enough that a compressed answer is still being sent when the client leaves.
    for (let attempt = 0; attempt < 3; attempt += 1) await abandonAfterFirstBytes(port, '/map/land.geojson');
    await expect
      .poll(() => logLines(test).filter((line) => line.msg === 'stream closed prematurely').length, { timeout: 15_000 })
      .toBe(3);
    await expect
      .poll(() => logLines(test).filter((line) => line.msg === clientGoneMessage).length, { timeout: 15_000 })
      .toBe(3);
    const loud = logLines(test).filter((line) => line.level >= 40);
    expect(loud).toEqual([]);
    for (const line of logLines(test).filter((entry) => entry.msg === clientGoneMessage)) {
      expect(line.level).toBe(20);
    }
  });
});
