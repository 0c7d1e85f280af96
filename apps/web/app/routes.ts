import { type RouteConfig, index, route } from '@react-router/dev/routes';

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
  // The content studio, client-only: Dutch at /studio, English at /studio/en (same module).
  route('studio', 'routes/studio/studio.tsx', { id: 'studio' }),
  route('studio/en', 'routes/studio/studio.tsx', { id: 'studio-en' }),
  // A newsletter confirmation link (double opt-in); never cached.
  route(':lang/newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  // A splat does not match the bare `/`; the home page gets an index route onto the same module.
  index('routes/content-page.tsx', { id: 'home-page' }),
  route('*', 'routes/content-page.tsx', { id: 'content-page' }),
] satisfies RouteConfig;
