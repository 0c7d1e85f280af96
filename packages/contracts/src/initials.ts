// Initials of a person shown in place of a missing portrait. Imports nothing, so the browser
// bundle can use it.

/** A word that starts with a capital letter (a name, not a prefix such as "de" or "van den"). */
const capitalised = /^\p{Lu}/u;

/**
 * The initials of a full name: the first letter of its first word and of its last word that
 * starts with a capital (so "Marieke de Vries" gives MV and "Jan van den Berg" JB), in capitals;
 * one letter for a one-word name, nothing for an empty one.
 */
export function initialsOf(fullName: string): string {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = words[0];
  if (!first) return '';
  const rest = words.slice(1);
  const last = rest.findLast((word) => capitalised.test(word)) ?? rest.at(-1);
  return [first, last]
    .flatMap((word) => (word ? [[...word][0]!] : []))
    .join('')
    .toUpperCase();
}
