import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/content-page.tsx', { id: 'home-page' }),
  route('*', 'routes/content-page.tsx', { id: 'content-page' }),
] satisfies RouteConfig;
