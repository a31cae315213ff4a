import { IMAGE_FORMAT_TYPES, imageSrcSet, type ImageVariants } from '@pasal/contract';
import type { ComponentProps } from 'react';

// A product picture wherever the shop shows one. An uploaded image carries responsive variants
// (AVIF, WebP and JPEG at several widths): it becomes a <picture> whose browser picks the best
// format it can decode at the width `sizes` says the image takes. The demo's SVGs have no variants
// and stay a plain <img>, exactly as before. Server and browser draw the same markup (no effects,
// no state), so the first screen hydrates as it was rendered; the caller's box (aspect-square or
// a fixed size) and the width/height attributes keep the page from moving when the picture loads.

export type ProductPictureProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** A storefront ProductImage, or the back office's image (null variants for demo SVGs). */
  image: { image: string; variants?: ImageVariants | null };
  alt: string;
  /** How wide the image is drawn, as a `sizes` list: e.g. '(min-width: 1024px) 25vw, 50vw'. */
  sizes: string;
};

export function ProductPicture({ image, alt, sizes, ...img }: ProductPictureProps) {
  const variants = image.variants;
  if (!variants || variants.widths.length === 0) return <img src={image.image} alt={alt} {...img} />;
  return (
    // display: contents, so the <img> sizes itself against the caller's box as it did on its own.
    <picture className="contents">
      <source type={IMAGE_FORMAT_TYPES.avif} srcSet={imageSrcSet(variants, 'avif')} sizes={sizes} />
      <source type={IMAGE_FORMAT_TYPES.webp} srcSet={imageSrcSet(variants, 'webp')} sizes={sizes} />
      <img src={image.image} srcSet={imageSrcSet(variants, 'jpeg')} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
