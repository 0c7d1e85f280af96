import { lazy, Suspense } from 'react';
import { useOutletContext } from 'react-router';
import type { StudioOutletContext } from '../../lib/page-address/studio-outlet';
import type { Route } from './+types/studio';

// The content studio: `/studio` (Dutch) and `/studio/en` (English). A client-only route: the
// server sends only the loading state (HydrateFallback) and the browser loads the editor, a
// chunk of its own that no public page loads. For now it shows the block editor on a local
// page that is never saved; the editing API comes next. Never cached, never indexed.

const StudioEditor = lazy(() => import('../../features/studio/studio-editor'));

const loadingText = { nl: 'De studio wordt geladen…', en: 'Loading the studio…' } as const;
const titles = { nl: 'Blokeditor (voorbeeld) · Studio', en: 'Block editor (preview) · Studio' } as const;

export const studioHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
};

export function headers() {
  return studioHeaders;
}

/** Meta functions cannot read the outlet's context: the route's id (routes.ts) names the language. */
export function meta({ matches }: Route.MetaArgs) {
  const language = matches.at(-1)?.id === 'studio-en' ? 'en' : 'nl';
  return [{ title: titles[language] }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Nothing to load yet; its presence makes the route render in the browser only. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  const { studioLanguage } = useOutletContext<StudioOutletContext>();
  return (
    <main className="studio-loading">
      <p role="status">{loadingText[studioLanguage]}</p>
    </main>
  );
}

export default function Studio() {
  const { studioLanguage: language } = useOutletContext<StudioOutletContext>();
  return (
    <Suspense
      fallback={
        <main className="studio-loading">
          <p role="status">{loadingText[language]}</p>
        </main>
      }
    >
      <StudioEditor key={language} language={language} />
    </Suspense>
  );
}
