import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

describe('the built server with the demo content', () => {
  it('answers / with the home page title in the server-rendered HTML', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const home = await (await fetch(`${baseUrl}/api/wp/getPage?slug=/&lang=en`)).json();
    expect(html).toContain(`<title>${home.Title}</title>`);
  });

  it('renders the Dutch home page in the browser', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/nl/`);
    const home = await (await fetch(`${baseUrl}/api/wp/getPage?slug=/&lang=nl`)).json();
    expect(await page.title()).toBe(home.Title);
    await page.close();
  });
});
