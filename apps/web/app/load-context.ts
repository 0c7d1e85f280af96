import type { SiteLoadContext } from '@zilt/contracts/site-services';

declare module 'react-router' {
  interface AppLoadContext extends SiteLoadContext {}
}
