import { detailHeaderSize, imageSizes, type ImageSize } from '@zilt/contracts/image-sizes';

// The sizes the image route renders: the shared sizes, each also at twice its size, and the
// detail header's widths. No other size is rendered.

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

export function isAllowedImageSize(width: number, height: number): boolean {
  return allowedImageSizes.has(sizeKey({ width, height }));
}
