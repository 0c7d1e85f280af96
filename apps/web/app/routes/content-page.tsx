import { data } from 'react-router';
import { resolveLanguage } from '@zilt/contracts/api';
import type { Route } from './+types/content-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const segments = (params['*'] ?? '').split('/').filter(Boolean).filter((s) => s !== 'wp');
  const language = resolveLanguage(segments[0]);
  if (segments[0] === 'en' || segments[0] === 'nl') segments.shift();
  const slug = segments.length === 0 ? '/' : segments.join('/').toLowerCase();
  const page = await context.services.getPage('wp', language, slug);
  if (page) return { page };
  const notFound = await context.services.getPage('wp', language, 'not-found');
  return data({ page: notFound }, { status: 404 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded?.page?.title ?? 'Page not found' }];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main>
      <h1>{page?.header.title ?? 'Page not found'}</h1>
    </main>
  );
}
