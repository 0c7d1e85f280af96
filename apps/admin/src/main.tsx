// The design tokens and the self-hosted font are the public site's, so both faces look like one product.
import '../../web/app/styles/fonts.css';
import '../../web/app/styles/tokens.css';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { adminLanguage } from './lib/language.ts';
import { startTranslations } from './lib/i18n.ts';
import { refreshStaffSession } from './lib/staff-session.ts';
import { createAdminRouter } from './routes/app-router.tsx';

// The Mini-Admin renders in the browser only: the texts and whether staff is signed in first, then the router.
const language = adminLanguage(window.location.pathname);
document.documentElement.lang = language;
const [i18n] = await Promise.all([startTranslations(language), refreshStaffSession()]);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to draw the Mini-Admin in.');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createAdminRouter()} />
    </I18nextProvider>
  </StrictMode>,
);
