import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app.ts';
import { listeningAppWithDemoContent, send } from '../../testing/raw-http.ts';

// Pages from the page cache over a real connection: the server's listener answers them before
// the framework, with the headers of the miss, one log line each (or one in N), and counted.

/** The log lines written since `from` characters of the log, parsed. */
function linesSince(test: TestApp, from: number): Record<string, unknown>[] {
  return test
    .logs()
    .slice(from)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The sample of a metric with these labels in the Prometheus text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)),
    );
  return line === undefined ? 0 : Number(line.split(' ').pop());
}

describe('a page from the page cache over a real connection', () => {
  const started = listeningAppWithDemoContent();

  it('is sent with exactly the headers of the miss and writes one log line', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const miss = await send(started.port, 'GET', '/en/approach', headers);
    expect(miss.headers['x-page-cache']).toBe('miss');
    // The framework logs a request it answers in two lines (arrival and answer).
    const before = started.test.logs().length;
    const hit = await send(started.port, 'GET', '/en/approach', headers);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.body.equals(miss.body)).toBe(true);
    const perResponse = new Set(['date', 'x-page-cache', 'connection', 'keep-alive']);
    const fixed = (all: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(all).filter(([name]) => !perResponse.has(name)));
    expect(fixed(hit.headers)).toEqual(fixed(miss.headers));

    const lines = linesSince(started.test, before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed from memory',
      req: { method: 'GET', url: '/en/approach' },
      res: { statusCode: 200 },
      pageCache: 'hit',
    });
  });

  it('answers 304 to its ETag in one log line, and counts every hit in the metrics', async () => {
    const first = await send(started.port, 'GET', '/en/team');
    const metricsBefore = (await started.test.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const before = started.test.logs().length;
    const notModified = await send(started.port, 'GET', '/en/team', { 'if-none-match': String(first.headers['etag']) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['x-page-cache']).toBe('hit');
    const again = await send(started.port, 'HEAD', '/en/team');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(linesSince(started.test, before).map((line) => (line['res'] as { statusCode: number }).statusCode)).toEqual([
      304, 200,
    ]);

    const metrics = (await started.test.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const counted = (name: string, labels: Record<string, string>) =>
      sample(metrics, name, labels) - sample(metricsBefore, name, labels);
    expect(counted('zilt_page_cache_requests_total', { result: 'hit' })).toBe(2);
    expect(counted('zilt_http_requests_total', { method: 'GET', route: '/*', status: '304' })).toBe(1);
    expect(counted('zilt_http_requests_total', { method: 'HEAD', route: '/*', status: '200' })).toBe(1);
  });
});

describe('log lines of pages from the page cache, one in N', () => {
  const started = listeningAppWithDemoContent({ MEMORY_ANSWER_LOG_EVERY: '3' });

  it('writes one line for every third hit, saying so', async () => {
    await send(started.port, 'GET', '/en/about');
    const before = started.test.logs().length;
    for (let hit = 0; hit < 6; hit += 1) {
      expect((await send(started.port, 'GET', '/en/about')).headers['x-page-cache']).toBe('hit');
    }
    const lines = linesSince(started.test, before);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatchObject({ pageCache: 'hit', oneIn: 3 });
  });
});
