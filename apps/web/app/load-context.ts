import type { SiteLoadContext } from '@zilt/contracts/site-services';

declare module 'react-router' {
  // Augments React Router's context type with ours; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
