// Plain values shared by the server and the browser. This module imports nothing (no zod), so
// the browser bundle can use it without pulling in the schema library.

/** Share of a block that must be visible before it reveals, unless the block sets its own. */
export const defaultInViewThreshold = 0.1;

/** Iframe height in pixels when the block's height is missing, zero or negative. */
export const defaultIframeHeight = 500;
