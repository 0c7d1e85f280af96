// WhatsApp is offered only for Dutch mobile numbers: written as +316…, 06… or 6…
// (spaces ignored) and valid, i.e. +316 or 06 followed by 8 digits, or 6 followed by 8 digits.

const dutchMobilePatterns = [/^\+316(\d{8})$/, /^06(\d{8})$/, /^6(\d{8})$/];

/** The number in international form without plus (`316…`), or undefined when WhatsApp does not apply. */
function whatsAppNumber(phone: string): string | undefined {
  const compact = phone.replace(/\s+/g, '');
  for (const pattern of dutchMobilePatterns) {
    const match = pattern.exec(compact);
    if (match) return `316${match[1]}`;
  }
  return undefined;
}

/** The chat link for a Dutch mobile number, e.g. `https://wa.me/31612345678`. */
export function whatsAppUrl(phone: string): string | undefined {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}` : undefined;
}
