import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { writeAdminFixtures, type AdminFixtures } from './support/admin.ts';
import { browserForThisFile } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations } from './support/shell.ts';

// Every screen of the Mini-Admin keeps all of its content inside the page's landmarks (axe's
// `region` rule, a best practice beyond the WCAG rules the other tests run), signed in or not:
// the security-token field under the top bar is part of the page's main landmark.

const browser = browserForThisFile();

let server: RunningServer;
let fixtures: AdminFixtures;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-admin-landmarks-'));
  await cp(inject('seededDataDir'), dataDir, { recursive: true });
  fixtures = await writeAdminFixtures(dataDir);
  server = await startServer({ dataDir });
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.x A and AA rules and its best practices, `region` among them. */
async function axeWithBestPractices(page: Page): Promise<Violation[]> {
  await page.evaluate(await readFile(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
}

async function openAdmin(pathname: string, token: string | null, width: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  if (token !== null) {
    await context.addInitScript((value) => {
      window.localStorage.setItem('zilt.mini-admin.securityToken', value);
    }, token);
  }
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`);
  await page.getByRole('link', { name: 'Mini-Admin' }).waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
  return page;
}

async function expectClean(page: Page, what: string) {
  const violations = await axeWithBestPractices(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

describe('landmarks of the Mini-Admin', () => {
  it("put the security-token field in the page's main landmark, right under the top bar", async () => {
    for (const [pathname, name, title] of [
      ['/dev/data', 'Beveiligingstoken', 'Abonneegegevens'],
      ['/dev/en/system', 'Security token', 'System jobs'],
    ] as const) {
      const page = await openAdmin(pathname, null, 1280);
      const main = page.getByRole('main');
      expect(await main.getByRole('textbox', { name }).count(), pathname).toBe(1);
      expect(await main.getByRole('heading', { level: 1 }).textContent(), pathname).toBe(title);
      // Under the top bar, above the page's title.
      const [bar, field, heading] = await Promise.all(
        [page.getByRole('banner'), main.getByRole('textbox', { name }), main.getByRole('heading', { level: 1 })].map(
          async (part) => (await part.boundingBox())!,
        ),
      );
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(field!.y);
      expect(field!.y).toBeLessThan(heading!.y);
      await page.context().close();
    }
  });

  it('hold every screen, signed out, at 375 and 1440 px, in Dutch and English', async () => {
    for (const width of [375, 1440]) {
      for (const pathname of [
        '/dev/home',
        '/dev/data',
        '/dev/system',
        '/dev/en/home',
        '/dev/en/data',
        '/dev/en/system',
      ]) {
        const page = await openAdmin(pathname, null, width);
        await expectClean(page, `${pathname} at ${width} px, signed out`);
        await page.context().close();
      }
    }
  });

  it('hold the system page signed in and connected, and the data page with a user and with a form open', async () => {
    for (const width of [375, 1440]) {
      const system = await openAdmin('/dev/en/system', fixtures.token, width);
      await system.locator('.admin-connection[data-status="connected"]').waitFor();
      await expectClean(system, `system at ${width} px, signed in`);
      await system.context().close();

      const data = await openAdmin('/dev/en/data', fixtures.token, width);
      await expectClean(data, `data at ${width} px, signed in`);
      await data.getByRole('textbox', { name: 'E-mail address' }).fill(fixtures.subscribers.student.email);
      await data.getByRole('button', { name: 'Search', exact: true }).click();
      await data.locator('.admin-facts', { hasText: fixtures.subscribers.student.id }).waitFor();
      await expectClean(data, `data at ${width} px with a user loaded`);
      await data
        .getByRole('region', { name: 'Actions' })
        .getByRole('button', { name: 'Add trial days', exact: true })
        .click();
      await data.getByRole('button', { name: 'Save' }).waitFor();
      await expectClean(data, `data at ${width} px with a form open`);
      await data.context().close();
    }
  });
});
