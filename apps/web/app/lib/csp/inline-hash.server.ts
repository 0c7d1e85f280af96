import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source of an inline element's text (`sha256-…`, base64), as a
 * browser computes it to let an inline script or style element in by hash.
 */
export function inlineHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
