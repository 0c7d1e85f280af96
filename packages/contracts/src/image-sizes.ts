// The image sizes the site shows, shared by the server's image route (which renders only these,
// each also at twice its size for high-density screens, so a request cannot make it resize to
// arbitrary dimensions) and the web app (which asks for exactly these). Imports nothing, so the
// browser bundle can use it.

export interface ImageSize {
  width: number;
  height: number;
}

/** Fixed sizes by use: cards, teasers, blocks and the page headers. */
export const imageSizes = {
  contact: { width: 500, height: 500 },
  cta: { width: 620, height: 620 },
  featured: { width: 510, height: 510 },
  media: { width: 1300, height: 500 },
  grid: { width: 305, height: 244 },
  pageHeader: { width: 512, height: 384 },
  hero: { width: 700, height: 500 },
  teaser: { width: 400, height: 225 },
  teaserSmall: { width: 180, height: 180 },
  /** A team member's portrait beside the name in the compact cards of phones. */
  portrait: { width: 112, height: 112 },
} as const satisfies Record<string, ImageSize>;

export type ImageSizeName = keyof typeof imageSizes;

/** The detail page's header is as wide as the viewport and 600 px high: one width per breakpoint. */
export const detailHeaderSize = { widths: [480, 768, 1024, 1440, 1920], height: 600 } as const;

/**
 * A page's picture on social networks (Open Graph, Twitter cards): 1200 × 630, the size every
 * network shows large. Served at this size alone, as JPEG (which every network reads).
 */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** The formats the image route renders; JPEG only for the social card. */
export const imageFormats = ['webp', 'avif', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];
