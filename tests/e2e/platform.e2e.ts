import { expect, test } from '@playwright/test';
import { baseUrl } from './support/suite.ts';

test.describe('the built server with the demo content', () => {
  test('answers / with the home page title in the server-rendered HTML', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const home = await (await fetch(`${baseUrl}/api/wp/getPage?slug=/&lang=en`)).json();
    expect(html).toContain(`<title>${home.Title}</title>`);
  });

  test('renders the Dutch home page in the browser', async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/nl/`);
    const home = await (await fetch(`${baseUrl}/api/wp/getPage?slug=/&lang=nl`)).json();
    await expect(page).toHaveTitle(home.Title);
    await page.close();
  });
});
