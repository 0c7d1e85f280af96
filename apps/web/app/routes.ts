import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The public content site (spec §2) answers every address except those of the other apps.
// Language and slug are read from the path by resolvePageAddress, not by route patterns:
// `/`, `/en/…`, `/nl/…`, `/wp/en/…`, `/wp/nl/…` and `/xx/…` all reach the content page.
export default [
  // The agency-style site and the Mini-Admin come later; until then their paths are not ours.
  route('spa/*', 'routes/other-app.ts', { id: 'spa' }),
  route('dev/*', 'routes/other-app.ts', { id: 'dev' }),
  // A splat does not match the bare `/`; the home page gets an index route onto the same module.
  index('routes/content-page.tsx', { id: 'home-page' }),
  route('*', 'routes/content-page.tsx', { id: 'content-page' }),
] satisfies RouteConfig;
