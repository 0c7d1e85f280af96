import type { EditorScript } from './split-scripts';
import { formScriptAttempts, formScriptRetryMs } from './form-timings';

/**
 * The page's CSP only lets scripts with this response's nonce run. The browser hides nonce
 * attributes from the DOM, but a nonced element keeps it in its `nonce` property: take it from
 * one of the framework's own scripts.
 */
export function pageNonce(): string | undefined {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script')) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}

/**
 * Adds one script to the page; `done` runs once it has run (inline) or loaded or failed (src),
 * told whether it ran.
 */
export function runScript(
  script: EditorScript,
  container: HTMLElement,
  nonce: string | undefined,
  done: (ran: boolean) => void,
): void {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
  if (nonce) element.nonce = nonce;
  if (script.attributes['src']) {
    element.addEventListener('load', () => done(true), { once: true });
    element.addEventListener('error', () => done(false), { once: true });
    container.appendChild(element);
  } else {
    element.text = script.code;
    container.appendChild(element);
    done(true);
  }
}

/**
 * Loads a form script, trying again 1 s after a failure (each failure is logged as failed to
 * load), up to `formScriptAttempts` times; answers whether it loaded.
 */
export function loadFormScript(
  script: EditorScript,
  container: HTMLElement,
  nonce: string | undefined,
  stopped: () => boolean = () => false,
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const attempt = (number: number) => {
      if (stopped()) return resolve(false);
      runScript(script, container, nonce, (ran) => {
        if (ran) return resolve(true);
        console.error(`Form script ${script.attributes['src'] ?? '(inline)'} failed to load (attempt ${number}).`);
        if (number >= formScriptAttempts) return resolve(false);
        setTimeout(() => attempt(number + 1), formScriptRetryMs);
      });
    };
    attempt(1);
  });
}
