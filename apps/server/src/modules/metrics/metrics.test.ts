import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';

// /metrics as a Prometheus server scrapes it: the text format with the series an operator
// alerts on, counted from the requests the test makes; only from the allowed addresses or with
// the token, never to a visitor whose request came through a proxy.

const token = 'metrics-token-of-the-monitoring-system';

/** The value of the first sample of `name` whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe.each(testDatabaseKinds)('/metrics (%s)', { timeout: 120_000 }, (kind) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestAppWithDemoContent(kind, { METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('serves the figures an operator watches in the Prometheus text format', async () => {
    for (let index = 0; index < 3; index += 1) await test.app.inject({ url: '/api/wp/getPage?slug=about&lang=en' });
    await test.app.inject({ url: '/api/v1/no-such-thing' });

    const response = await test.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    const page = { method: 'GET', route: '/api/wp/getPage', status: '200' };
    expect(sample(text, 'zilt_http_requests_total', page)).toBe(3);
    expect(sample(text, 'zilt_http_request_duration_seconds_count', page)).toBe(3);
    expect(sample(text, 'zilt_http_request_duration_seconds_bucket', { ...page, le: '+Inf' })).toBe(3);
    // Series are per route pattern, never per address: an unknown address is not named.
    expect(sample(text, 'zilt_http_requests_total', { status: '404' })).toBe(1);
    expect(text).not.toContain('no-such-thing');
    expect(sample(text, 'zilt_page_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(sample(text, 'zilt_page_cache_requests_total', { result: 'hit' })).toBe(2);
    for (const name of [
      'zilt_http_requests_in_flight',
      'zilt_renders_in_flight',
      'zilt_renders_waiting',
      'zilt_renders_shed_total',
      'zilt_load_shedding',
      'zilt_db_query_errors_total',
      'zilt_hub_connections',
      'zilt_nodejs_eventloop_lag_p99_seconds',
      'zilt_process_resident_memory_bytes',
      'zilt_nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'zilt_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
      kind === 'postgres' ? 1 : 0,
    );
    expect(text).toContain('# TYPE zilt_hub_job_runs_total counter');
  });

  it('answers only the allowed addresses, or the token', async () => {
    const elsewhere = await test.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ error: 'Forbidden' });
    expect(elsewhere.body).not.toContain('zilt_');

    // Through a proxy on this machine (TRUST_PROXY off): the socket address says nothing.
    const proxied = await test.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.statusCode).toBe(403);

    const wrongToken = await test.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(wrongToken.statusCode).toBe(403);
    const withToken = await test.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('zilt_http_requests_total');
  });

  it('says once in the log that X-Forwarded-For arrives while TRUST_PROXY is off', async () => {
    for (let index = 0; index < 3; index += 1)
      await test.app.inject({ url: '/healthz', headers: { 'x-forwarded-for': '198.51.100.7' } });
    const warnings = test.logs().match(/X-Forwarded-For but TRUST_PROXY is off/g) ?? [];
    expect(warnings).toHaveLength(1);
  });
});
