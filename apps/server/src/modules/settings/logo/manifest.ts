import type { ShopLogo } from '@pasal/contract';

// The web app manifest (/manifest.webmanifest): what a phone shows when the shop is added to its
// home screen — the shop's name, short name, icon and colour, from the settings.

/** The demo's colours: the header's ink and a white page. */
const DEFAULT_THEME = '#0f172a';

export interface ManifestFacts {
  name: string;
  shortName: string;
  brandColor: string;
  logo: ShopLogo | null;
}

export function webAppManifest(facts: ManifestFacts) {
  return {
    name: facts.name,
    short_name: facts.shortName || facts.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: facts.brandColor || DEFAULT_THEME,
    icons: facts.logo
      ? facts.logo.icons.map((icon) => ({ ...icon, purpose: 'any' }))
      : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
