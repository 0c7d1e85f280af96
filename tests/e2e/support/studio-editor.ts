import { expect, type Locator, type Page } from '@playwright/test';

// Working the studio's block editor from a test: dragging blocks from its list onto the canvas
// (like a hand, waiting for the editor), and finding the selected block's fields.

export interface Point {
  x: number;
  y: number;
}

/**
 * Drags a block from the editor's list of blocks to a point of the canvas (read again after the
 * pointer arrives: the canvas makes room while a block is dragged over it), and drops it there.
 */
export async function dragBlock(
  page: Page,
  name: string,
  target: () => Promise<Point>,
  landsIn?: Locator,
): Promise<void> {
  const item = page.locator('[data-puck-drawer-item][aria-roledescription="draggable"]', {
    hasText: new RegExp(`^${name}$`),
  });
  await item.scrollIntoViewIfNeeded();
  const from = await item.boundingBox();
  if (!from) throw new Error(`the block ${name} is not in the list`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // The editor's drag starts after the pointer has moved a little; move in steps like a hand.
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 5 });
  const first = await target();
  await page.mouse.move(first.x, first.y, { steps: 25 });
  await expect(page.frameLocator('iframe').first().locator('[data-puck-dragging]')).toBeAttached();
  // A nested drop zone becomes the target once the pointer moves within it: move a little until
  // the editor marks where the block will land in it (for the page itself, once).
  let nudge = 0;
  await expect(async () => {
    const settled = await target();
    nudge = nudge === 2 ? -2 : 2;
    await page.mouse.move(settled.x, settled.y + nudge, { steps: 3 });
    if (landsIn) await expect(landsIn.locator('[data-puck-line-placeholder]')).toBeAttached({ timeout: 500 });
  }).toPass();
  await page.mouse.up();
}

/** A point of the canvas, `y` pixels below its top (in the page's pixels: the canvas is scaled). */
export function canvasPoint(page: Page, y: number): () => Promise<Point> {
  return async () => {
    const canvas = await page.locator('iframe').first().boundingBox();
    if (!canvas) throw new Error('the canvas is not on screen');
    return { x: canvas.x + canvas.width / 2, y: canvas.y + y };
  };
}

/** The middle of an element of the canvas. */
export function middleOf(locator: Locator): () => Promise<Point> {
  return async () => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('the drop target is not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
}

/** A field of the selected block by its name in the editor (`title`, `items[0].title`), as shown. */
export function field(page: Page, name: string): Locator {
  return page.locator(`main [name="${name}"]`).filter({ visible: true });
}
