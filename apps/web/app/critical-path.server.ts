import { readFileSync } from 'node:fs';

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
 */
export function prepareFirstPaint(html: string, stylesheetText: (href: string) => string | undefined): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(/<link\b[^>]*>/g, (link) => {
    const attributes = attributesOf(link);
    if (attributes.get('rel') === 'modulepreload' && !attributes.has('fetchpriority'))
      return withAttribute(link, 'fetchpriority="low"');
    return inlineStylesheet(link, attributes, stylesheetText);
  });
  return head + html.slice(headEnd);
}

function inlineStylesheet(
  link: string,
  attributes: Map<string, string>,
  stylesheetText: (href: string) => string | undefined,
): string {
  const href = attributes.get('href');
  if (attributes.get('rel') !== 'stylesheet' || attributes.has('media') || attributes.has('disabled')) return link;
  if (href === undefined || !builtStylesheet.test(href)) return link;
  const rules = stylesheetText(href);
  // A closing tag inside the rules would end the element early; such a file keeps its link.
  if (rules === undefined || /<\/style/i.test(rules)) return link;
  return `<style data-href="${href}">${rules}</style>${withAttribute(link, 'disabled=""')}`;
}

function withAttribute(tag: string, attribute: string): string {
  return tag.replace(/\s*\/?>$/, ` ${attribute}/>`);
}

/**
 * A stylesheet the build wrote (hashed name under /assets/); React Router's manifest names
 * some with a trailing `#`.
 */
const builtStylesheet = /^\/assets\/[\w.-]+\.css#?$/;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) attributes.set(match[1]!, match[2] ?? '');
  return attributes;
}

const stylesheetCache = new Map<string, string | undefined>();

/**
 * The rules of a stylesheet of the client build, read once per process (the files carry a hash
 * of their content in their names). The client build lies beside the server build.
 */
export function builtStylesheetText(href: string): string | undefined {
  if (!builtStylesheet.test(href)) return undefined;
  if (!stylesheetCache.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(new URL(`../client${href.replace(/#$/, '')}`, import.meta.url), 'utf8');
    } catch {
      text = undefined;
    }
    stylesheetCache.set(href, text);
  }
  return stylesheetCache.get(href);
}
