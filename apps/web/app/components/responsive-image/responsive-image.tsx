import { createContext, useContext, type ImgHTMLAttributes } from 'react';
import type { Image } from '@zilt/contracts/common';
import './responsive-image.css';
import {
  isRoutableImage,
  presetBox,
  presetCandidates,
  presetSrcSet,
  imageRouteUrl,
  type ImagePresetName,
} from './image-presets';

/** True inside content that is likely above the fold (the page's first block): load eagerly. */
export const EagerImagesContext = createContext(false);

export interface ResponsiveImageProps {
  image: Image;
  preset: ImagePresetName;
  /** Overrides the preset's `sizes` attribute when the layout shows the image otherwise. */
  sizes?: string;
  /** Load at once with high priority (for the largest image above the fold). */
  priority?: boolean;
  /** Art direction: a smaller preset on small screens (the teaser's 180x180). */
  smallScreenPreset?: ImagePresetName;
  /** Where the small screen preset applies: under 768 px unless the layout says otherwise. */
  smallScreenMedia?: string;
  className?: string;
  /** Sources the content brings itself (e.g. a teaser's `imageSources`); they come first. */
  extraSources?: { media: string; srcSet: string }[];
}

/**
 * An image at its preset's fixed sizes (`image-sizes` in contracts) from the server's image
 * route, AVIF or WebP by browser support, with width and height so the layout does not shift
 * while it loads.
 */
export function ResponsiveImage({
  image,
  preset,
  sizes,
  priority,
  smallScreenPreset,
  smallScreenMedia = '(max-width: 767px)',
  className,
  extraSources = [],
}: ResponsiveImageProps) {
  const eagerContext = useContext(EagerImagesContext);
  const eager = priority ?? eagerContext;
  const box = presetBox(preset);
  const loading = eager ? 'eager' : 'lazy';
  const common: ImgHTMLAttributes<HTMLImageElement> = {
    alt: image.altText,
    width: box.width,
    height: box.height,
    loading,
    decoding: 'async',
    className: className ? `responsive-image ${className}` : 'responsive-image',
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };

  const url = image.originalImageUrl;
  if (isRoutableImage(url)) {
    const shownSizes = sizes ?? box.sizes;
    const [first] = presetCandidates(preset);
    const small = smallScreenPreset ? presetBox(smallScreenPreset) : undefined;
    return (
      <picture>
        {extraSources.map((source) => (
          <source key={`${source.media}|${source.srcSet}`} media={source.media} srcSet={source.srcSet} />
        ))}
        {smallScreenPreset && small ? (
          <>
            <source
              media={smallScreenMedia}
              type="image/avif"
              srcSet={presetSrcSet(url, smallScreenPreset, 'avif')}
              sizes={small.sizes}
              width={small.width}
              height={small.height}
            />
            <source
              media={smallScreenMedia}
              type="image/webp"
              srcSet={presetSrcSet(url, smallScreenPreset, 'webp')}
              sizes={small.sizes}
              width={small.width}
              height={small.height}
            />
          </>
        ) : null}
        <source type="image/avif" srcSet={presetSrcSet(url, preset, 'avif')} sizes={shownSizes} />
        <img
          {...common}
          src={imageRouteUrl(url, first?.width ?? box.width, first?.height ?? box.height, 'webp')}
          srcSet={presetSrcSet(url, preset, 'webp')}
          sizes={shownSizes}
        />
      </picture>
    );
  }

  // Images from elsewhere: the CMS's own size variants when it lists them.
  const variants = image.imageSizes ?? [];
  const srcSet =
    variants.length > 0 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
  const plain = <img {...common} src={url} srcSet={srcSet} sizes={srcSet ? (sizes ?? box.sizes) : undefined} />;
  if (extraSources.length === 0) return plain;
  return (
    <picture>
      {extraSources.map((source) => (
        <source key={`${source.media}|${source.srcSet}`} media={source.media} srcSet={source.srcSet} />
      ))}
      {plain}
    </picture>
  );
}
