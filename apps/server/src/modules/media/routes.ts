import {
  ADMIN_MEDIA_PATH,
  apiErrorSchema,
  adminIdParamsSchema,
  adminProductImageListSchema,
  CATALOGUE_MESSAGES,
  IMAGE_FORMAT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  imageVariantResponse,
  mediaUploadedSchema,
  PRODUCT_IMAGE_MESSAGES,
  productImageAltSchema,
  productImageOrderSchema,
  productImageParamsSchema,
  productImagesChangedSchema,
  productImagesParamsSchema,
  productImageUploadQuerySchema,
  productRemovalSchema,
  type RefusalCode,
  ADMIN_CATALOGUE_PATHS,
  PRODUCT_IMAGE_PATHS,
} from '@pasal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldRefusal, refuse, type RefusalError } from '../../lib/refusal.js';
import { keyedLimits, type LimitRule } from '../../lib/keyed-limits.js';
import { createLimiter } from './one-at-a-time.js';
import { ImageRejected, processImage, type ProcessedImage } from './pipeline.js';
import { parseVariantName, uploadKey } from './plan.js';
import {
  attachImage,
  checkProductExists,
  deleteImage,
  describeImage,
  hasUpload,
  listProductImages,
  readVariant,
  removeProductAndImages,
  reorderImages,
  storeShopImage,
  UploadGone,
} from './service.js';
import { isTooLarge } from './sniff.js';
import { fullRoutePath } from '../../lib/route-path.js';

// Product images: the back office's routes (admins only) under /api/v1/admin/products/{id}/images/,
// and GET /media/{name}, which serves the stored variants to everyone. Registered at the site
// root by app.ts (the /media/ addresses are not under /api/).

