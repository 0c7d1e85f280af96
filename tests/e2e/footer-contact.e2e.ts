import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './support/shell.ts';
import { baseUrl } from './support/suite.ts';

// The footer's contact column and socials come from `GET /api/{source}/getContactOptions`, whose
// answer has the fields columnTitle, address, phoneNumber, email, primary, secondary and social.

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

async function open(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return page;
}

/** The social links' addresses in the footer, in their order. */
function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href')));
}

/** The socials' addresses the contact options give, in the order the footer shows them. */
function givenSocials(options: ContactOptions): string[] {
  return ['linkedinUrl', 'facebookUrl', 'twitterUrl', 'instagramUrl', 'youtubeUrl', 'vimeoUrl']
    .map((key) => options.social[key])
    .filter((url): url is string => Boolean(url));
}

test.describe('contact options', () => {
  test('are answered with the fields of one contact column and the socials under social', async () => {
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

  test('fill the footer of the content site: the column, its links and the socials, in English and Dutch', async ({
    browser,
  }) => {
    for (const lang of ['en', 'nl'] as const) {
      const options = await contactOptions('wp', lang);
      const page = await open(browser, `/${lang}/`);
      const contact = page.locator('footer .site-footer__contact');
      await expect(contact.locator('.site-footer__column')).toHaveCount(1);
      await expect(contact.getByRole('heading', { level: 3 })).toHaveText([options.columnTitle]);
      // The address as it reads, line breaks included.
      const address = contact.locator('address');
      await expect.poll(() => address.innerText(), lang).toBe(options.address);
      await expect(contact.getByRole('link', { name: options.phoneNumber })).toHaveAttribute(
        'href',
        `tel:${options.phoneNumber.replace(/[^\d+]/g, '')}`,
      );
      await expect(contact.getByRole('link', { name: options.email })).toHaveAttribute(
        'href',
        `mailto:${options.email}`,
      );
      for (const link of [options.primary!, options.secondary!]) {
        await expect(contact.getByRole('link', { name: link.title })).toHaveAttribute('href', link.url);
      }
      const social = page.locator('footer .site-footer__social');
      await expect(social.getByRole('heading')).toHaveText(options.social['titleAboveSocials']!);
      await expect.poll(() => hrefs(social.getByRole('link')), lang).toEqual(givenSocials(options));
      await page.close();
    }
  });

  test("fill the agency site's footer socials", async ({ browser }) => {
    const options = await contactOptions('dp', 'en');
    const page = await open(browser, '/spa');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: options.social['titleAboveSocials'] })).toHaveCount(1);
    await expect.poll(() => hrefs(footer.locator('a[href^="https://"]'))).toEqual(givenSocials(options));
    await page.close();
  });
});
