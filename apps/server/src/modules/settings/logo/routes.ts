import {
  ADMIN_LOGO_PATH,
  apiErrorSchema,
  IDENTITY_MESSAGES,
  IMAGE_MAX_BYTES,
  brandFileResponse,
  shopLogoResponseSchema,
  webAppManifestSchema,
  type RefusalCode,
} from '@pasal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyedLimits, type LimitRule } from '../../../lib/keyed-limits.js';
import { currentShopLook } from '../service.js';
import { BRAND_FILE_NAME, BRAND_FILES_PREFIX, shopLogoOf } from './logo-files.js';
import { LogoRejected, makeLogoImages } from './logo-images.js';
import { readBrandFile, removeLogo, storeLogo } from './logo-store.js';
import { webAppManifest } from './manifest.js';
import { fieldRefusal, refuse } from '../../../lib/refusal.js';

// The shop's logo (issue #32): the admin's upload and removal under /api/v1/admin/settings/logo/,
// the pictures made from it at /brand/{name}, and the web app manifest at /manifest.webmanifest.
// Registered at the site root by app.ts (the last two are not under /api/).

/** A logo is chosen a few times on opening day, not hundreds of times. */
const LOGO_UPLOAD_RATE_LIMIT: LimitRule = { max: 20, timeWindow: 10 * 60_000 };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';

const REJECTIONS = {
  type: 'logo_file_type',
  unreadable: 'logo_unreadable',
  tooSmall: 'logo_too_small',
  tooManyPixels: 'logo_too_many_pixels',
} as const satisfies Record<LogoRejected['reason'], RefusalCode>;

function adminIdOf(request: FastifyRequest): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const uploadLimit = keyedLimits(app, [
    { name: 'logo-upload', rule: LOGO_UPLOAD_RATE_LIMIT, key: (request) => String(adminIdOf(request)) },
  ]);
  // The body is the file; what it really is comes from its bytes (media's sniffing), never this header.
  const uploadTypes = /^(?:image\/[\w.+-]+|application\/octet-stream)\s*(?:;|$)/i;
  app.addContentTypeParser(uploadTypes, { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const tooLarge = () =>
    refuse('file_too_large', { max: 10 }, { fields: { image: fieldRefusal('file_too_large', { max: 10 }) } });
  async function requireImageBody(request: FastifyRequest) {
    if (!uploadTypes.test(request.headers['content-type'] ?? ''))
      throw refuse('logo_media_type', undefined, { fields: { image: fieldRefusal('logo_media_type') } });
  }
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    throw error;
  });

  app.post(
    ADMIN_LOGO_PATH,
    {
      onRequest: [app.requireAdmin, uploadLimit, requireImageBody],
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: "Upload the shop's logo (the request body is the file)",
        description: `PNG, WebP or JPEG, at least 64 px high, at most 10 MB (413) and 50 megapixels; the real type is read from the bytes. SVG is refused (400): it can carry scripts. The server makes the header picture (64 px high, WebP), a 32 px favicon, Apple's 180 px home-screen icon and the manifest's 192 and 512 px icons, stores them at /brand/{name} and shows the logo on every page, the manifest and the bill at once. ${LOGO_UPLOAD_RATE_LIMIT.max} uploads per admin per 10 minutes (429). ${adminOnly}`,
        security,
        consumes: ['image/png', 'image/webp', 'image/jpeg', 'application/octet-stream'],
        body: z.unknown().meta({ type: 'string', format: 'binary', description: 'The image file' }),
        response: {
          200: shopLogoResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0)
        throw refuse('choose_a_file', undefined, { fields: { image: fieldRefusal('choose_a_file') } });
      if (file.length > IMAGE_MAX_BYTES) throw tooLarge();
      let images;
      try {
        images = await makeLogoImages(file);
      } catch (error) {
        if (error instanceof LogoRejected) {
          const code = REJECTIONS[error.reason];
          throw refuse(code, undefined, { fields: { image: fieldRefusal(code) } });
        }
        throw error;
      }
      const logo = await storeLogo(services, images, adminIdOf(request), new Date(services.now()));
      request.log.info({ adminId: adminIdOf(request), logo: logo.key }, 'shop logo changed');
      return { data: { logo: shopLogoOf(logo), message: IDENTITY_MESSAGES.logoSaved } };
    },
  );

  app.delete(
    ADMIN_LOGO_PATH,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Remove the shop's logo: pages show the standard mark and the shop name again",
        description: `Deletes the logo's pictures. Answers 200 also when there was none. ${adminOnly}`,
        security,
        response: { 200: shopLogoResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await removeLogo(services, adminIdOf(request), new Date(services.now()));
      return { data: { logo: null, message: IDENTITY_MESSAGES.logoRemoved } };
    },
  );

  app.get(
    `${BRAND_FILES_PREFIX}:name`,
    {
      schema: {
        tags: ['media'],
        summary: "A picture made from the shop's logo: /brand/{key}-logo.webp or /brand/{key}-icon-{size}.png",
        description:
          'The bytes with their type, `Cache-Control: public, max-age=31536000, immutable` (a new logo gets new names) and an ETag (If-None-Match answers 304). 404 for a name not stored.',
        params: z.object({ name: z.string().max(120) }),
        response: { 200: brandFileResponse, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = BRAND_FILE_NAME.test(name) ? await readBrandFile(services.database.db, name) : undefined;
      if (!file) throw refuse('no_such_picture');
      const etag = `"${file.sha256}"`;
      const raw: FastifyReply = reply;
      void raw.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return raw.status(304).send();
      return raw.type(file.contentType).send(file.data);
    },
  );

  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['media'],
        summary: "The web app manifest: the shop's name, short name, icons and colour for a phone's home screen",
        description: 'From the saved settings (no-cache: a change shows at once).',
        response: { 200: webAppManifestSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
      return webAppManifest(await currentShopLook(services));
    },
  );
};

export default logoRoutes;
