import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';

// The public content site answers every address except those of the other apps.
// Language and slug are read from the path by resolvePageAddress, not by route patterns:
// `/`, `/en/…`, `/nl/…`, `/wp/en/…`, `/wp/nl/…` and `/xx/…` all reach the content page.
// `/dev/…` never reaches this app: the server serves the Mini-Admin there.
export default [
  // The agency-style site: its own pages and frame; unknown /spa/… addresses fall back to its empty route.
  route('spa', 'routes/spa/spa-layout.tsx', { id: 'spa' }, [
    index('routes/spa/spa-home.tsx'),
    route('about-us', 'routes/spa/about-us.tsx'),
    route('contact-us', 'routes/spa/contact-us.tsx'),
    route('error-handling-test', 'routes/spa/error-handling-test.tsx'),
    // lang letters, nodeId digits, revisionId letters and digits: checked with the signature.
    route('drupal/:lang/node-preview/:nodeId/:revisionId', 'routes/spa/drupal-preview.tsx'),
    route('drupal/*', 'routes/spa/drupal-page.tsx'),
    route('*', 'routes/spa/spa-not-found.tsx'),
  ]),
  // A draft preview of a main-site page by signed, expiring link; never cached, never indexed.
  route(':lang/node-preview/:nodeId/:revisionId', 'routes/page-preview.tsx'),
  // The content studio, client-only: Dutch below /studio, English below /studio/en (same modules).
  ...studioRoutes('studio', 'nl'),
  ...studioRoutes('studio/en', 'en'),
  // A newsletter confirmation link (double opt-in); never cached.
  route(':lang/newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  // A splat does not match the bare `/`; the home page gets an index route onto the same module.
  index('routes/content-page.tsx', { id: 'home-page' }),
  route('*', 'routes/content-page.tsx', { id: 'content-page' }),
] satisfies RouteConfig;

/**
 * The studio's screens below one base address. The same modules serve both languages; route ids
 * end in the language because every route needs its own.
 */
function studioRoutes(base: string, language: 'nl' | 'en'): RouteConfigEntry[] {
  const id = (name: string) => `studio-${name}-${language}`;
  return [
    route(base, 'routes/studio/studio-layout.tsx', { id: id('layout') }, [
      index('routes/studio/dashboard.tsx', { id: id('dashboard') }),
      route('pages', 'routes/studio/pages.tsx', { id: id('pages') }),
      // A local page to try blocks on (never saved); new pages are made from the list.
      route('pages/new', 'routes/studio/studio.tsx', { id: id('page-new') }),
      route('pages/:pageId', 'routes/studio/page-editor.tsx', { id: id('page') }),
      route('pages/:pageId/history', 'routes/studio/page-history.tsx', { id: id('page-history') }),
      route('pages/:pageId/preview', 'routes/studio/page-preview.tsx', { id: id('page-preview') }),
      route('media', 'routes/studio/media.tsx', { id: id('media') }),
      route('menus', 'routes/studio/screen-placeholder.tsx', { id: id('menus') }),
      route('translations', 'routes/studio/screen-placeholder.tsx', { id: id('translations') }),
      route('team', 'routes/studio/screen-placeholder.tsx', { id: id('team') }),
      route('forms', 'routes/studio/forms.tsx', { id: id('forms') }),
      route('forms/:formId', 'routes/studio/form.tsx', { id: id('form') }),
      route('staff', 'routes/studio/staff.tsx', { id: id('staff') }),
      route('account', 'routes/studio/account.tsx', { id: id('account') }),
    ]),
  ];
}
