import { describe, expect, it } from 'vitest';
import { prepareFirstPaint } from './critical-path.server';

const files: Record<string, string> = {
  '/assets/root-a1.css': '.site-header{color:navy}',
  '/assets/content-page-b2.css': '.page-header{margin:0}',
  '/assets/print-c3.css': '.site-header{display:none}',
  '/assets/odd-d4.css': 'p::after{content:"</style>"}',
};
const read = (href: string) => files[href.replace(/#$/, '')];

describe('the critical path of a first visit', () => {
  it("puts each of the build's stylesheets in the head in its place, before its link, which stays disabled", () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
      '<link rel="stylesheet" href="/assets/root-a1.css"/><link rel="preload" href="/assets/font.woff2" as="font"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/content-page-b2.css#"/></head><body><p>Hi</p></body></html>';
    expect(prepareFirstPaint(html, read)).toBe(
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
    expect(prepareFirstPaint(html, read)).toBe(html);
  });

  it("preloads the route's scripts at low priority, so the first paint's image and font come first", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/framework-f1.js" nonce="n1"/>' +
      '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/></head><body></body></html>';
    expect(prepareFirstPaint(html, read)).toBe(
      '<html><head><link rel="modulepreload" href="/assets/framework-f1.js" nonce="n1" fetchpriority="low"/>' +
        '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/></head><body></body></html>',
    );
  });
});
