import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addStaffAccount } from './commands.ts';
import { startServer, type RunningServer } from './server.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './suite.ts';
import { base32Decode, totpCode, totpStepAt } from '../../../apps/server/src/modules/staff/totp.ts';

// A server of the calling file's own for the studio, with staff accounts made the way an admin
// makes them (`npm run staff -- add`, then the one-time link): two editors, a support member and
// an admin whose second factor is on. `signIn` signs a browser in through the API (the page and
// its requests share the cookie); the sign-in screen itself is tested through the browser.

export const studioPassword = 'brackish water, salty crops';

export const studioAccounts = {
  editor: { email: 'eva.editor@zilt.example', role: 'editor' },
  secondEditor: { email: 'erik.editor@zilt.example', role: 'editor' },
  support: { email: 'sam.support@zilt.example', role: 'support' },
  admin: { email: 'ada.admin@zilt.example', role: 'admin' },
} as const;

export type StudioAccount = keyof typeof studioAccounts;

export interface StudioServer {
  server: RunningServer;
  url: string;
  /** Signs the page's browser context in as the account (an admin with one of its recovery codes). */
  signIn: (page: Page, account: StudioAccount) => Promise<void>;
}

async function post(request: APIRequestContext, url: string, path: string, data: unknown, csrf?: string) {
  const response = await request.post(`${url}${path}`, {
    data,
    headers: { origin: url, ...(csrf ? { 'x-csrf-token': csrf } : {}) },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export interface StudioServerOptions {
  /** Changes the data directory before the server starts (e.g. stored content no API accepts). */
  beforeStart?: (dataDir: string) => Promise<void>;
}

export function studioServerForThisFile(options: StudioServerOptions = {}): () => StudioServer {
  let running: StudioServer | undefined;
  let dataDir: string | undefined;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(serverStartTimeout + 60_000);
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-studio-'));
    await cp(seededDataDir, dataDir, { recursive: true });
    const links = new Map<StudioAccount, string>();
    for (const [name, account] of Object.entries(studioAccounts)) {
      links.set(name as StudioAccount, await addStaffAccount(dataDir, account.email, account.role));
    }
    await options.beforeStart?.(dataDir);
    const server = await startServer({ dataDir });
    const request = await playwright.request.newContext();
    const adminRecoveryCodes: string[] = [];
    for (const [name, link] of links) {
      const token = new URL(link, server.url).hash.replace(/^#token=/, '');
      await post(request, server.url, '/api/v1/staff/password', { token, newPassword: studioPassword });
      if (name !== 'admin') continue;
      // The admin's second factor: enrolled with a code of its new secret; later sign-ins use the recovery codes.
      const signedIn = await post(request, server.url, '/api/v1/staff/sign-in', {
        email: studioAccounts.admin.email,
        password: studioPassword,
      });
      const csrf = String(signedIn.csrfToken);
      const { secret } = await post(request, server.url, '/api/v1/staff/totp/enrol', {}, csrf);
      const code = totpCode(base32Decode(String(secret)), totpStepAt(new Date()));
      const { recoveryCodes } = await post(request, server.url, '/api/v1/staff/totp/confirm', { code }, csrf);
      adminRecoveryCodes.push(...(recoveryCodes as string[]));
    }
    await request.dispose();
    running = {
      server,
      url: server.url,
      async signIn(page, account) {
        const answer = await post(page.request, server.url, '/api/v1/staff/sign-in', {
          email: studioAccounts[account].email,
          password: studioPassword,
        });
        if (answer.state === 'second-factor-required') {
          const recoveryCode = adminRecoveryCodes.shift();
          if (!recoveryCode) throw new Error('The admin has used all ten recovery codes in this file');
          await post(
            page.request,
            server.url,
            '/api/v1/staff/sign-in/second-factor',
            { recoveryCode },
            String(answer.csrfToken),
          );
        }
        const me = await page.request.get(`${server.url}/api/v1/staff/me`);
        expect(((await me.json()) as { signedIn: boolean }).signedIn).toBe(true);
      },
    };
  });
  test.afterAll(async () => {
    test.setTimeout(serverStopTimeout);
    await running?.server.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!running) throw new Error('The studio server is reachable only inside tests (it starts in beforeAll)');
    return running;
  };
}

/**
 * A moment `aheadMs` from now as the browser's `datetime-local` field writes it: in the
 * browser's own time zone, to the second.
 */
export function localMomentAhead(page: Page, aheadMs: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, aheadMs);
}
