import { type RouteConfig, route } from '@react-router/dev/routes';

export default [route('*', 'routes/content-page.tsx')] satisfies RouteConfig;