/** Uploads per admin account: a batch of twenty photos at once is fine, a runaway client is not. */
export const IMAGE_UPLOAD_RATE_LIMIT: LimitRule = { max: 60, timeWindow: 10 * 60_000 };
/** Served variants never change under a name (plan.ts, PIPELINE_VERSION). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const catalogueNote =
  "The storefront's product lists and pages show the change at once (every server process's catalogue cache is cleared).";

function adminIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const REJECTIONS = {
  fileMissing: 'image_file_missing',
  fileType: 'image_file_type',
  fileUnreadable: 'image_unreadable',
  tooManyPixels: 'image_too_many_pixels',
} as const satisfies Record<'fileMissing' | ImageRejected['reason'], RefusalCode>;

function rejected(reason: keyof typeof REJECTIONS): RefusalError {
  const code = REJECTIONS[reason];
  return refuse(code, undefined, { fields: { image: fieldRefusal(code) } });
}

const tooLarge = () => refuse('image_too_large', undefined, { fields: { image: fieldRefusal('image_too_large') } });

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, catalogCache } = app.services;
  const db = database.db;
  const oneAtATime = createLimiter(1);
  const uploadLimit = keyedLimits(app, [
    { name: 'image-upload', rule: IMAGE_UPLOAD_RATE_LIMIT, key: (request) => String(adminIdOf(request)) },
  ]);

  // The upload's body is the file itself. Any image/* type (and octet-stream) is read here, up to
  // 10 MB; what the file really is comes from its bytes (sniff.ts), never from this header.
  const uploadTypes = /^(?:image\/[\w.+-]+|application\/octet-stream)\s*(?:;|$)/i;
  app.addContentTypeParser(uploadTypes, { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // A JSON, form or text body is refused before it is read (the app's parsers would read it).
  async function requireImageBody(request: FastifyRequest) {
    if (!uploadTypes.test(request.headers['content-type'] ?? ''))
      throw refuse('image_media_type', undefined, { fields: { image: fieldRefusal('image_media_type') } });
  }
  // Fastify's own answer for a body over the limit, in the shop's shape with the field.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw tooLarge();
    }
    throw error; // on to the app's handler
  });

  /** The file checked and encoded (one at a time: encoding is CPU-heavy); a bad file is a 400. */
  async function encodeFile(file: Buffer): Promise<ProcessedImage> {
    try {
      return await oneAtATime(() => processImage(file));
    } catch (error) {
      if (error instanceof ImageRejected) throw rejected(error.reason);
      throw error;
    }
  }

  async function changed() {
    await catalogCache.invalidate();
  }

  app.get(
    fullRoutePath(PRODUCT_IMAGE_PATHS.images, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A product's images, main image first",
        description: `Uploaded images carry \`width\`, \`height\` and \`variants\` (their responsive sizes); the demo's SVG images have null there. ${adminOnly}`,
        security,
        params: productImagesParamsSchema,
        response: {
          200: adminProductImageListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => ({ data: await listProductImages(db, request.params.id) }),
  );

  app.post(
    fullRoutePath(PRODUCT_IMAGE_PATHS.images, ':id'),
    {
      onRequest: [app.requireAdmin, uploadLimit, requireImageBody],
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Upload one image (the request body is the file) and add it at the end of the product’s images',
        description: [
          `The body is the image file itself, at most 10 MB, with its type as Content-Type (${IMAGE_UPLOAD_TYPES.join(', ')}; application/octet-stream also works): the real type is read from the file's bytes, so a renamed file of another kind is refused (400). \`alt\` (the description shoppers who cannot see the image hear) is required. To upload several files, send one request per file (each can show its own progress).`,
          'The server refuses pictures over 50 megapixels (decompression bombs) and damaged files (400, `errors.image`), bodies over 10 MB (413) and other Content-Types (415). It turns the picture upright by its EXIF orientation, removes all metadata (EXIF, GPS, XMP, ICC) and stores 320/640/1024/1600 px variants (never enlarged) as AVIF, WebP and JPEG in the database, served at `/media/{key}-{width}.{avif|webp|jpg}` and cached for a year. The same file uploaded again is stored once.',
          `A product has at most 20 images (422). Rate limit: ${IMAGE_UPLOAD_RATE_LIMIT.max} upload requests per admin per 10 minutes (429). ${catalogueNote} ${adminOnly}`,
        ].join('\n\n'),
        security,
        params: productImagesParamsSchema,
        querystring: productImageUploadQuerySchema,
        consumes: [...IMAGE_UPLOAD_TYPES, 'application/octet-stream'],
        // The file's bytes; checked in the handler, so a missing file is reported as `errors.image`.
        body: z.unknown().meta({ type: 'string', format: 'binary', description: 'The image file' }),
        response: {
          201: productImagesChangedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw rejected('fileMissing');
      if (isTooLarge(file.length)) throw tooLarge();
      const productId = request.params.id;
      await checkProductExists(db, productId);
      const key = uploadKey(file);
      const encode = () => encodeFile(file);
      const input = { productId, actorId: adminIdOf(request), alt: request.query.alt, key, sourceBytes: file.length };
      let attached;
      try {
        attached = await attachImage(db, { ...input, image: (await hasUpload(db, key)) ? null : await encode() });
      } catch (error) {
        // The stored copy was deleted between the check and the attach: process the file after all.
        if (!(error instanceof UploadGone)) throw error;
        attached = await attachImage(db, { ...input, image: await encode() });
      }
      await changed();
      return reply
        .status(201)
        .send({ data: attached.images, image: attached.image, message: PRODUCT_IMAGE_MESSAGES.uploaded });
    },
  );

  app.post(
    ADMIN_MEDIA_PATH,
    {
      onRequest: [app.requireAdmin, uploadLimit, requireImageBody],
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: "Upload an image for the shop's own pages (a category's picture): the answer is its address",
        description: [
          `The body is the image file itself, as for a product image (${IMAGE_UPLOAD_TYPES.join(', ')}; at most 10 MB): the same checks, the same processing and the same refusals (400, 413, 415). The answer's \`image\` is the address to save, e.g. as a category's \`image\` (PATCH /api/v1/admin/categories/{id}/). No product holds it; a stored file a category's picture points to is kept when a product image of the same file is deleted.`,
          `Counts towards the same rate limit as product images (${IMAGE_UPLOAD_RATE_LIMIT.max} per admin per 10 minutes, 429). ${adminOnly}`,
        ].join('\n\n'),
        security,
        consumes: [...IMAGE_UPLOAD_TYPES, 'application/octet-stream'],
        body: z.unknown().meta({ type: 'string', format: 'binary', description: 'The image file' }),
        response: {
          201: mediaUploadedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw rejected('fileMissing');
      if (isTooLarge(file.length)) throw tooLarge();
      const key = uploadKey(file);
      const encode = () => encodeFile(file);
      const input = { key, sourceBytes: file.length };
      let stored;
      try {
        stored = await storeShopImage(db, { ...input, image: (await hasUpload(db, key)) ? null : await encode() });
      } catch (error) {
        if (!(error instanceof UploadGone)) throw error;
        stored = await storeShopImage(db, { ...input, image: await encode() });
      }
      return reply.status(201).send({ data: stored, message: PRODUCT_IMAGE_MESSAGES.uploaded });
    },
  );

  app.patch(
    fullRoutePath(PRODUCT_IMAGE_PATHS.image, ':id', ':image_id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Change an image's description (alt text)",
        description: `Works for uploaded and demo images alike. ${catalogueNote} ${adminOnly}`,
        security,
        params: productImageParamsSchema,
        body: productImageAltSchema,
        response: {
          200: productImagesChangedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await describeImage(db, {
        productId: request.params.id,
        actorId: adminIdOf(request),
        imageId: request.params.image_id,
        alt: request.body.alt,
      });
      await changed();
      return { data: result.images, image: result.image, message: PRODUCT_IMAGE_MESSAGES.altSaved };
    },
  );

  app.put(
    fullRoutePath(PRODUCT_IMAGE_PATHS.order, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Put a product's images in a new order (the first is the main image)",
        description: `\`image_ids\` lists every image of the product exactly once; 409 when the list no longer matches the product's images (someone added or deleted one meanwhile: reload). ${catalogueNote} ${adminOnly}`,
        security,
        params: productImagesParamsSchema,
        body: productImageOrderSchema,
        response: {
          200: productImagesChangedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const images = await reorderImages(db, request.params.id, request.body.image_ids, adminIdOf(request));
      await changed();
      return { data: images, message: PRODUCT_IMAGE_MESSAGES.reordered };
    },
  );

  app.delete(
    fullRoutePath(PRODUCT_IMAGE_PATHS.image, ':id', ':image_id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete an image from a product',
        description: `An uploaded file's stored variants are deleted with its last use. Copies already in browsers and CDNs may still be shown until they expire. ${catalogueNote} ${adminOnly}`,
        security,
        params: productImageParamsSchema,
        response: {
          200: productImagesChangedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const images = await deleteImage(db, request.params.id, request.params.image_id, adminIdOf(request));
      await changed();
      return { data: images, message: PRODUCT_IMAGE_MESSAGES.deleted };
    },
  );

  // Deleting a whole product is here because its stored pictures are this module's (service.ts).
  app.delete(
    fullRoutePath(ADMIN_CATALOGUE_PATHS.product, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a product, or archive it when an order has it',
        description: `A product no order line names is deleted with its colours, specifications, bulk tiers, images (their stored files too, unless another product uses them), reviews, questions, and the cart, wishlist and back-in-stock rows that held it: \`outcome\` is \`deleted\`. A product in any order is archived instead (off the storefront, still on its orders and bills): \`outcome\` is \`archived\` and the message says so. An order placed at the same moment is either seen (archive) or refused as out of stock. Recorded in the product's history. ${catalogueNote} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        response: {
          200: productRemovalSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const removed = await removeProductAndImages(
        db,
        request.params.id,
        adminIdOf(request),
        new Date(app.services.now()),
      );
      await changed();
      return {
        data: { id: request.params.id, outcome: removed.outcome },
        message:
          removed.outcome === 'deleted' ? CATALOGUE_MESSAGES.productDeleted : CATALOGUE_MESSAGES.productArchivedInstead,
      };
    },
  );

  app.get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded image variant: /media/{key}-{width}.{avif|webp|jpg}',
        description:
          'The bytes from the database with their type, `Cache-Control: public, max-age=31536000, immutable` and an ETag (SHA-256 of the bytes; If-None-Match answers 304). 404 for a name that is not stored.',
        params: z.object({ name: z.string().max(200) }),
        response: {
          200: imageVariantResponse,
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const name = request.params.name;
      const variant = parseVariantName(name) ? await readVariant(db, name) : undefined;
      if (!variant) throw refuse('image_not_found');
      const etag = `"${variant.sha256}"`;
      // Bytes and a bodiless 304, outside the typed JSON answers: Fastify sends both as they are.
      const raw: FastifyReply = reply;
      void raw.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return raw.status(304).send();
      return raw.type(IMAGE_FORMAT_TYPES[variant.format]).send(variant.data);
    },
  );
};

export default mediaRoutes;
