// Image sizes of spec §9, as the web app asks the server's image route for them
// (apps/server/src/modules/images/sizes.ts offers exactly these, each also at 2x).

export interface FixedImagePreset {
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
}

export const imagePresets = {
  contact: { width: 500, height: 500, sizes: '(min-width: 768px) 320px, 100vw' },
  cta: { width: 620, height: 620, sizes: '(min-width: 1024px) 420px, (min-width: 768px) 45vw, 100vw' },
  featured: { width: 510, height: 510, sizes: '(min-width: 1024px) 510px, (min-width: 768px) 45vw, 100vw' },
  media: { width: 1300, height: 500, sizes: '(min-width: 1440px) 1152px, 100vw' },
  grid: { width: 305, height: 244, sizes: '(min-width: 1024px) 305px, (min-width: 480px) 50vw, 100vw' },
  pageHeader: { width: 512, height: 384, sizes: '(min-width: 1024px) 512px, 100vw' },
  hero: { width: 700, height: 500, sizes: '(min-width: 1024px) 560px, 100vw' },
  teaser: { width: 400, height: 225, sizes: '(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw' },
  teaserSmall: { width: 180, height: 180, sizes: '180px' },
} satisfies Record<string, FixedImagePreset>;

export type ImagePresetName = keyof typeof imagePresets | 'detailHeader';

/** The detail header fills the viewport's width at 600 px high: one width per breakpoint. */
export const detailHeaderPreset = { widths: [480, 768, 1024, 1440, 1920], height: 600, sizes: '100vw' } as const;

export type ImageFormat = 'webp' | 'avif';

const mediaPrefix = '/media/';

/** Whether the image route can serve this address (files of the content media folder). */
export function isRoutableImage(url: string): boolean {
  return url.startsWith(mediaPrefix) && !url.includes('..') && /\.(svg|png|jpe?g|webp|avif|gif)$/i.test(url);
}

/** `/media/team/tm-01.svg` at 500x500 WebP → `/images/r/500x500/webp/team/tm-01.svg`. */
export function imageRouteUrl(url: string, width: number, height: number, format: ImageFormat): string {
  return `/images/r/${width}x${height}/${format}/${url.slice(mediaPrefix.length)}`;
}

export interface ImageCandidate {
  width: number;
  height: number;
}

/** The sizes a preset is served at: 1x and 2x, or the detail header's widths. */
export function presetCandidates(preset: ImagePresetName): ImageCandidate[] {
  if (preset === 'detailHeader') return detailHeaderPreset.widths.map((width) => ({ width, height: detailHeaderPreset.height }));
  const { width, height } = imagePresets[preset];
  return [
    { width, height },
    { width: width * 2, height: height * 2 },
  ];
}

export function presetSrcSet(url: string, preset: ImagePresetName, format: ImageFormat): string {
  return presetCandidates(preset)
    .map((candidate) => `${imageRouteUrl(url, candidate.width, candidate.height, format)} ${candidate.width}w`)
    .join(', ');
}

export function presetBox(preset: ImagePresetName): { width: number; height: number; sizes: string } {
  if (preset === 'detailHeader') return { width: 1920, height: detailHeaderPreset.height, sizes: detailHeaderPreset.sizes };
  return imagePresets[preset];
}
