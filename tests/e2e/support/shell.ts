import type { Page } from '@playwright/test';

/** Waits until React has hydrated the server's HTML (the site frame marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** Whether the window has stopped scrolling: its position holds over two rendered frames. */
export function scrollSettled(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const before = window.scrollY;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.scrollY === before;
  });
}

/** The page as the content API answers it, to compare with what the site shows. */
export async function apiPage(baseUrl: string, slug: string, lang: 'en' | 'nl') {
  const response = await fetch(`${baseUrl}/api/wp/getPage?slug=${encodeURIComponent(slug)}&lang=${lang}`);
  if (!response.ok) throw new Error(`getPage ${slug} (${lang}) answered ${response.status}`);
  const body = (await response.json()) as { Title: string; JSONHeader: string; JSONBuildingBlocks: string };
  return {
    title: body.Title,
    header: JSON.parse(body.JSONHeader) as { title: string; intro?: string },
    blocks: JSON.parse(body.JSONBuildingBlocks) as { kind: string; title?: string }[],
  };
}

/** Formats axe violations for an assertion message. */
export function describeViolations(violations: { id: string; help: string; nodes: { target: string[] }[] }[]): string {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('\n');
}

/**
 * The markup of a server document's body: what the page draws. The head holds the page's
 * stylesheets inline, whose selectors name the same classes and attributes as the elements.
 */
export function bodyMarkup(html: string): string {
  const start = html.indexOf('<body');
  if (start < 0) throw new Error('the document has no body');
  return html.slice(start);
}
