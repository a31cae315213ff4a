import { z } from 'zod';
import { IMAGE_ALT_MAX_LENGTH, PRODUCT_IMAGE_MESSAGES, PRODUCT_IMAGES_MAX } from './product-images.js';

// Requests and answers of the back office's product image routes (api/v1/admin/products/{id}/images/).

const whole = (max: number) =>
  z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int({ message: 'must be a whole number of at least 1' })
    .min(1, { message: 'must be a whole number of at least 1' })
    .max(max, { message: 'is too large' });

export const imageAltField = z
  .string({ message: PRODUCT_IMAGE_MESSAGES.altRequired })
  .trim()
  .min(1, { message: PRODUCT_IMAGE_MESSAGES.altRequired })
  .max(IMAGE_ALT_MAX_LENGTH, { message: PRODUCT_IMAGE_MESSAGES.altTooLong });

export const productImagesParamsSchema = z.object({ id: whole(2_147_483_647) });
export const productImageParamsSchema = z.object({ id: whole(2_147_483_647), image_id: whole(2_147_483_647) });

/** Query of POST api/v1/admin/products/{id}/images/ (the body is the image file itself). */
export const productImageUploadQuerySchema = z.object({ alt: imageAltField });
export type ProductImageUploadQuery = z.infer<typeof productImageUploadQuerySchema>;

/** Body of PATCH api/v1/admin/products/{id}/images/{image_id}/. */
export const productImageAltSchema = z.object({ alt: imageAltField });
export type ProductImageAltRequest = z.infer<typeof productImageAltSchema>;

/** The image manager's "Describe image" form: the request's own rule, as typed. */
export const productImageAltFormSchema = z.object({ alt: imageAltField });
export type ProductImageAltForm = z.input<typeof productImageAltFormSchema>;
export type ProductImageAltFormOutput = z.output<typeof productImageAltFormSchema>;

/** Body of PUT api/v1/admin/products/{id}/images/order/: every image id of the product, first image first. */
export const productImageOrderSchema = z.object({
  image_ids: z
    .array(whole(2_147_483_647), { message: 'must be a list of image ids' })
    .min(1, { message: 'must list the images' })
    .max(PRODUCT_IMAGES_MAX, { message: `must list at most ${PRODUCT_IMAGES_MAX} images` })
    .refine((ids) => new Set(ids).size === ids.length, { message: PRODUCT_IMAGE_MESSAGES.orderDuplicates }),
});
export type ProductImageOrderRequest = z.infer<typeof productImageOrderSchema>;

export const imageVariantsSchema = z.object({
  key: z.string().describe('Content hash of the upload: variants are /media/{key}-{width}.{avif|webp|jpg}'),
  widths: z.array(z.number().int()).describe('Widths (px) present in every format, smallest first'),
});

/** One image of a product as the back office sees it; the storefront gets the same fields. */
export const adminProductImageSchema = z.object({
  id: z.number().int(),
  image: z.string().describe('For an upload its JPEG variant nearest 640 px wide; the demo SVG otherwise'),
  alt: z.string(),
  position: z.number().int().describe('0 is the main image'),
  width: z.number().int().nullable().describe('Intrinsic width of the largest variant; null for demo SVGs'),
  height: z.number().int().nullable(),
  variants: imageVariantsSchema.nullable().describe('null for demo SVGs'),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminProductImageListSchema = z.object({ data: z.array(adminProductImageSchema) });
export type AdminProductImageList = z.infer<typeof adminProductImageListSchema>;

/** After a change: the product's images as they are now, and the toast's words. */
export const productImagesChangedSchema = z.object({
  data: z.array(adminProductImageSchema),
  /** The image just uploaded or edited, when there is one. */
  image: adminProductImageSchema.optional(),
  message: z.string(),
});
export type ProductImagesChanged = z.infer<typeof productImagesChangedSchema>;

/**
 * POST /api/v1/admin/media/: an image for the shop's own pages, not a product's (a category's
 * picture, issue #35). The body is the file, as for a product image; the answer is its address.
 */
export const ADMIN_MEDIA_PATH = '/api/v1/admin/media/';
export const mediaUploadedSchema = z.object({
  data: z.object({
    image: z.string().describe('The address to use, /media/{key}-{width}.jpg (640 px wide, or the widest under that)'),
    width: z.number().int().describe('Width of the largest stored size, in pixels'),
    height: z.number().int(),
  }),
  message: z.string(),
});
export type MediaUploaded = z.infer<typeof mediaUploadedSchema>;
