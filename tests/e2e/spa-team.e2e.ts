import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/browser.ts';
import { bodyMarkup, describeViolations, waitForHydration } from './support/shell.ts';
import { baseUrl, serverForThisFile } from './support/suite.ts';

// /spa/about-us: the team is in the server's HTML (the page works without scripts and is read
// complete by search engines); after a client-side navigation to the page, its spinner shows
// while the browser reads the team from the team-members call. The faults of the team service
// (`x-zilt-test-team-members`) need a server running with NODE_ENV=test.

interface Member {
  Name: string;
  Surname: string;
}

async function team(url: string): Promise<Member[]> {
  return (await (await fetch(`${url}/api/v1/teamMembers`)).json()) as Member[];
}

/** The names on the team's cards, in their order. */
function cardNames(page: Page) {
  return page.locator('.team-member-card').getByRole('heading');
}

function fullNames(members: Member[]): string[] {
  return members.map((member) => `${member.Name} ${member.Surname}`);
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test.describe('about us, first load (shared server)', () => {
  test('sends every team member in the server HTML, without the spinner', async () => {
    const members = await team(baseUrl);
    expect(members.length).toBeGreaterThan(3);
    const html = await (await fetch(`${baseUrl}/spa/about-us`)).text();
    expect(html).toContain('Your partner for technology, design and strategy');
    for (const member of members) expect(html).toContain(`>${member.Name} ${member.Surname}</h3>`);
    expect(bodyMarkup(html)).not.toContain('team-members__loading');
  });

  test('shows the team without scripts', async ({ browser }) => {
    const members = await team(baseUrl);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/spa/about-us`);
    await expect(cardNames(page)).toHaveText(fullNames(members));
    await expect(page.getByRole('status').filter({ hasText: 'Loading team members…' })).toHaveCount(0);
    await context.close();
  });

  test('keeps the server team after hydration without reading it again', async ({ browser }) => {
    const members = await team(baseUrl);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/teamMembers')) reads.push(request.url());
    });
    await page.goto(`${baseUrl}/spa/about-us`);
    await waitForHydration(page);
    await expect(cardNames(page)).toHaveCount(members.length);
    // Checked once the page has hydrated and shows the team: no read of the team happened.
    expect(reads).toEqual([]);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

test.describe('about us, after a client-side navigation (shared server)', () => {
  test('shows the spinner under the header while the browser reads the team, then a card per member, without a page load', async ({
    browser,
  }) => {
    const members = await team(baseUrl);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The team call is held back (not answered by the test) until the spinner has been seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/teamMembers', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl}/spa`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('navigation', { name: 'Agency site' }).getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(`${baseUrl}/spa/about-us`);
    const spinner = page.getByRole('status').filter({ hasText: 'Loading team members…' });
    await expect(spinner).toBeVisible();
    // The page's header is there while the team loads.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your partner for technology, design and strategy',
    );
    await expect(page.locator('.team-member-card')).toHaveCount(0);
    release();
    await expect(cardNames(page)).toHaveText(fullNames(members));
    await expect(spinner).toHaveCount(0);
    // Checked after the team has arrived: the window is still the one of the first page.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.close();
  });
});

test.describe('about us with a faulty team service (test server)', () => {
  const server = serverForThisFile({ env: { NODE_ENV: 'test' } });

  test('drops invalid entries in the server HTML and logs them in the browser', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-zilt-test-team-members': 'invalid' } });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(`${server().url}/spa/about-us`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('>Valid First</h3>');
    expect(html).toContain('>Valid Second</h3>');
    expect(html).not.toContain('>Too Old</h3>');
    await waitForHydration(page);
    await expect(cardNames(page)).toHaveText(['Valid First', 'Valid Second']);
    await expect.poll(() => warnings.join('\n')).toContain('3 invalid entries dropped');
    await context.close();
  });

  test("shows a failing team read's status text in the server HTML, which no cache keeps", async ({ browser }) => {
    const response = await fetch(`${server().url}/spa/about-us`, { headers: { 'x-zilt-test-team-members': '503' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('The team members could not be loaded.');
    expect(html).toContain('Service Unavailable');

    const context = await browser.newContext({ extraHTTPHeaders: { 'x-zilt-test-team-members': '503' } });
    const page = await context.newPage();
    await page.goto(`${server().url}/spa/about-us`);
    await waitForHydration(page);
    const failure = page.getByRole('alert');
    await expect(failure.locator('.team-members__status')).toHaveText('Service Unavailable');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
