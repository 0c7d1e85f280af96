import { Form, useNavigation } from 'react-router';
import type { Language } from '@zilt/contracts/common';
import {
  newsletterConfirmTexts,
  newsletterTokenParameter,
  type NewsletterConfirmOutcome,
  type NewsletterTokenState,
} from '@zilt/contracts/newsletter-opt-in';
import { SmartLink } from '../../components/smart-link/smart-link';
import { pagePath } from '../../lib/page-address/resolve-page-address';
import '../page-states/page-states.css';

interface NewsletterConfirmViewProps {
  language: Language;
  /** What the link stood for when the page was opened. */
  state: NewsletterTokenState;
  /** What pressing the button did, once pressed. */
  outcome: NewsletterConfirmOutcome | undefined;
  token: string;
}

/** The sentence for a link's state, or for what confirming it did. */
function messageOf(
  texts: (typeof newsletterConfirmTexts)[Language],
  state: NewsletterTokenState,
  outcome: NewsletterConfirmOutcome | undefined,
): string {
  switch (outcome ?? state.state) {
    case 'confirmed':
      return outcome === 'confirmed' ? texts.confirmed : texts.alreadyConfirmed;
    case 'already-confirmed':
      return texts.alreadyConfirmed;
    case 'expired':
      return texts.expired;
    case 'invalid':
      return texts.invalid;
    default:
      return texts.pending.replace('{email}', 'email' in state ? state.email : '');
  }
}

/**
 * The newsletter confirmation page: it names the address and confirms only when the person
 * presses the button (a mail scanner that opens the link confirms nothing), then says the
 * outcome; an expired or unknown link is explained kindly, with the way back to the site.
 */
export function NewsletterConfirmView({ language, state, outcome, token }: NewsletterConfirmViewProps) {
  const texts = newsletterConfirmTexts[language];
  const navigation = useNavigation();
  const askToConfirm = outcome === undefined && state.state === 'pending';
  return (
    <section className="page-state container" aria-labelledby="newsletter-confirm-title">
      <h1 className="page-state__title" id="newsletter-confirm-title">
        {texts.title}
      </h1>
      <p role="status">{messageOf(texts, state, outcome)}</p>
      <div className="page-state__actions">
        {askToConfirm && (
          <Form method="post" replace>
            <input type="hidden" name={newsletterTokenParameter} value={token} />
            <button type="submit" className="button button--primary" disabled={navigation.state !== 'idle'}>
              {texts.confirmButton}
            </button>
          </Form>
        )}
        <SmartLink href={pagePath(language, '/')}>{texts.homeLink}</SmartLink>
      </div>
    </section>
  );
}
