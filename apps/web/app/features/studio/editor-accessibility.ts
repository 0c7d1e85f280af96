import { useEffect, type RefObject } from 'react';
import { screenText, type StudioLanguage } from './studio-language';

// The block editor (Puck 0.23) leaves a few of its own controls without a name, which the
// studio, like the rest of the product, may not: the canvas frame, the zoom choice, the icon-only
// "add item" button of lists, and its loading spinner (a label on an element with no role). Until
// the editor names them itself, the studio names them as they appear. Everything else of the
// editor's screen passes axe as it is.

function nameControls(root: HTMLElement, language: StudioLanguage): void {
  for (const frame of root.querySelectorAll<HTMLIFrameElement>('iframe:not([title])')) {
    frame.title = screenText(language, 'canvasFrame');
  }
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="zoomSelect"]:not([aria-label])')) {
    select.setAttribute('aria-label', screenText(language, 'zoom'));
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    'button[class*="ArrayField-addButton"]:not([aria-label])',
  )) {
    button.setAttribute('aria-label', screenText(language, 'addItem'));
  }
  for (const loader of root.querySelectorAll<HTMLElement>('span[class*="_Loader_"][aria-label]:not([role])')) {
    loader.setAttribute('role', 'img');
  }
}

/** Names the editor's unnamed controls now and whenever the editor draws new ones. */
export function useNamedEditorControls(root: RefObject<HTMLElement | null>, language: StudioLanguage): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    nameControls(element, language);
    const observer = new MutationObserver(() => nameControls(element, language));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, language]);
}
