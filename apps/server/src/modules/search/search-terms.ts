// The site search's handling of what a visitor typed and of the passage shown with each hit.

/** At most this many words of a search count; the rest is ignored. */
const maxSearchWords = 12;

/**
 * The `to_tsquery` text of a visitor's search: every word must match, and the last one may be
 * the start of a longer word (`salt tol` finds "salt tolerance"). Only letters and digits
 * reach the query, so no operator a visitor types can change its meaning. Null when no word is left.
 */
export function searchQueryText(typed: string): string | null {
  const words = (typed.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, maxSearchWords);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * The `to_tsquery` text of the words typed as one phrase: the same words, next to each other and
 * in the typed order (the last one again as a word start). Null when no word is left.
 */
export function searchPhraseText(typed: string): string | null {
  return searchQueryText(typed)?.replaceAll(' & ', ' <-> ') ?? null;
}

/** How many words of a search count (at most the maximum). */
export function searchWordCount(typed: string): number {
  return Math.min((typed.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).length, maxSearchWords);
}

/** Marks around matched words in the database's passage, chosen so that no page text holds them. */
export const snippetMarkStart = '\uE000';
export const snippetMarkEnd = '\uE001';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The passage as HTML: the page's text escaped, matched words in `<mark>`. */
export function snippetHtml(passage: string): string {
  return passage
    .replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character)
    .replaceAll(snippetMarkStart, '<mark>')
    .replaceAll(snippetMarkEnd, '</mark>');
}
