// The image sizes of spec §9, each also at twice its size for high-density screens. Only
// these are rendered, so a request cannot make the server resize to arbitrary dimensions.
// The web app's `image-presets.ts` asks for exactly these; keep the two lists in step.

export interface ImageSize {
  width: number;
  height: number;
}

export const specImageSizes: Record<string, ImageSize> = {
  contact: { width: 500, height: 500 },
  cta: { width: 620, height: 620 },
  featured: { width: 510, height: 510 },
  media: { width: 1300, height: 500 },
  grid: { width: 305, height: 244 },
  pageHeader: { width: 512, height: 384 },
  hero: { width: 700, height: 500 },
  teaser: { width: 400, height: 225 },
  teaserSmall: { width: 180, height: 180 },
};

/** The detail header is 100vw wide and 600 px high: one width per breakpoint of §9. */
export const detailHeaderWidths = [480, 768, 1024, 1440, 1920] as const;
export const detailHeaderHeight = 600;

export const imageFormats = ['webp', 'avif'] as const;
export type ImageFormat = (typeof imageFormats)[number];

function sizeKey({ width, height }: ImageSize): string {
  return `${width}x${height}`;
}

export const allowedImageSizes: ReadonlySet<string> = new Set([
  ...Object.values(specImageSizes).flatMap((size) => [sizeKey(size), sizeKey({ width: size.width * 2, height: size.height * 2 })]),
  ...detailHeaderWidths.map((width) => sizeKey({ width, height: detailHeaderHeight })),
]);

export function isAllowedImageSize(width: number, height: number): boolean {
  return allowedImageSizes.has(sizeKey({ width, height }));
}
