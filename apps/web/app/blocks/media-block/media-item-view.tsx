import { useId } from 'react';
import type { MediaItem } from '@zilt/contracts/block-items';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import type { ImagePresetName } from '../../components/responsive-image/image-presets';
import { VideoPlayer } from './video-player';

interface MediaItemViewProps {
  item: Pick<MediaItem, 'type' | 'image' | 'url' | 'caption' | 'source'>;
  preset?: ImagePresetName;
  sizes?: string;
}

/** An image or a video with its caption and source; used by media, gallery and nested media. */
export function MediaItemView({ item, preset = 'media', sizes }: MediaItemViewProps) {
  const frameId = `video-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const source = item.source || (item.type === 'image' ? item.image?.source : undefined);
  return (
    <figure className={`block-figure media-item media-item--${item.type}`}>
      {item.type === 'image' && item.image ? (
        <ResponsiveImage image={item.image} preset={preset} sizes={sizes} className="block-image" />
      ) : (
        <VideoPlayer url={item.url} title={item.caption} frameId={frameId} />
      )}
      {item.caption || source ? (
        <figcaption className="block-figure__caption">
          {item.caption}
          {source ? <span className="block-figure__source">{source}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
