import {
  detailHeaderSize,
  imageSizes,
  socialCardSize,
  type ImageFormat,
  type ImageSize,
} from '@zilt/contracts/image-sizes';

// The sizes the image route renders: the shared sizes, each also at twice its size, and the
// detail header's widths, and the social card (as JPEG too). No other size is rendered.

function sizeKey({ width, height }: ImageSize): string {
  return `${width}x${height}`;
}

export const allowedImageSizes: ReadonlySet<string> = new Set([
  ...Object.values(imageSizes).flatMap((size) => [
    sizeKey(size),
    sizeKey({ width: size.width * 2, height: size.height * 2 }),
  ]),
  ...detailHeaderSize.widths.map((width) => sizeKey({ width, height: detailHeaderSize.height })),
]);

/** The social card's size, the one size served as JPEG as well. */
const socialCardKey = sizeKey(socialCardSize);

export function isAllowedImageSize(width: number, height: number, format: ImageFormat = 'webp'): boolean {
  const key = sizeKey({ width, height });
  if (format === 'jpeg') return key === socialCardKey;
  return allowedImageSizes.has(key) || key === socialCardKey;
}
