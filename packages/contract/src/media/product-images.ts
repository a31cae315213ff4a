// Product images uploaded in the back office (issue 16 "Images"). The server checks each file's
// real type from its bytes, strips its metadata and stores responsive variants in PostgreSQL:
// the widths of IMAGE_WIDTHS below the upload's own width plus that width (at most 1600 px, never
// enlarged), each as AVIF, WebP and JPEG, named
// `/media/{key}-{width}.{avif|webp|jpg}` where `key` is a hash of the uploaded file's content. A
// name never changes its bytes, so browsers and CDNs cache them for a year (`immutable`).
// The demo catalogue's SVG images have no variants: their `image` URL is all there is.
// No zod here (the storefront's first screen builds srcsets with these); the back office's request
// and response schemas are in admin-product-images.ts.

/** Largest file an admin may upload. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest picture (width × height) the server decodes: more is refused as a decompression bomb. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Widths of the responsive variants (CSS pixels at 1x to 2x of a phone, a tablet, a desktop). */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
/** The variant formats, best first: a <picture> offers them in this order. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_FORMAT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
export const IMAGE_FORMAT_EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
/** What an admin may upload (checked from the bytes, not the name or the Content-Type). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_ALT_MAX_LENGTH = 250;
export const PRODUCT_IMAGES_MAX = 20;

export const PRODUCT_IMAGE_PATHS = {
  images: (productId: number) => `/api/v1/admin/products/${productId}/images/`,
  /** POST the file's bytes as the body (Content-Type: its image type), alt text in the query. */
  upload: (productId: number, alt: string) =>
    `/api/v1/admin/products/${productId}/images/?alt=${encodeURIComponent(alt)}`,
  image: (productId: number, imageId: number) => `/api/v1/admin/products/${productId}/images/${imageId}/`,
  order: (productId: number) => `/api/v1/admin/products/${productId}/images/order/`,
} as const;

export const PRODUCT_IMAGE_MESSAGES = {
  altRequired: 'Describe the image for shoppers who cannot see it',
  altTooLong: `Keep the description under ${IMAGE_ALT_MAX_LENGTH} characters`,
  fileMissing: 'Choose an image file',
  fileTooLarge: 'Images must be 10 MB or smaller',
  fileType: 'Upload a JPEG, PNG, WebP or AVIF image',
  fileUnreadable: 'This image is damaged or incomplete; export it again and retry',
  tooManyImages: `A product can have at most ${PRODUCT_IMAGES_MAX} images; delete one first`,
  orderMismatch: "The product's images changed since the list was loaded; reload and try again",
  orderDuplicates: 'lists an image more than once',
  uploaded: 'Image uploaded',
  altSaved: 'Image description saved',
  reordered: 'Image order saved',
  deleted: 'Image deleted',
} as const;

/**
 * How to build a variant's address. `key` is the upload's content hash (32 hex digits); every
 * width in `widths` exists in every format.
 */
export interface ImageVariants {
  key: string;
  widths: number[];
}

export function mediaUrl(key: string, width: number, format: ImageFormat): string {
  return `/media/${key}-${width}.${IMAGE_FORMAT_EXTENSIONS[format]}`;
}

/** How wide the product page's main image is drawn (its gallery, and the server's preload of it). */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** The `srcset` of one format: '/media/k-320.avif 320w, /media/k-640.avif 640w, …'. */
export function imageSrcSet(variants: ImageVariants, format: ImageFormat): string {
  return variants.widths.map((width) => `${mediaUrl(variants.key, width, format)} ${width}w`).join(', ');
}
