import { DEMO_SOCIAL_LINKS, SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type ShopInfo } from '@pasal/contract';
import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './social-icons';

// The shop's pages on social networks as the admin saved them (/staff/settings, issue #32); a
// network left blank has no icon. Until the settings have loaded: the specification's links.

const ICONS: Record<(typeof SOCIAL_NETWORKS)[number], ComponentType> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  tiktok: TiktokIcon,
};

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType;
}

export function socialLinksOf(shop: Pick<ShopInfo, 'social'> | undefined): SocialLink[] {
  const links = shop?.social ?? DEMO_SOCIAL_LINKS;
  return SOCIAL_NETWORKS.filter((network) => links[network]).map((network) => ({
    label: SOCIAL_NETWORK_LABELS[network],
    href: links[network],
    Icon: ICONS[network],
  }));
}
