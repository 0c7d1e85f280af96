// The optional tag manager (TAG_MANAGER_ID): loaded only after tracking consent, with the page's
// CSP nonce, and never twice.

const tagManagerOrigin = 'https://www.googletagmanager.com';

export function tagManagerScriptUrl(id: string): string {
  return `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** The nonce of the page's own scripts (browsers hide the attribute, not the property). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Inserts the tag manager's script unless the page already has it. */
export function loadTagManager(id: string): void {
  if (typeof document === 'undefined' || document.querySelector('script[data-tag-manager]')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(id);
  script.nonce = pageNonce();
  script.setAttribute('data-tag-manager', '');
  document.head.appendChild(script);
}
