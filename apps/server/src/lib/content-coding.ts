/** The codings kept of an answer held in memory: brotli and gzip, or none. */
export type StoredCoding = 'br' | 'gzip' | 'identity';

/** `Accept-Encoding` values seen, with the coding each chose (browsers send a handful of values). */
const chosen = new Map<string, StoredCoding>();
const remembered = 256;

function parseAccepted(header: string): StoredCoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
    accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** The coding of a stored answer a request's `Accept-Encoding` accepts best: brotli, then gzip, else none. */
export function acceptedCoding(header: string | undefined): StoredCoding {
  if (header === undefined || header === '') return 'identity';
  let coding = chosen.get(header);
  if (coding === undefined) {
    coding = parseAccepted(header);
    if (chosen.size >= remembered) chosen.clear();
    chosen.set(header, coding);
  }
  return coding;
}

/** Whether an `If-None-Match` header names this validator (or `*`), compared weakly. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
