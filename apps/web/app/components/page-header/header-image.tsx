import type { Image } from '@zilt/contracts/common';

interface HeaderImageProps {
  image: Image;
  /** Intrinsic size (spec §9): reserves the space before the file arrives. */
  width: number;
  height: number;
  sizes: string;
  className?: string;
}

/** A page header's image; it is above the fold, so it loads first. */
export function HeaderImage({ image, width, height, sizes, className }: HeaderImageProps) {
  const srcSet = image.imageSizes?.map((size) => `${size.url} ${size.width}w`).join(', ');
  return (
    <img
      className={className}
      src={image.originalImageUrl}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={image.altText}
      width={width}
      height={height}
      decoding="async"
      fetchPriority="high"
    />
  );
}
