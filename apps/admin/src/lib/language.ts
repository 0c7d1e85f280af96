import { isLanguage, type Language } from '@zilt/contracts/languages';

/** Where the Mini-Admin lives; every route is below it. */
export const adminBase = '/dev';

/** The Mini-Admin speaks Dutch unless the address asks for English. */
export const adminDefaultLanguage: Language = 'nl';

/**
 * The Mini-Admin's language comes from the first two letters of its path below `/dev/`:
 * `/dev/en/data` is English, `/dev/nl/data` Dutch, anything else (such as `/dev/data`) Dutch.
 */
export function adminLanguage(pathname: string): Language {
  const below = pathname.startsWith(`${adminBase}/`) ? pathname.slice(adminBase.length + 1) : '';
  const letters = below.slice(0, 2).toLowerCase();
  const followedBySegmentEnd = below.length === 2 || below[2] === '/';
  return followedBySegmentEnd && isLanguage(letters) ? letters : adminDefaultLanguage;
}

/** The path prefix that keeps the language of the current address: `/dev` or `/dev/en`. */
export function adminPrefix(pathname: string): string {
  const below = pathname.startsWith(`${adminBase}/`) ? pathname.slice(adminBase.length + 1) : '';
  const first = below.split('/')[0] ?? '';
  return isLanguage(first.toLowerCase()) ? `${adminBase}/${first.toLowerCase()}` : adminBase;
}
