import {
  apiErrorSchema,
  orderReturnAnswerSchema,
  orderReturnsSchema,
  RETURN_MESSAGES,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_MESSAGES,
  RETURN_PHOTO_SIZES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  returnCloseSchema,
  returnDecisionSchema,
  returnPhotoResponse,
  returnRequestSchema,
  returnResolutionSchema,
  staffReturnAnswerSchema,
  staffReturnDetailSchema,
  staffReturnListSchema,
  staffReturnsQuerySchema,
  RETURNS_PATHS,
} from '@pasal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { keyedLimits, type LimitRule } from '../../lib/keyed-limits.js';
import { addReturnPhoto, readReturnPhoto } from './photos.js';
import {
  closeReturn,
  customerReturns,
  decideReturn,
  listReturns,
  openReturn,
  receiveReturn,
  resolveReturnLine,
  staffOrderReturns,
  staffReturn,
} from './service.js';
import { forCustomer } from './read.js';
import { routePath } from '../../lib/route-path.js';

/** Photo uploads per account: three photos, a few tries each, is plenty; every attempt counts. */
const RETURN_PHOTO_RATE_LIMIT: LimitRule = { max: 30, timeWindow: 10 * 60_000 };

// Returns and replacements (issue #33): the customer's request on their order, and the staff's
// Returns desk (approve or refuse, receive, resolve each line) with returns opened at the counter.

const transactionParams = z.object({ transaction_id: z.string().trim().min(1).max(64) });
const returnParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const lineParams = returnParams.extend({ line_id: z.coerce.number().int().positive().max(2_147_483_647) });
const id = z.coerce.number().int().positive().max(2_147_483_647);
const customerReturnParams = transactionParams.extend({ id });
const photoSize = { size: z.enum(RETURN_PHOTO_SIZES) };
const customerPhotoParams = customerReturnParams.extend({ photo_id: id, ...photoSize });
const staffPhotoParams = returnParams.extend({ photo_id: id, ...photoSize });
const security = [{ bearer: [] }];
const staffOnly = 'Staff only: 401 without a token, 403 for a customer.';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

function userIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const photoLimit = keyedLimits(app, [
    { name: 'return-photo', rule: RETURN_PHOTO_RATE_LIMIT, key: (request) => String(userIdOf(request)) },
  ]);
  // A photo's body is the file itself (no multipart parser: docs/decisions.md, "Product images in
  // PostgreSQL"), any image/* type or octet-stream, up to 5 MB; what it really is comes from its
  // bytes (photos.ts), never from this header nor a file name. This plugin's routes only.
  const photoTypes = /^(?:image\/[\w.+-]+|application\/octet-stream)\s*(?:;|$)/i;
  app.addContentTypeParser(
    photoTypes,
    { parseAs: 'buffer', bodyLimit: RETURN_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const tooLarge = () =>
    refuse('return_photo_too_large', undefined, { fields: { photo: fieldRefusal('return_photo_too_large') } });
  // A JSON, form or text body is refused before it is read.
  async function requirePhotoBody(request: FastifyRequest) {
    if (!photoTypes.test(request.headers['content-type'] ?? ''))
      throw refuse('return_photo_media_type', undefined, {
        fields: { photo: fieldRefusal('return_photo_media_type') },
      });
  }
  // Fastify's own answer for a body over the limit, in the shop's shape with the field.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    throw error; // on to the app's handler
  });

  app.get(
    routePath(RETURNS_PATHS.order, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['returns'],
        summary: "Your order's returns, and what may still be returned (lines, units, windows)",
        description:
          "A delivered order's lines may be returned within the shop's window counted from the delivery (return_window_days; warranty_return_window_days for products with a warranty; a category's own windows win over the shop's). 404 for an order that is not yours.",
        security,
        params: transactionParams,
        response: { 200: orderReturnsSchema, ...errors },
      },
    },
    async (request) => ({
      data: await customerReturns(services, userIdOf(request), request.params.transaction_id),
    }),
  );

  app.post(
    routePath(RETURNS_PATHS.order, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['returns'],
        summary: 'Ask to return or replace units of your delivered order',
        description:
          'Units per line (never more than delivered less units already in returns that stand: 409), a reason from the list and a note. 409 when the order is not delivered or a line’s window has ended; 404 for an order that is not yours. The customer is e-mailed; staff see it on the Returns desk. Up to three photos are attached afterwards, one request each (POST …/returns/{id}/photos/).',
        security,
        params: transactionParams,
        body: returnRequestSchema,
        response: { 201: orderReturnAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const opened = await openReturn(
        services,
        { by: 'customer', userId: userIdOf(request) },
        request.params.transaction_id,
        request.body,
      );
      return reply.code(201).send({ data: forCustomer(opened), message: RETURN_MESSAGES.requested });
    },
  );

  app.post(
    routePath(RETURNS_PATHS.photos, ':transaction_id', ':id'),
    {
      onRequest: [app.authenticate, photoLimit, requirePhotoBody],
      bodyLimit: RETURN_PHOTO_MAX_BYTES,
      schema: {
        tags: ['returns'],
        summary: 'Attach a photo to your return request (the request body is the file)',
        description: [
          `The body is the photo itself, at most 5 MB (413), with its type as Content-Type (${RETURN_PHOTO_TYPES.join(', ')}; application/octet-stream also works; other Content-Types 415). What the file is comes from its bytes: only JPEG, PNG and WebP are taken; an SVG, a HEIC, a GIF or a renamed file of another kind is refused (400, \`errors.photo\`), as are damaged files and pictures over 50 megapixels.`,
          `At most ${RETURN_PHOTOS_MAX} photos per return (409), added while the return waits for an answer (requested; 409 after). The picture is turned upright, its metadata (EXIF, GPS) dropped, and kept as WebP at 320 and 1600 px wide (never enlarged): only you and the shop's staff can see it. 404 for a return that is not yours. Rate limit: ${RETURN_PHOTO_RATE_LIMIT.max} uploads per account per 10 minutes (429).`,
        ].join('\n\n'),
        security,
        params: customerReturnParams,
        consumes: [...RETURN_PHOTO_TYPES, 'application/octet-stream'],
        body: z.unknown().meta({ type: 'string', format: 'binary', description: 'The photo file' }),
        response: {
          201: orderReturnAnswerSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0)
        throw refuse('return_photo_missing', undefined, { fields: { photo: fieldRefusal('return_photo_missing') } });
      if (file.length > RETURN_PHOTO_MAX_BYTES) throw tooLarge();
      const { transaction_id: transactionId, id: returnId } = request.params;
      await addReturnPhoto(services, { userId: userIdOf(request), transactionId, returnId }, file);
      const data = forCustomer(await staffReturn(services, returnId));
      return reply.code(201).send({ data, message: RETURN_PHOTO_MESSAGES.added });
    },
  );

  /**
   * The photo's bytes. authenticate and requireStaff have set `no-store`, as for everything behind a
   * sign-in: no shared cache, nor the browser's, keeps a customer's photo.
   */
  const sendPhoto = (reply: FastifyReply, data: Buffer | undefined) => {
    if (!data) throw refuse('return_photo_not_found');
    // Bytes outside the typed JSON answers: Fastify sends a Buffer as it is.
    const raw: FastifyReply = reply;
    return raw.type('image/webp').send(data);
  };

  app.get(
    routePath(RETURNS_PATHS.photo, ':transaction_id', ':id', ':photo_id', ':size'),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['returns'],
        summary: "A photo of your return: 'thumb' (320 px wide) or 'full' (up to 1600 px), WebP",
        description: 'Only the return’s customer (and staff, at /admin/returns/…): 404 for a photo that is not yours.',
        security,
        params: customerPhotoParams,
        response: { 200: returnPhotoResponse, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { transaction_id: transactionId, id: returnId, photo_id: photoId, size } = request.params;
      const data = await readReturnPhoto(services.database.db, {
        returnId,
        photoId,
        size,
        customer: { userId: userIdOf(request), transactionId },
      });
      return sendPhoto(reply, data);
    },
  );

  app.get(
    routePath(RETURNS_PATHS.staffPhoto, ':id', ':photo_id', ':size'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: "A photo the customer attached to the return: 'thumb' or 'full', WebP",
        description: staffOnly,
        security,
        params: staffPhotoParams,
        response: { 200: returnPhotoResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id: returnId, photo_id: photoId, size } = request.params;
      return sendPhoto(reply, await readReturnPhoto(services.database.db, { returnId, photoId, size }));
    },
  );

  app.get(
    routePath(RETURNS_PATHS.desk),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'The Returns desk: returns, newest first (20 per page), by status',
        description: staffOnly,
        security,
        querystring: staffReturnsQuerySchema,
        response: { 200: staffReturnListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listReturns(services, request.query),
  );

  app.get(
    routePath(RETURNS_PATHS.one, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'One return with its lines and order',
        description: staffOnly,
        security,
        params: returnParams,
        response: { 200: staffReturnDetailSchema, ...errors },
      },
    },
    async (request) => ({ data: await staffReturn(services, request.params.id) }),
  );

  app.post(
    routePath(RETURNS_PATHS.decision, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Approve or refuse a requested return',
        description: `A refusal needs \`reason\` (400 without it), e-mailed to the customer in the order's language; an approval's optional \`reason\` is added to its e-mail. 409 when the return is not requested (also for the second of two clicks). ${staffOnly}`,
        security,
        params: returnParams,
        body: returnDecisionSchema,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await decideReturn(services, request.params.id, userIdOf(request), request.body);
      return { data, message: data.status === 'approved' ? RETURN_MESSAGES.approved : RETURN_MESSAGES.refused };
    },
  );

  app.post(
    routePath(RETURNS_PATHS.receive, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: "Mark an approved return's items received",
        description: `409 when the return is not approved. The customer is e-mailed. ${staffOnly}`,
        security,
        params: returnParams,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await receiveReturn(services, request.params.id, userIdOf(request)),
      message: RETURN_MESSAGES.received,
    }),
  );

  app.post(
    routePath(RETURNS_PATHS.close, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Close an approved return whose items never arrived',
        description: `\`reason\` is required (400 without it) and e-mailed to the customer; the units may be asked for again while their window is open. 409 when the return is not approved. ${staffOnly}`,
        security,
        params: returnParams,
        body: returnCloseSchema,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await closeReturn(services, request.params.id, userIdOf(request), request.body.reason),
      message: RETURN_MESSAGES.closed,
    }),
  );

  app.post(
    routePath(RETURNS_PATHS.resolve, ':id', ':line_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Resolve one line of a received return: refund, replacement or repair; restock or write off',
        description: `Each line is resolved once (409 for a second click, also when several arrive at once: the units are restocked exactly once). \`refund\` records a refund of the line's units (as POST /admin/orders/{transaction_id}/refund/ does: \`provider_reference\` required for eSewa and Khalti), which issues the credit note and e-mails the customer; \`replacement\` sends a replacement shipment: a new order of the same item to the same customer and address, priced 0 (nothing to pay, no bill, no coupon, not a sale), taking the units from stock by checkout's own statement (409 when they are not in stock: nothing of the resolution is kept), linked to the return both ways and e-mailed with its order number; staff then pack, ship and deliver it as any order. \`repair\` is recorded and e-mailed. \`restock\` puts the units back on sale and writes it, with \`reason\`, in the product's history. A line whose units have serial numbers needs \`serials\`: the serial of each unit that came back, one per unit returned, from the line's \`serial_choices\` (400 otherwise); those units are marked come back (their serials may be sold again; the warranty lookup says so) unless the line is repaired and not restocked, and the line's other units stay sold. When every line is resolved the return is resolved. ${staffOnly}`,
        security,
        params: lineParams,
        body: returnResolutionSchema,
        response: { 200: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await resolveReturnLine(
        services,
        request.params.id,
        request.params.line_id,
        userIdOf(request),
        request.body,
      ),
      message: RETURN_MESSAGES.resolved,
    }),
  );

  app.get(
    routePath(RETURNS_PATHS.walkIn, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: "An order's returns and what may still be returned, for a return opened at the counter",
        description: staffOnly,
        security,
        params: transactionParams,
        response: { 200: orderReturnsSchema, ...errors },
      },
    },
    async (request) => ({ data: await staffOrderReturns(services, request.params.transaction_id) }),
  );

  app.post(
    routePath(RETURNS_PATHS.walkIn, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['returns'],
        summary: 'Open a return for a walk-in customer on a delivered order',
        description: `The same rules as the customer's request (delivered, within the window, units left); the return starts as requested, opened by staff. ${staffOnly}`,
        security,
        params: transactionParams,
        body: returnRequestSchema,
        response: { 201: staffReturnAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await openReturn(
        services,
        { by: 'staff', userId: userIdOf(request) },
        request.params.transaction_id,
        request.body,
      );
      return reply.code(201).send({ data, message: RETURN_MESSAGES.opened });
    },
  );
};

export default returnsRoutes;
