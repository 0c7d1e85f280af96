import type { ConsentValue } from '@zilt/contracts/consent-rules';
import { consentModeScript } from '../../lib/analytics/google-consent-mode';

/**
 * The first script of every page: Google Consent Mode's denied default (and, for a visitor
 * who allowed tracking, the update and the tag manager). It runs from the server's HTML only;
 * React leaves it alone when hydrating.
 */
export function ConsentModeScript({
  nonce,
  tracking,
  tagManagerId,
}: {
  nonce: string | undefined;
  tracking: ConsentValue;
  tagManagerId: string | null;
}) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: consentModeScript({ tracking, tagManagerId }) }}
    />
  );
}
