import { describe, expect, it } from 'vitest';
import { imageRouteUrl, isRoutableImage, presetCandidates, presetSrcSet } from './image-presets';

describe('image presets', () => {
  it('serves every fixed-size preset at 1x and 2x (contact 500x500, small teaser 180x180)', () => {
    expect(presetCandidates('contact')).toEqual([
      { width: 500, height: 500 },
      { width: 1000, height: 1000 },
    ]);
    expect(presetCandidates('teaserSmall')).toEqual([
      { width: 180, height: 180 },
      { width: 360, height: 360 },
    ]);
  });
  it('serves the full-width detail header at one width per breakpoint, 600 px high', () => {
    expect(presetCandidates('detailHeader').map((c) => `${c.width}x${c.height}`)).toEqual([
      '480x600',
      '768x600',
      '1024x600',
      '1440x600',
      '1920x600',
    ]);
  });
  it('builds image route addresses for files of the media folder only', () => {
    expect(isRoutableImage('/media/team/tm-01.svg')).toBe(true);
    expect(isRoutableImage('/images/partners/university.svg')).toBe(false);
    expect(isRoutableImage('https://example.org/a.jpg')).toBe(false);
    expect(imageRouteUrl('/media/team/tm-01.svg', 500, 500, 'avif')).toBe('/images/r/500x500/avif/team/tm-01.svg');
    expect(presetSrcSet('/media/delta.svg', 'grid', 'webp')).toBe(
      '/images/r/305x244/webp/delta.svg 305w, /images/r/610x488/webp/delta.svg 610w',
    );
  });
});
