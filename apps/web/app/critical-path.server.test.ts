import { describe, expect, it } from 'vitest';
import { prepareFirstPaint, type BuiltStylesheet } from './critical-path.server';
import { inlineHash } from './lib/csp/inline-hash.server';

const files: Record<string, string> = {
  '/assets/root-a1.css': '.site-header{color:navy}',
  '/assets/content-page-b2.css': '.page-header{margin:0}',
  '/assets/print-c3.css': '.site-header{display:none}',
  '/assets/odd-d4.css': 'p::after{content:"</style>"}',
};
function read(href: string): BuiltStylesheet | undefined {
  const rules = files[href.replace(/#$/, '')];
  return rules === undefined ? undefined : { rules, hash: inlineHash(rules) };
}
const htmlOf = (html: string) => prepareFirstPaint(html, read).html;

describe('the critical path of a first visit', () => {
  it("puts each of the build's stylesheets in the head in its place, before its link, which stays disabled", () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
      '<link rel="stylesheet" href="/assets/root-a1.css"/><link rel="preload" href="/assets/font.woff2" as="font"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/content-page-b2.css#"/></head><body><p>Hi</p></body></html>';
    expect(htmlOf(html)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
        '<style data-href="/assets/root-a1.css">.site-header{color:navy}</style>' +
        '<link rel="stylesheet" href="/assets/root-a1.css" disabled=""/>' +
        '<link rel="preload" href="/assets/font.woff2" as="font"/>' +
        '<style data-href="/assets/content-page-b2.css#">.page-header{margin:0}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/content-page-b2.css#" disabled=""/></head><body><p>Hi</p></body></html>',
    );
  });

  it('leaves print-only sheets, unknown files, files that would end the element and links in the body alone', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/print-c3.css" media="print"/>' +
      '<link rel="stylesheet" href="/assets/missing-e5.css"/><link rel="stylesheet" href="/assets/odd-d4.css"/>' +
      '<link rel="stylesheet" href="https://example.org/x.css"/></head>' +
      '<body><link rel="stylesheet" href="/assets/root-a1.css"/></body></html>';
    expect(htmlOf(html)).toBe(html);
  });

  it('names the hash of every style element of the document: the stylesheets put inline and those the page rendered', async () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/root-a1.css"/></head>' +
      '<body><style>#map-still-r1 .marker{left:4%}</style><noscript><style>.menu{display:block}</style></noscript></body></html>';
    const { html: prepared, styleHashes } = prepareFirstPaint(html, read);
    const texts = [...prepared.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(texts).toEqual(['.site-header{color:navy}', '#map-still-r1 .marker{left:4%}', '.menu{display:block}']);
    // The same digest a browser computes over the element's text (base64 SHA-256).
    expect(inlineHash('.site-header{color:navy}')).toBe(
      `sha256-${Buffer.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('.site-header{color:navy}')))).toString('base64')}`,
    );
    expect(styleHashes.sort()).toEqual(texts.map(inlineHash).sort());
  });

  it("preloads the route's scripts at low priority, so the first paint's image and font come first", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/framework-f1.js" nonce="n1"/>' +
      '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/></head><body></body></html>';
    expect(htmlOf(html)).toBe(
      '<html><head><link rel="modulepreload" href="/assets/framework-f1.js" nonce="n1" fetchpriority="low"/>' +
        '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/></head><body></body></html>',
    );
  });
});
