// The Dutch postcode: four digits, the first not 0, then two letters, with at most one space
// between them (1012 AB, 1012ab). Content, the subscription forms, the events-near-a-postcode
// filter and the page that shows an event's place all read it here. Imports nothing, so the
// browser bundle can use it.

/** A whole Dutch postcode; the groups are the four digits and the two letters. */
export const dutchPostcodePattern = /^([1-9]\d{3}) ?([A-Za-z]{2})$/;

/** The four digits of a postcode area alone (1012), as the events filter also takes them. */
const areaPattern = /^[1-9]\d{3}$/;

/** Whether `value` is a whole Dutch postcode. */
export function isDutchPostcode(value: string): boolean {
  return dutchPostcodePattern.test(value);
}

/** A postcode as the post writes it, four digits, a space, two capitals (1012 AB); other text as it is. */
export function formatDutchPostcode(value: string): string {
  const match = dutchPostcodePattern.exec(value);
  return match ? `${match[1]} ${match[2]!.toUpperCase()}` : value;
}

/**
 * The area (the four digits, as a number) of a whole postcode or of the four digits alone,
 * surrounding spaces ignored; null for anything else.
 */
export function dutchPostcodeArea(value: string): number | null {
  const trimmed = value.trim();
  if (areaPattern.test(trimmed)) return Number(trimmed);
  const match = dutchPostcodePattern.exec(trimmed);
  return match ? Number(match[1]) : null;
}
