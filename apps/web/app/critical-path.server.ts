import { readFileSync } from 'node:fs';
import { inlineHash } from './lib/csp/inline-hash.server';

/**
 * What a first visit needs before its first paint comes with the HTML, and nothing else
 * competes with it for the connection:
 *
 * - The page's own stylesheets travel inside its HTML: the page paints as soon as the document
 *   has arrived instead of waiting for a round of stylesheet requests (on a phone's connection,
 *   a round trip or more each). Each `<link rel="stylesheet">` of the build in the head is
 *   preceded by a `<style>` with the file's rules, in the same place, so the cascade keeps its
 *   order. The link itself stays, `disabled`: the browser neither fetches nor applies it, while
 *   React hydrates the head it rendered, and React Router and the bundler, which look for a
 *   stylesheet's link before adding one (client-side navigation, a chunk loaded later), find it
 *   and do not apply the same rules a second time further down. Print-only sheets and links
 *   outside the build stay as they are: they do not hold up the first paint.
 * - The route's scripts are still preloaded (hydration needs them all), at low priority: the
 *   page is drawn without them, so the header image and the font are fetched first.
 *
 * The page's policy allows inline style elements by hash only, so the document comes with the
 * hashes of all of its style elements: the stylesheets put inline and those the page rendered
 * itself (a map's still, the rules for visitors without JavaScript).
 */
export function prepareFirstPaint(html: string, stylesheet: (href: string) => BuiltStylesheet | undefined): FirstPaint {
  const styleHashes = new Set(renderedStyleHashes(html));
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { html, styleHashes: [...styleHashes] };
  const head = html.slice(0, headEnd).replace(/<link\b[^>]*>/g, (link) => {
    const attributes = attributesOf(link);
    if (attributes.get('rel') === 'modulepreload' && !attributes.has('fetchpriority'))
      return withAttribute(link, 'fetchpriority="low"');
    const inline = inlineStylesheet(link, attributes, stylesheet);
    if (inline === undefined) return link;
    styleHashes.add(inline.hash);
    return inline.markup;
  });
  return { html: head + html.slice(headEnd), styleHashes: [...styleHashes] };
}

export interface FirstPaint {
  html: string;
  /** The CSP hashes (`sha256-…`) of every style element of the document. */
  styleHashes: string[];
}

/** A stylesheet of the client build: its rules and their CSP hash. */
export interface BuiltStylesheet {
  rules: string;
  hash: string;
}

const styleElementPattern = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The hashes of the style elements the page rendered (React puts their text in as it is). */
function renderedStyleHashes(html: string): string[] {
  return [...html.matchAll(styleElementPattern)].map((match) => inlineHash(match[1] ?? ''));
}

function inlineStylesheet(
  link: string,
  attributes: Map<string, string>,
  stylesheet: (href: string) => BuiltStylesheet | undefined,
): { markup: string; hash: string } | undefined {
  const href = attributes.get('href');
  if (attributes.get('rel') !== 'stylesheet' || attributes.has('media') || attributes.has('disabled')) return undefined;
  if (href === undefined || !builtStylesheetPath.test(href)) return undefined;
  const file = stylesheet(href);
  // A closing tag inside the rules would end the element early; such a file keeps its link.
  if (file === undefined || /<\/style/i.test(file.rules)) return undefined;
  return {
    markup: `<style data-href="${href}">${file.rules}</style>${withAttribute(link, 'disabled=""')}`,
    hash: file.hash,
  };
}

function withAttribute(tag: string, attribute: string): string {
  return tag.replace(/\s*\/?>$/, ` ${attribute}/>`);
}

/**
 * A stylesheet the build wrote (hashed name under /assets/); React Router's manifest names
 * some with a trailing `#`.
 */
const builtStylesheetPath = /^\/assets\/[\w.-]+\.css#?$/;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) attributes.set(match[1]!, match[2] ?? '');
  return attributes;
}

const stylesheetCache = new Map<string, BuiltStylesheet | undefined>();

/**
 * The rules of a stylesheet of the client build and their hash, read and hashed once per
 * process (the files carry a hash of their content in their names, so a build's set is fixed).
 * The client build lies beside the server build.
 */
export function builtStylesheet(href: string): BuiltStylesheet | undefined {
  if (!builtStylesheetPath.test(href)) return undefined;
  if (!stylesheetCache.has(href)) {
    let file: BuiltStylesheet | undefined;
    try {
      const rules = readFileSync(new URL(`../client${href.replace(/#$/, '')}`, import.meta.url), 'utf8');
      file = { rules, hash: inlineHash(rules) };
    } catch {
      file = undefined;
    }
    stylesheetCache.set(href, file);
  }
  return stylesheetCache.get(href);
}
