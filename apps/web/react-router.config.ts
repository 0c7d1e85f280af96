import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_OUT lets a second build (e.g. a benchmark) live beside the served one.
  buildDirectory: process.env['WEB_BUILD_OUT'] ?? 'build',
  ssr: true,
  // The route table is tiny: ship it with the first page instead of asking /__manifest
  // on navigation (which would also fail first when the server is unreachable).
  routeDiscovery: { mode: 'initial' },
  // React Router 8's behaviours, each chosen explicitly (the build names any flag left unset).
  future: {
    // Not yet: the build keeps React Router 7's own Vite integration (measured by the bench).
    v8_viteEnvironmentApi: false,
    // Not yet: the load context stays a plain object that the server builds per request
    // (middleware would make it a RouterContextProvider).
    v8_middleware: false,
    // Not yet: route modules stay one chunk each; the bench measures the client chunks as they are.
    v8_splitRouteModules: false,
    // Not yet: loaders read the page address from request.url, which must stay the page's URL
    // (not the `.data` URL of a client-side navigation).
    v8_passThroughRequests: false,
    // Not yet: data requests keep today's URLs, which the server and the tests know.
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
