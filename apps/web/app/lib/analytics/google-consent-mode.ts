import type { ConsentValue } from '@zilt/contracts/consent-rules';
import { tagManagerScriptUrl } from './tag-manager';

// Google Consent Mode v2 (docs/analytics.md): the page starts with everything Google knows
// denied; every consent choice sends an update. Only the tracking category maps to Google's
// storage types: functional, analytical and video cookies are not Google's to switch.

export type GoogleConsentState = 'granted' | 'denied';

export interface GoogleConsent {
  ad_storage: GoogleConsentState;
  ad_user_data: GoogleConsentState;
  ad_personalization: GoogleConsentState;
  analytics_storage: GoogleConsentState;
}

/** Google's consent types for the visitor's tracking choice. */
export function googleConsentOf(tracking: ConsentValue): GoogleConsent {
  const state: GoogleConsentState = tracking === 'yes' ? 'granted' : 'denied';
  return { ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state };
}

export interface ConsentModeScriptInput {
  /** The tracking choice stored in the request's cookies (current revision). */
  tracking: ConsentValue;
  tagManagerId: string | null;
}

/**
 * The inline script at the top of <head>: defines `dataLayer` and `gtag`, sends the denied
 * default before anything else, then, for a visitor who already allowed tracking, the update
 * and the tag manager (with this script's own nonce). Every value is built by us, never by
 * content, and serialised with JSON.stringify.
 */
export function consentModeScript({ tracking, tagManagerId }: ConsentModeScriptInput): string {
  const lines = [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    `gtag('consent','default',${JSON.stringify(googleConsentOf('no'))});`,
  ];
  if (tracking === 'yes') {
    lines.push(`gtag('consent','update',${JSON.stringify(googleConsentOf('yes'))});`);
    if (tagManagerId) {
      lines.push(
        '(function(d,s){',
        "dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
        "s=d.createElement('script');s.async=true;",
        `s.src=${JSON.stringify(tagManagerScriptUrl(tagManagerId))};`,
        "s.nonce=d.currentScript&&d.currentScript.nonce||'';s.setAttribute('data-tag-manager','');",
        'd.head.appendChild(s);',
        '})(document);',
      );
    }
  }
  return lines.join('\n');
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** `gtag('consent', 'update', …)` through the page's gtag (or the same push without it). */
export function sendConsentUpdate(tracking: ConsentValue): void {
  if (typeof window === 'undefined') return;
  if (typeof window.gtag === 'function') {
    window.gtag('consent', 'update', googleConsentOf(tracking));
    return;
  }
  pushArguments('consent', 'update', googleConsentOf(tracking));
}

// gtag reads only real `arguments` objects from the data layer (an array is a different
// command), so the fallback pushes one too.
function pushArguments(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}
