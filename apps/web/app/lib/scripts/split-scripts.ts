export interface EditorScript {
  /** Attributes as written, e.g. `src`, `type`, `async`. */
  attributes: Record<string, string>;
  /** The inline code, empty for a script with a source. */
  code: string;
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attributePattern = /([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/**
 * Takes the scripts out of editor HTML: the markup is shown as it is, the scripts run later one
 * by one (scripts in server HTML or in innerHTML would run at once, or never).
 */
export function splitScripts(html: string): { markup: string; scripts: EditorScript[] } {
  const scripts: EditorScript[] = [];
  const markup = html.replace(scriptPattern, (_whole, attributes: string, code: string) => {
    scripts.push({ attributes: readAttributes(attributes), code });
    return '';
  });
  return { markup, scripts };
}
