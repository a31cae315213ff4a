import type { ShopLogo } from '@pasal/contract';
import type { StoredLogo } from '../schema.js';

// The files made from an uploaded logo and their addresses. The key is a hash of the upload, so a
// file's bytes never change under its name and browsers may keep it for a year.

/** Bump when the pictures made from a logo change: new names, so no browser keeps an old one. */
export const LOGO_PIPELINE_VERSION = 1;

export const BRAND_FILES_PREFIX = '/brand/';

/** Square icons: the favicon, Apple's home-screen icon and the web app manifest's two sizes. */
export const LOGO_ICON_SIZES = [32, 180, 192, 512] as const;

export const logoFileName = {
  header: (key: string) => `${key}-logo.webp`,
  icon: (key: string, size: number) => `${key}-icon-${size}.png`,
};

/** `{key}-logo.webp` or `{key}-icon-{size}.png`: what /brand/ may serve. */
export const BRAND_FILE_NAME = /^[0-9a-f]{16,64}-(?:logo\.webp|icon-\d{2,3}\.png)$/;

/** The logo as pages and the manifest use it. */
export function shopLogoOf(stored: StoredLogo): ShopLogo {
  const url = (name: string) => `${BRAND_FILES_PREFIX}${name}`;
  return {
    src: url(logoFileName.header(stored.key)),
    width: stored.width,
    height: 32,
    favicon: url(logoFileName.icon(stored.key, 32)),
    apple_touch_icon: url(logoFileName.icon(stored.key, 180)),
    icons: [192, 512].map((size) => ({
      src: url(logoFileName.icon(stored.key, size)),
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
}
