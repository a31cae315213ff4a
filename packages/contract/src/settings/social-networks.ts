// The social networks a shop may link to from its footer (issue #32). Apart from the shop's look
// (shop-identity.ts) and its zod schemas: the footer of every storefront page needs these names,
// and no page should load zod for them.

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** The specification's footer: each network's home page, until the owner saves their own. */
export const DEMO_SOCIAL_LINKS: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
  tiktok: 'https://www.tiktok.com/',
};
