import type { SocialLinks, SocialNetwork } from '@zilt/contracts/contact-options';

const urlField: Record<SocialNetwork, keyof SocialLinks> = {
  linkedin: 'linkedinUrl',
  facebook: 'facebookUrl',
  twitter: 'twitterUrl',
  instagram: 'instagramUrl',
  youtube: 'youtubeUrl',
  vimeo: 'vimeoUrl',
};

const order: SocialNetwork[] = ['linkedin', 'facebook', 'twitter', 'instagram', 'youtube', 'vimeo'];

/**
 * The footer's social links in a fixed order (LinkedIn, Facebook, Twitter, Instagram, YouTube,
 * Vimeo); empty or blank values count as absent.
 */
export function presentSocialLinks(social: SocialLinks | undefined): { network: SocialNetwork; url: string }[] {
  if (!social) return [];
  return order.flatMap((network) => {
    const url = social[urlField[network]].trim();
    return url ? [{ network, url }] : [];
  });
}
