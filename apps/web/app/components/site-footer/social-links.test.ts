import { describe, expect, it } from 'vitest';
import { presentSocialLinks } from './social-links';

describe('presentSocialLinks', () => {
  it('lists only the networks with a url, in the order LinkedIn, Facebook, Twitter, Instagram, YouTube, Vimeo', () => {
    const links = presentSocialLinks({
      titleAboveSocials: 'Follow us',
      linkedinUrl: 'https://linkedin.example/zilt',
      facebookUrl: '',
      twitterUrl: '   ',
      instagramUrl: '',
      youtubeUrl: 'https://youtube.example/@zilt',
      vimeoUrl: 'https://vimeo.example/zilt',
    });
    expect(links.map((link) => link.network)).toEqual(['linkedin', 'youtube', 'vimeo']);
  });

  it('has nothing to show without contact options', () => {
    expect(presentSocialLinks(undefined)).toEqual([]);
  });
});
