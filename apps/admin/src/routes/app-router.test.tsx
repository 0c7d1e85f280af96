import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminPage } from './admin-pages.tsx';
import { CrashPage } from './app-router.tsx';

async function render(element: React.ReactElement, crash?: Error): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
  const router = createMemoryRouter([{ id: 'page', path: '/dev/*', element, errorElement: <CrashPage /> }], {
    initialEntries: ['/dev/home'],
    // A crash caught by the router, as when a page throws while drawing in the browser.
    hydrationData: crash ? { errors: { page: crash } } : undefined,
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the Mini-Admin pages', () => {
  it('says "Error: unknown page" for a page kind it does not know', async () => {
    const html = await render(<AdminPage kind="reports" prefix="/dev" />);
    expect(html).toContain('Error: unknown page');
  });

  it('draws a known page kind', async () => {
    const html = await render(<AdminPage kind="home" prefix="/dev" />);
    expect(html).not.toContain('Error: unknown page');
    expect(html).toContain('href="/dev/data"');
  });

  it('draws the staff sign-in page: e-mail address and password with their labels, and no token field', async () => {
    const html = await render(<AdminPage kind="sign-in" prefix="/dev/en" />);
    expect(html).not.toContain('Error: unknown page');
    expect(html).toMatch(/<label for="[^"]+-email">staff.email<\/label>/);
    expect(html.toLowerCase()).toContain('autocomplete="current-password"');
    expect(html).not.toContain('token.label');
  });

  it('shows the word error, with the error, when a page crashes', async () => {
    const html = await render(<p>the page</p>, new TypeError('the user card had no user'));
    expect(html).not.toContain('the page');
    expect(html).toContain('<h1>error</h1>');
    expect(html).toContain('TypeError: the user card had no user');
  });
});
