import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_OUT lets a second build (e.g. a benchmark) live beside the served one.
  buildDirectory: process.env['WEB_BUILD_OUT'] ?? 'build',
  ssr: true,
  // The route table is tiny: ship it with the first page instead of asking /__manifest
  // on navigation (which would also fail first when the server is unreachable).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
