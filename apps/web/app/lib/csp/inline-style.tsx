import { createContext, useContext, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * Style rules a component works out from its data (a map's markers, a frame's height), under a
 * page policy that allows inline style elements only by the hashes the server lists for the
 * page it sent:
 *
 * - In the server's HTML the rules are a `<style>` element, which stays once the page has come
 *   alive. The server hashes it with the page, so it applies also without JavaScript.
 * - Drawn in the browser after that (a client-side navigation), the rules are a stylesheet built
 *   in script and adopted by the document: the policy governs style elements, and the element
 *   of a page the server never sent would have no hash in it.
 * - Put it first in its parent element: HTML allows a style element in the body only there.
 * - Where style elements are allowed as a whole (the studio's canvas, a frame that copies the
 *   studio's style elements but no built stylesheets), always a `<style>` element.
 */
export function InlineStyle({ rules }: { rules: string }) {
  const inBrowser = useSyncExternalStore(subscribeToNothing, inBrowserSnapshot, serverSnapshot);
  const elementsAllowed = useContext(StyleElementsAllowed);
  // The server's element stays as it came, text and all (new text would need a new hash):
  // nothing is restyled when the page comes alive. Rules that differ from it are adopted.
  const [serverRules] = useState(inBrowser ? null : rules);
  const adopt = !elementsAllowed && rules !== serverRules;
  useLayoutEffect(() => (adopt ? adoptRules(rules) : undefined), [adopt, rules]);
  if (elementsAllowed) return <style>{rules}</style>;
  return serverRules === null ? null : <style>{serverRules}</style>;
}

/** Whether the policy of the document drawn into allows any inline style element (the studio's). */
export const StyleElementsAllowed = createContext(false);

export function useStyleElementsAllowed(): boolean {
  return useContext(StyleElementsAllowed);
}

/** An id for an element that inline style rules select (`#…`), from React's id. */
export function useStyleScope(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/**
 * Adds rules to the document as a constructed stylesheet, which the policy allows; the returned
 * function takes them away again. A browser that cannot build stylesheets gets a style element,
 * which the fallback part of the policy, all such a browser reads, allows.
 */
export function adoptRules(rules: string): () => void {
  if (!('adoptedStyleSheets' in document) || typeof CSSStyleSheet.prototype.replaceSync !== 'function') {
    const element = document.createElement('style');
    element.textContent = rules;
    document.head.append(element);
    return () => element.remove();
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

const subscribeToNothing = () => () => undefined;
const inBrowserSnapshot = () => true;
const serverSnapshot = () => false;
