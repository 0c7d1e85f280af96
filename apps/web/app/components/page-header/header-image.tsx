import type { Image } from '@zilt/contracts/common';
import { presetBox, type ImagePresetName } from '../responsive-image/image-presets';
import { InlineStyle } from '../../lib/csp/inline-style';

interface HeaderImageProps {
  image: Image;
  /** The shared image size of this header: its intrinsic size reserves the space before the file arrives. */
  preset: Extract<ImagePresetName, 'pageHeader' | 'hero' | 'detailHeader'>;
  /** Overrides the preset's `sizes` attribute when the header shows the image otherwise. */
  sizes?: string;
  className?: string;
}

/**
 * A page header's image; it is above the fold, so it loads first. Its box keeps the preset's
 * proportions whatever the file's own (the file fills it), so the header has its final height
 * from the first paint on, before the image has arrived (by `HeaderImageRules`, one rule per
 * preset, which the header renders).
 */
export function HeaderImage({ image, preset, sizes, className }: HeaderImageProps) {
  const { width, height, sizes: presetSizes } = presetBox(preset);
  const srcSet = image.imageSizes?.map((size) => `${size.url} ${size.width}w`).join(', ');
  const presetClass = headerImageClass(preset);
  return (
    <img
      className={className ? `${className} ${presetClass}` : presetClass}
      src={image.originalImageUrl}
      srcSet={srcSet || undefined}
      sizes={srcSet ? (sizes ?? presetSizes) : undefined}
      alt={image.altText}
      width={width}
      height={height}
      decoding="async"
      fetchPriority="high"
    />
  );
}

type HeaderPreset = HeaderImageProps['preset'];

const headerImageClass = (preset: HeaderPreset) => `header-image--${preset}`;

/**
 * The rule that gives a preset's header image its proportions. The header puts it first in its
 * element: a style element in the body may only stand first in its parent.
 */
export function HeaderImageRules({ preset }: { preset: HeaderPreset }) {
  const { width, height } = presetBox(preset);
  return <InlineStyle rules={`.${headerImageClass(preset)}{aspect-ratio:${width} / ${height}}`} />;
}
