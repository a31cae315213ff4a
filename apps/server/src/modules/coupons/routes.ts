import {
  adminCouponChangedSchema,
  adminCouponDeletedSchema,
  adminCouponIdParamsSchema,
  adminCouponListQuerySchema,
  adminCouponListSchema,
  adminCouponResponseSchema,
  apiErrorSchema,
  COUPON_FIRST_ORDER_ONLY_MESSAGE,
  couponInputSchema,
  couponStatusChangeSchema,
  couponUpdateSchema,
  refusalInEnglish,
  ADMIN_COUPON_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, setCouponActive, updateCoupon } from './service.js';
import { routePath } from '../../lib/route-path.js';

// Coupons in the back office (admins only) under /api/v1/admin/coupons/. Checkout reads a
// coupon's terms afresh on every quote and order, so a change applies to the next checkout at
// once; orders already placed keep their own discount.

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const money =
  'Amounts (`amount`, `max_discount`, `min_subtotal`, `discount_total`) are whole rupees; times are ISO 8601.';
const readResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeResponses = { ...readResponses, 409: apiErrorSchema };
const rules = `Rules (400 with \`errors\` per field): \`code\` 3–30 letters, digits, \`-\` or \`_\`, stored upper-case and unique whatever the case (409 "${refusalInEnglish('coupon_code_taken')}"); \`kind\` percentage with \`percentage\` 1–100 and an optional \`max_discount\` cap, or fixed with \`amount\` > 0 and no cap; \`min_subtotal\` ≥ 0; \`valid_to\` after \`valid_from\` (either may be null: open-ended); \`usage_limit\` (uses in all) and \`per_customer_limit\` ≥ 1 or null for no limit; \`first_order_only\`: refused at checkout ("${COUPON_FIRST_ORDER_ONLY_MESSAGE}") to a customer with an earlier order that still stands.`;

const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  const now = () => new Date(app.services.now());

  app.get(
    routePath(ADMIN_COUPON_PATHS.coupons),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every coupon, newest first, with its status, uses and the discount it has given',
        description: `\`status\` is decided now: disabled (switched off), expired (past \`valid_to\`), used_up (\`uses\` reached \`usage_limit\`), scheduled (before \`valid_from\`) or active. \`uses\` and \`discount_total\` count orders that still stand (a cancelled or failed order gives its use back); \`order_count\` counts every order that used the code. \`q\` matches the code; \`status\` filters. ${money} ${adminOnly}`,
        security,
        querystring: adminCouponListQuerySchema,
        response: { 200: adminCouponListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ data: await listCoupons(db, request.query, now()) }),
  );

  app.post(
    routePath(ADMIN_COUPON_PATHS.coupons),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon',
        description: `${rules} ${money} ${adminOnly}`,
        security,
        body: couponInputSchema,
        response: { 201: adminCouponChangedSchema, ...writeResponses },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(db, request.body, now());
      return reply.status(201).send({ data: coupon, message: `Coupon ${coupon.code} created` });
    },
  );

  app.get(
    routePath(ADMIN_COUPON_PATHS.coupon, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One coupon with its status and usage',
        description: `${money} ${adminOnly}`,
        security,
        params: adminCouponIdParamsSchema,
        response: { 200: adminCouponResponseSchema, ...readResponses },
      },
    },
    async (request) => ({ data: await getCoupon(db, request.params.id, now()) }),
  );

  app.put(
    routePath(ADMIN_COUPON_PATHS.coupon, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Save every field of a coupon, with the `updated_at` the editor opened',
        description: `${rules} Also: with \`updated_at\` (as GET gave it), a coupon saved or switched on or off since is not overwritten: 409 "${refusalInEnglish('coupon_stale')}" (reload, then make the change again); \`usage_limit\` cannot go below the uses so far (400); once any order used the coupon its \`code\` cannot change (409 "${refusalInEnglish('coupon_code_locked')}"). The next checkout uses the new terms; orders already placed keep their code and discount. ${money} ${adminOnly}`,
        security,
        params: adminCouponIdParamsSchema,
        body: couponUpdateSchema,
        response: { 200: adminCouponChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const { coupon, changed } = await updateCoupon(db, request.params.id, request.body, now());
      return { data: coupon, message: changed ? `Coupon ${coupon.code} saved` : 'No changes to save' };
    },
  );

  app.patch(
    routePath(ADMIN_COUPON_PATHS.status, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Disable a coupon, or enable it again',
        description: `A disabled coupon is refused at checkout ("This coupon code is not valid"); its orders are unchanged. ${adminOnly}`,
        security,
        params: adminCouponIdParamsSchema,
        body: couponStatusChangeSchema,
        response: { 200: adminCouponChangedSchema, ...readResponses },
      },
    },
    async (request) => {
      const { coupon, changed } = await setCouponActive(db, request.params.id, request.body.active, now());
      const message = !changed
        ? `Coupon ${coupon.code} was already ${coupon.active ? 'enabled' : 'disabled'}`
        : `Coupon ${coupon.code} ${coupon.active ? 'enabled' : 'disabled'}`;
      return { data: coupon, message };
    },
  );

  app.delete(
    routePath(ADMIN_COUPON_PATHS.coupon, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a coupon that no order used',
        description: `A coupon any order used (even one since cancelled) cannot be deleted: 409 "${refusalInEnglish('coupon_has_orders')}". ${adminOnly}`,
        security,
        params: adminCouponIdParamsSchema,
        response: { 200: adminCouponDeletedSchema, ...writeResponses },
      },
    },
    async (request) => ({ message: await deleteCoupon(db, request.params.id) }),
  );
};

export default couponsRoutes;
