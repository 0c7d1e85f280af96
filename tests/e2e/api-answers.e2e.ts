import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support/suite.ts';

// The built server, as a client or an attacker reaches it: under /api every answer is JSON,
// never the site's HTML page, whatever the method or the spelling of the path.

/** Sends the path exactly as written (fetch would resolve `..` and re-encode it). */
function raw(
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test.describe('answers under /api on the built server', () => {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
    test(`answers ${method} on an unknown /api path with a JSON 404`, async () => {
      const response = await raw(method, '/api/v1/unknown');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual({
        error: 'Not Found',
        message: `No route answers ${method} /api/v1/unknown`,
      });
    });
  }

  test('answers a wrong method on a documented route with a JSON 405 and Allow', async () => {
    const response = await raw('PUT', '/api/v1/content/import');
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(JSON.parse(response.body).error).toBe('Method Not Allowed');
  });

  for (const path of [
    '/api/wp/getPage/?slug=about',
    '/api/wp%2FgetPage?slug=about',
    '/api%2Fwp%2FgetPage?slug=about',
    '/api/wp/getPage/..',
    '/en/../api/nothing',
    '/en/..%2Fapi%2Fnothing',
  ]) {
    test(`answers the variant ${path} with JSON, not the HTML page`, async () => {
      const response = await raw('GET', path);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.status).toBe(404);
    });
  }

  test('never renders /adminDashboardHub as a page', async () => {
    // The hub's own path answers socket.io's JSON error to a request that is not socket.io's.
    const notSocketIo = await raw('GET', '/adminDashboardHub/negotiate?negotiateVersion=1');
    expect(notSocketIo.status).toBe(400);
    expect(notSocketIo.headers['content-type']).toMatch(/^application\/json/);
    for (const path of ['/adminDashboardHub', '/ADMINDASHBOARDHUB']) {
      const response = await raw('GET', path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  test('answers a page address with a NUL byte with the not-found page, and getPage with a 400', async () => {
    const page = await raw('GET', '/en/about%00');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const api = await raw('GET', '/api/wp/getPage?slug=about%00&lang=en');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).message).toContain('slug');
  });

  test('shows the API documentation under its own policy without a policy violation', async ({ browser }) => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${baseUrl}/api/docs`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.swagger-ui .info .title').waitFor();
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(10);
    expect(violations).toEqual([]);
    await page.close();
  });
});
