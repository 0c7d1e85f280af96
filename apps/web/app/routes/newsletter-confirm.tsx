import { data } from 'react-router';
import type { Language } from '@zilt/contracts/common';
import {
  newsletterConfirmTexts,
  newsletterTokenParameter,
  type NewsletterConfirmOutcome,
} from '@zilt/contracts/newsletter-opt-in';
import { NewsletterConfirmView } from '../features/newsletter/newsletter-confirm-view';
import type { Route } from './+types/newsletter-confirm';

// The page a newsletter confirmation link opens: `/{lang}/newsletter/confirm?token=…`. It holds
// a person's address and a secret token: never kept by any cache, never indexed, and the token is
// not passed on as a referrer.

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

function languageOf(lang: string | undefined): Language {
  return lang === 'nl' ? 'nl' : 'en';
}

/** An unknown link is not found, an expired one gone; every other state is a normal page. */
function statusOf(state: NewsletterConfirmOutcome | 'pending'): number {
  return state === 'invalid' ? 404 : state === 'expired' ? 410 : 200;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(newsletterTokenParameter);
  const state = await context.services.checkNewsletterToken(token);
  return data(
    { language: languageOf(params.lang), state, token: token ?? '' },
    { status: statusOf(state.state === 'confirmed' ? 'already-confirmed' : state.state), headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get(newsletterTokenParameter);
  const outcome = await context.services.confirmNewsletterSignUp(typeof token === 'string' ? token : null);
  return data({ outcome }, { status: statusOf(outcome), headers: privateHeaders });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: newsletterConfirmTexts[languageOf(params.lang)].title },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterConfirmView
      language={loaderData.language}
      state={loaderData.state}
      outcome={actionData?.outcome}
      token={loaderData.token}
    />
  );
}
