import { describe, expect, it } from 'vitest';
import { galleryImagePreload } from './product-page.js';

// The product page's preload must name the file its <picture> will pick, or the browser fetches
// the main image twice (the preloaded JPEG, then the AVIF the picture chooses).

describe('galleryImagePreload', () => {
  it('preloads an upload as its AVIF srcset with the gallery’s sizes', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const tag = galleryImagePreload({
      id: 1,
      image: `/media/${key}-640.jpg`,
      alt: 'Phone',
      width: 1024,
      height: 1024,
      variants: { key, widths: [320, 640, 1024] },
    });
    expect(tag).toBe(
      `<link data-server-head rel="preload" as="image" type="image/avif" imagesrcset="/media/${key}-320.avif 320w, /media/${key}-640.avif 640w, /media/${key}-1024.avif 1024w" imagesizes="(min-width: 1024px) 50vw, 100vw" fetchpriority="high" />`,
    );
  });

  it('preloads a demo SVG by its URL, as before', () => {
    expect(galleryImagePreload({ id: 1, image: '/uploads/products/a.svg', alt: 'Phone' })).toBe(
      '<link data-server-head rel="preload" as="image" href="/uploads/products/a.svg" fetchpriority="high" />',
    );
  });
});
