import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { writeAdminFixtures, type AdminFixtures } from './support/admin.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations } from './support/shell.ts';
import { seededDataDir, serverStartTimeout, serverStopTimeout } from './support/suite.ts';

// Every screen of the Mini-Admin keeps all of its content inside the page's landmarks (axe's
// `region` rule, a best practice beyond the WCAG rules the other tests run), signed in or not:
// the security-token field under the top bar is part of the page's main landmark.

let server: RunningServer;
let fixtures: AdminFixtures;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(serverStartTimeout);
  dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-admin-landmarks-'));
  await cp(seededDataDir, dataDir, { recursive: true });
  fixtures = await writeAdminFixtures(dataDir);
  server = await startServer({ dataDir });
});
test.afterAll(async () => {
  test.setTimeout(serverStopTimeout);
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

async function openAdmin(browser: Browser, pathname: string, token: string | null, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (token !== null) {
    await context.addInitScript((value) => {
      window.localStorage.setItem('zilt.mini-admin.securityToken', value);
    }, token);
  }
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`);
  await expect(page.getByRole('link', { name: 'Mini-Admin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  return page;
}

/** Checks the page as it is now: call it once the state to check has been waited for. */
async function expectClean(page: Page, what: string) {
  const violations = await axeWithBestPractices(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

/** Where a part of the page is drawn. */
async function box(part: Locator) {
  const found = await part.boundingBox();
  if (!found) throw new Error(`${part.toString()} is not drawn`);
  return found;
}

test.describe('landmarks of the Mini-Admin', () => {
  test("put the security-token field in the page's main landmark, right under the top bar", async ({ browser }) => {
    for (const [pathname, name, title] of [
      ['/dev/data', 'Beveiligingstoken', 'Abonneegegevens'],
      ['/dev/en/system', 'Security token', 'System jobs'],
    ] as const) {
      const page = await openAdmin(browser, pathname, null, 1280);
      const main = page.getByRole('main');
      const bar = page.getByRole('banner');
      const field = main.getByRole('textbox', { name });
      const heading = main.getByRole('heading', { level: 1 });
      await expect(field, pathname).toHaveCount(1);
      await expect(heading, pathname).toHaveText(title);
      // Under the top bar, above the page's title.
      const gap = async (upper: Locator, lower: Locator, fromBottom: boolean) => {
        const [above, below] = await Promise.all([box(upper), box(lower)]);
        return below.y - (above.y + (fromBottom ? above.height : 0));
      };
      await expect
        .poll(() => gap(bar, field, true), { message: `${pathname}: from the top bar's bottom to the field` })
        .toBeGreaterThanOrEqual(0);
      await expect
        .poll(() => gap(field, heading, false), { message: `${pathname}: from the field's top to the title's` })
        .toBeGreaterThan(0);
      await page.context().close();
    }
  });

  test('hold every screen, signed out, at 375 and 1440 px, in Dutch and English', async ({ browser }) => {
    for (const width of [375, 1440]) {
      for (const pathname of [
        '/dev/home',
        '/dev/data',
        '/dev/system',
        '/dev/en/home',
        '/dev/en/data',
        '/dev/en/system',
      ]) {
        const page = await openAdmin(browser, pathname, null, width);
        await expectClean(page, `${pathname} at ${width} px, signed out`);
        await page.context().close();
      }
    }
  });

  test('hold the activity and submissions screens, signed out, at 375 and 1440 px, in Dutch and English', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const width of [375, 1440]) {
      for (const pathname of ['/dev/activity', '/dev/submissions', '/dev/en/activity', '/dev/en/submissions']) {
        const page = await openAdmin(browser, pathname, null, width);
        await expectClean(page, `${pathname} at ${width} px, signed out`);
        await page.context().close();
      }
    }
  });

  test('hold the system page signed in and connected, and the data page with a user and with a form open', async ({
    browser,
  }) => {
    for (const width of [375, 1440]) {
      const system = await openAdmin(browser, '/dev/en/system', fixtures.token, width);
      await expect(system.locator('.admin-connection')).toHaveAttribute('data-status', 'connected');
      await expectClean(system, `system at ${width} px, signed in`);
      await system.context().close();

      const data = await openAdmin(browser, '/dev/en/data', fixtures.token, width);
      await expectClean(data, `data at ${width} px, signed in`);
      await data.getByRole('textbox', { name: 'E-mail address' }).fill(fixtures.subscribers.student.email);
      await data.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(data.locator('.admin-facts', { hasText: fixtures.subscribers.student.id })).toBeVisible();
      await expectClean(data, `data at ${width} px with a user loaded`);
      await data
        .getByRole('region', { name: 'Actions' })
        .getByRole('button', { name: 'Add trial days', exact: true })
        .click();
      await expect(data.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectClean(data, `data at ${width} px with a form open`);
      await data.context().close();
    }
  });
});
