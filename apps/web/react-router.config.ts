import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The route table is tiny: ship it with the first page instead of asking /__manifest
  // on navigation (which would also fail first when the server is unreachable).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
