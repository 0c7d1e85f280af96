import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, browserForThisFile } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { describeViolations, waitForHydration } from './support/shell.ts';

// /spa/about-us: the team is in the server's HTML (the page works without scripts and is read
// complete by search engines); after a client-side navigation to the page, its spinner shows
// while the browser reads the team from the team-members call. The faults of the team service
// (`x-zilt-test-team-members`) need a server running with NODE_ENV=test.

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

interface Member {
  Name: string;
  Surname: string;
}

async function team(url: string): Promise<Member[]> {
  return (await (await fetch(`${url}/api/v1/teamMembers`)).json()) as Member[];
}

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('.team-member-card').getByRole('heading').allTextContents();
}

describe('about us, first load (shared server)', () => {
  it('sends every team member in the server HTML, without the spinner', async () => {
    const members = await team(baseUrl);
    expect(members.length).toBeGreaterThan(3);
    const html = await (await fetch(`${baseUrl}/spa/about-us`)).text();
    expect(html).toContain('Your partner for technology, design and strategy');
    for (const member of members) expect(html).toContain(`>${member.Name} ${member.Surname}</h3>`);
    expect(html).not.toContain('team-members__loading');
  });

  it('shows the team without scripts', async () => {
    const members = await team(baseUrl);
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/spa/about-us`);
    expect(await cardNames(page)).toEqual(members.map((member) => `${member.Name} ${member.Surname}`));
    expect(await page.getByRole('status').filter({ hasText: 'Loading team members…' }).count()).toBe(0);
    await context.close();
  });

  it('keeps the server team after hydration without reading it again', async () => {
    const members = await team(baseUrl);
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/teamMembers')) reads.push(request.url());
    });
    await page.goto(`${baseUrl}/spa/about-us`);
    await waitForHydration(page);
    expect(await cardNames(page)).toHaveLength(members.length);
    expect(reads).toEqual([]);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.close();
  });
});

describe('about us, after a client-side navigation (shared server)', () => {
  it('shows the spinner while the browser reads the team, then a card per member, without a page load', async () => {
    const members = await team(baseUrl);
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
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
    await spinner.waitFor();
    expect(await page.locator('.team-member-card').count()).toBe(0);
    release();
    await expect.poll(() => cardNames(page)).toEqual(members.map((member) => `${member.Name} ${member.Surname}`));
    expect(await spinner.count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.close();
  });
});

describe('about us with a faulty team service (test server)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ seededFrom: inject('seededDataDir'), env: { NODE_ENV: 'test' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('drops invalid entries in the server HTML and logs them in the browser', async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { 'x-zilt-test-team-members': 'invalid' } });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto(`${server.url}/spa/about-us`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('>Valid First</h3>');
    expect(html).toContain('>Valid Second</h3>');
    expect(html).not.toContain('>Too Old</h3>');
    await waitForHydration(page);
    expect(await cardNames(page)).toEqual(['Valid First', 'Valid Second']);
    await expect.poll(() => warnings.join('\n')).toContain('3 invalid entries dropped');
    await context.close();
  });

  it("shows a failing team read's status text in the server HTML, which no cache keeps", async () => {
    const response = await fetch(`${server.url}/spa/about-us`, { headers: { 'x-zilt-test-team-members': '503' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('The team members could not be loaded.');
    expect(html).toContain('Service Unavailable');

    const context = await browser().newContext({ extraHTTPHeaders: { 'x-zilt-test-team-members': '503' } });
    const page = await context.newPage();
    await page.goto(`${server.url}/spa/about-us`);
    await waitForHydration(page);
    const failure = page.getByRole('alert');
    expect(await failure.locator('.team-members__status').textContent()).toBe('Service Unavailable');
    expect(describeViolations(await axeViolations(page))).toBe('');
    await context.close();
  });
});
