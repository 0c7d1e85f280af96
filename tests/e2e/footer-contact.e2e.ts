import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile } from './support/browser.ts';
import { waitForHydration } from './support/shell.ts';

// The footer's contact column and socials come from `GET /api/{source}/getContactOptions`, whose
// answer has the fields columnTitle, address, phoneNumber, email, primary, secondary and social.

const baseUrl = inject('baseUrl');
const browser = browserForThisFile();

interface Link {
  url: string;
  title: string;
}
interface ContactOptions {
  columnTitle: string;
  address: string;
  phoneNumber: string;
  email: string;
  primary?: Link;
  secondary?: Link;
  social: Record<string, string>;
}

async function contactOptions(source: 'wp' | 'dp', lang: 'en' | 'nl'): Promise<ContactOptions> {
  const response = await fetch(`${baseUrl}/api/${source}/getContactOptions?lang=${lang}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ContactOptions;
}

async function open(path: string): Promise<Page> {
  const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return page;
}

describe('contact options', () => {
  it('are answered with the fields of one contact column and the socials under social', async () => {
    for (const lang of ['en', 'nl'] as const) {
      const options = await contactOptions('wp', lang);
      expect(Object.keys(options).sort()).toEqual(
        ['address', 'columnTitle', 'email', 'phoneNumber', 'primary', 'secondary', 'social'].sort(),
      );
      expect(Object.keys(options.social).sort()).toEqual(
        [
          'facebookUrl',
          'instagramUrl',
          'linkedinUrl',
          'titleAboveSocials',
          'twitterUrl',
          'vimeoUrl',
          'youtubeUrl',
        ].sort(),
      );
      expect(options.columnTitle).not.toBe('');
    }
  });

  it('fill the footer of the content site: the column, its links and the socials, in English and Dutch', async () => {
    for (const lang of ['en', 'nl'] as const) {
      const options = await contactOptions('wp', lang);
      const page = await open(`/${lang}/`);
      const contact = page.locator('footer .site-footer__contact');
      expect(await contact.locator('.site-footer__column').count()).toBe(1);
      expect(await contact.getByRole('heading', { level: 3 }).allTextContents()).toEqual([options.columnTitle]);
      expect(await contact.locator('address').innerText()).toBe(options.address);
      expect(await contact.getByRole('link', { name: options.phoneNumber }).getAttribute('href')).toBe(
        `tel:${options.phoneNumber.replace(/[^\d+]/g, '')}`,
      );
      expect(await contact.getByRole('link', { name: options.email }).getAttribute('href')).toBe(
        `mailto:${options.email}`,
      );
      for (const link of [options.primary!, options.secondary!]) {
        expect(await contact.getByRole('link', { name: link.title }).getAttribute('href')).toBe(link.url);
      }
      const social = page.locator('footer .site-footer__social');
      expect(await social.getByRole('heading').textContent()).toBe(options.social['titleAboveSocials']);
      const shown = await social
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const given = ['linkedinUrl', 'facebookUrl', 'twitterUrl', 'instagramUrl', 'youtubeUrl', 'vimeoUrl']
        .map((key) => options.social[key])
        .filter((url) => url);
      expect(shown).toEqual(given);
      await page.close();
    }
  });

  it("fill the agency site's footer socials", async () => {
    const options = await contactOptions('dp', 'en');
    const page = await open('/spa');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('heading', { name: options.social['titleAboveSocials'] }).count()).toBe(1);
    const shown = await footer
      .locator('a[href^="https://"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const given = ['linkedinUrl', 'facebookUrl', 'twitterUrl', 'instagramUrl', 'youtubeUrl', 'vimeoUrl']
      .map((key) => options.social[key])
      .filter((url) => url);
    expect(shown).toEqual(given);
    await page.close();
  });
});
