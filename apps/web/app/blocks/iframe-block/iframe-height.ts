import { defaultIframeHeight } from '@zilt/contracts/constants';

/** The frame's height in pixels: the editor's value when positive, else 500. */
export function iframeHeight(height: number | undefined): number {
  return typeof height === 'number' && Number.isFinite(height) && height > 0 ? height : defaultIframeHeight;
}
