import {
  detailHeaderSize,
  imageSizes,
  type ImageFormat,
  type ImageSize,
  type ImageSizeName,
} from '@zilt/contracts/image-sizes';

// The shared image sizes (the server's image route renders exactly these, each also at 2x),
// with how wide the layout shows each one.

interface FixedImagePreset extends ImageSize {
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
}

const shownWidths: Record<ImageSizeName, string> = {
  contact: '(min-width: 768px) 320px, 100vw',
  cta: '(min-width: 1024px) 420px, (min-width: 768px) 45vw, 100vw',
  featured: '(min-width: 1024px) 510px, (min-width: 768px) 45vw, 100vw',
  media: '(min-width: 1440px) 1152px, 100vw',
  grid: '(min-width: 1024px) 305px, (min-width: 480px) 50vw, 100vw',
  pageHeader: '(min-width: 1024px) 512px, 100vw',
  hero: '(min-width: 1024px) 560px, 100vw',
  teaser: '(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw',
  teaserSmall: '180px',
  portrait: '112px',
};

const imagePresets = Object.fromEntries(
  Object.entries(imageSizes).map(([name, size]) => [name, { ...size, sizes: shownWidths[name as ImageSizeName] }]),
) as Record<ImageSizeName, FixedImagePreset>;

export type ImagePresetName = ImageSizeName | 'detailHeader';

/** The detail header fills the viewport's width at 600 px high: one width per breakpoint. */
const detailHeaderPreset = { ...detailHeaderSize, sizes: '100vw' } as const;

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
  if (preset === 'detailHeader')
    return detailHeaderPreset.widths.map((width) => ({ width, height: detailHeaderPreset.height }));
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
  if (preset === 'detailHeader')
    return { width: 1920, height: detailHeaderPreset.height, sizes: detailHeaderPreset.sizes };
  return imagePresets[preset];
}
