import type { Language } from './common.ts';

// Double opt-in for the newsletter: a sign-up counts only once the person confirmed it through
// the link mailed to the address they gave. The link opens a page of the content site,
// `/{lang}/newsletter/confirm?token=…`, which shows the sign-up and confirms it with a button (a
// mail scanner that opens links confirms nothing). Zod-free: the browser bundle reads it.

/** The confirmation page's path in a language; the token goes in the `token` query parameter. */
export function newsletterConfirmPath(language: Language): string {
  return `/${language}/newsletter/confirm`;
}

/** The query parameter that carries the token (the server's logs redact `token` values). */
export const newsletterTokenParameter = 'token';

/** A token as the server makes it: 32 random bytes, base64url (43 characters). */
export const newsletterTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What a confirmation link stands for when it is opened. */
export type NewsletterTokenState =
  | { state: 'pending'; email: string }
  | { state: 'confirmed'; email: string }
  | { state: 'expired' }
  | { state: 'invalid' };

/** What confirming did: confirmed now, confirmed before, or nothing (an expired or unknown link). */
export type NewsletterConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

export interface NewsletterConfirmTexts {
  title: string;
  /** `{email}` is the address of the sign-up. */
  pending: string;
  confirmButton: string;
  confirmed: string;
  alreadyConfirmed: string;
  expired: string;
  invalid: string;
  homeLink: string;
}

/** The confirmation page's texts in the page's language. */
export const newsletterConfirmTexts: Record<Language, NewsletterConfirmTexts> = {
  en: {
    title: 'Confirm your newsletter subscription',
    pending: 'Confirm that {email} may receive the Zilt newsletter.',
    confirmButton: 'Confirm subscription',
    confirmed: 'Thank you: your subscription to the newsletter is confirmed.',
    alreadyConfirmed: 'Your subscription to the newsletter was already confirmed. Thank you!',
    expired:
      'This confirmation link has expired, so you are not subscribed. Sign up again and you will receive a new link.',
    invalid:
      'This confirmation link is not valid. Check that you opened the whole link from the e-mail, or sign up again.',
    homeLink: 'To the home page',
  },
  nl: {
    title: 'Bevestig je inschrijving voor de nieuwsbrief',
    pending: 'Bevestig dat {email} de Zilt-nieuwsbrief mag ontvangen.',
    confirmButton: 'Inschrijving bevestigen',
    confirmed: 'Bedankt: je inschrijving voor de nieuwsbrief is bevestigd.',
    alreadyConfirmed: 'Je inschrijving voor de nieuwsbrief was al bevestigd. Bedankt!',
    expired:
      'Deze bevestigingslink is verlopen, dus je bent niet ingeschreven. Schrijf je opnieuw in, dan krijg je een nieuwe link.',
    invalid:
      'Deze bevestigingslink is niet geldig. Controleer of je de hele link uit de e-mail hebt geopend, of schrijf je opnieuw in.',
    homeLink: 'Naar de homepage',
  },
};
