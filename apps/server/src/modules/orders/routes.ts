import {
  apiErrorSchema,
  confirmPaymentSchema,
  couponPreviewResponseSchema,
  couponValidateSchema,
  orderChangedResponseSchema,
  orderQuoteResponseSchema,
  orderResponseSchema,
  paymentConfirmationResponseSchema,
  placedOrderResponseSchema,
  customerOrdersQuerySchema,
  ORDERS_PAGE_SIZE,
  orderListSchema,
  type OrderList,
  type PaymentRestart,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  idempotencyKeySchema,
  ORDER_MESSAGES,
  placeOrderSchema,
  quoteRequestSchema,
  type CouponPreview,
  type Order,
  type OrderQuote,
  type PaymentConfirmation,
  type PlacedOrder,
  ACCOUNT_MESSAGES,
  TRACK_ORDER_MESSAGES,
  trackOrderSchema,
  trackedOrderResponseSchema,
  type TrackedOrder,
  API_PATHS,
} from '@pasal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import { keyedLimits } from '../../lib/keyed-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import { limitCounter } from '../auth/index.js';
import { placeOrderOnce } from './idempotency.js';
import { listCustomerOrders } from './history.js';
import { restartPayment } from './pay-again.js';
import { refuseMissingEmail } from './recipient.js';
import { confirmPayment, reportPaymentFailure, startExpiryTimer } from './payment-flow.js';
import { placeOrder } from './placement/place-order.js';
import { buildQuote, destinationOf, quoteToApi } from './quote.js';
import { cancelOrder, getOrder } from './service.js';
import { normalOrderNumber, trackOrder } from './track.js';
import { routePath } from '../../lib/route-path.js';

/** Only the Idempotency-Key is read; every other header passes through untouched. */
const orderHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional().describe('One per checkout attempt, e.g. a UUID'),
});

const transactionParams = z.object({ transaction_id: z.string().trim().min(1).max(64) });

/**
 * Coupon codes are short: anyone trying them one after another is slowed down, on every route that
 * says whether a code is valid (preview, quote, order). Counted per customer and route; requests
 * without a code are not counted. Runs after authentication and body parsing (preHandler).
 */
const COUPON_TRIES_PER_MINUTE = 20;
const couponRateLimit = (codeOf: (body: unknown) => unknown) => ({
  max: COUPON_TRIES_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `coupon:${request.user?.userId ?? request.ip}`,
  allowList: (request: FastifyRequest) => !codeOf(request.body),
});
const couponCodeField = (body: unknown) => (body as { coupon_code?: unknown } | undefined)?.coupon_code;
const security = [{ bearer: [] }];

/**
 * The public order tracking (docs/rate-limits.md). Per order number only wrong answers count (a
 * right one gives its count back), in the durable store so no flood of other keys resets it: 5 in
 * an hour leave 5 chances in 10,000 at the four digits, on top of the order number's 60 random bits.
 * The ceiling per address stops one machine trying many order numbers.
 */
const TRACK_ORDER_RATE_LIMITS = {
  wrongPerOrder: { max: 5, timeWindow: 60 * 60_000 },
  perAddress: { max: 30, timeWindow: 60 * 60_000 },
} as const;
const TRACK_ORDER_LIMIT = 'track-order';
const trackedOrderNumber = (request: FastifyRequest): string | null => {
  const value = (request.body as { transaction_id?: unknown } | undefined)?.transaction_id;
  return typeof value === 'string' ? normalOrderNumber(value) : null;
};
/** The failures every order route may answer (the error handler's shape). */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

function userIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  if (services.config.NODE_ENV !== 'test') {
    const stop = startExpiryTimer(services);
    app.addHook('onClose', async () => stop());
  }

  const trackCounter = limitCounter(services);
  app.post(
    routePath(API_PATHS.track),
    {
      preHandler: keyedLimits(app, [
        {
          name: TRACK_ORDER_LIMIT,
          rule: TRACK_ORDER_RATE_LIMITS.wrongPerOrder,
          key: trackedOrderNumber,
          durable: trackCounter,
        },
        { name: 'track-order-ip', rule: TRACK_ORDER_RATE_LIMITS.perAddress, key: (request) => request.ip },
      ]),
      schema: {
        tags: ['orders'],
        summary: "Track an order without signing in: its number and the last four digits of the order's phone",
        description:
          "Answers the status, the timeline (as on the customer's Your Orders), the delivery method, the town and " +
          'district only, the promised days and, once shipped, the courier and tracking number: never a name, ' +
          `e-mail, phone or street address. An unknown order and a wrong phone both answer 404 "${TRACK_ORDER_MESSAGES.notFound}". ` +
          `${TRACK_ORDER_RATE_LIMITS.wrongPerOrder.max} wrong tries per order number an hour (from any address), then 429 ` +
          `for that order number; ${TRACK_ORDER_RATE_LIMITS.perAddress.max} tries an hour per address.`,
        body: trackOrderSchema,
        response: { 200: trackedOrderResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request): Promise<{ data: TrackedOrder }> => {
      const tracked = await trackOrder(services.database.db, services.now(), {
        transactionId: request.body.transaction_id,
        last4: request.body.phone_last4,
      });
      if (!tracked) throw refuse('tracked_order_not_found');
      // Only wrong answers count against the order number.
      await trackCounter.giveBack(TRACK_ORDER_LIMIT, normalOrderNumber(request.body.transaction_id));
      return { data: tracked };
    },
  );

  app.post(
    routePath(API_PATHS.validateCoupon),
    {
      preHandler: app.authenticate,
      config: { rateLimit: couponRateLimit(() => true) },
      schema: {
        tags: ['orders'],
        summary: 'Check a coupon code against the cart and preview the discount',
        security,
        body: couponValidateSchema,
        response: { 200: couponPreviewResponseSchema, ...errors },
      },
    },
    async (request): Promise<{ data: CouponPreview }> => {
      const userId = userIdOf(request);
      const quote = await buildQuote(services.database.db, services.config, {
        lines: request.body.lines,
        couponCode: request.body.code,
        userId,
        now: services.now(),
        destination: destinationOf(request.body),
      });
      return {
        data: {
          code: quote.coupon?.code ?? request.body.code,
          message: ORDER_MESSAGES.couponApplied,
          quote: quoteToApi(quote, services.config),
        },
      };
    },
  );

  app.post(
    routePath(API_PATHS.quote),
    {
      preHandler: app.authenticate,
      config: { rateLimit: couponRateLimit(couponCodeField) },
      schema: {
        tags: ['orders'],
        summary: "Price cart lines with the server's rules (subtotal, shipping, coupon, total)",
        description:
          'With `district_id` (home delivery) or `delivery_method: "pickup"` the answer carries `delivery`: the ' +
          "district's zone, its charge (a product's own higher charge wins; free from the threshold; pickup free), " +
          'and the earliest and expected-by days in Nepal (YYYY-MM-DD). Without either, `delivery` is null and ' +
          "`delivery_charge` is the cart's estimate (products' charges or the standard charge). Unknown district: 400.",
        security,
        body: quoteRequestSchema,
        response: { 200: orderQuoteResponseSchema, ...errors },
      },
    },
    async (request): Promise<{ data: OrderQuote }> => {
      const quote = await buildQuote(services.database.db, services.config, {
        lines: request.body.lines,
        couponCode: request.body.coupon_code,
        userId: userIdOf(request),
        now: services.now(),
        destination: destinationOf(request.body),
      });
      return { data: quoteToApi(quote, services.config) };
    },
  );

  app.post(
    routePath(API_PATHS.orders),
    {
      preHandler: app.authenticate,
      config: { rateLimit: couponRateLimit(couponCodeField) },
      schema: {
        tags: ['orders'],
        summary: 'Place an order',
        description:
          `Send an \`${IDEMPOTENCY_KEY_HEADER}\` header (8–128 characters: letters, digits, - _ . :), one per ` +
          'checkout attempt: a repeat with the same key and body within ' +
          `${IDEMPOTENCY_KEY_TTL_HOURS} hours answers as the first time (same order, same status, no second ` +
          'stock take or e-mail), a duplicate sent while the first is running waits for it, and the same key ' +
          'with another body is 422. Keys are per customer; a refused request does not use its key up. ' +
          `403 "${ACCOUNT_MESSAGES.emailNotVerified}" until the account has proven its e-mail address.`,
        security,
        headers: orderHeadersSchema,
        body: placeOrderSchema,
        // 201 when placed; a repeat of a key answers as the first time did.
        response: { 200: placedOrderResponseSchema, 201: placedOrderResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<{ data: PlacedOrder }> => {
      const userId = userIdOf(request);
      // Order e-mails go to the account's address, so it must be the orderer's (docs/rules/accounts.md#e-mail-verification).
      if (!request.user!.emailVerified) throw refuse('email_not_verified');
      if (request.body.email === '') await refuseMissingEmail(services, userId);
      const key = request.headers['idempotency-key'];
      if (key === undefined) {
        const placed = await placeOrder(services, userId, request.body, { locale: requestLocale(request) });
        void reply.status(201);
        return { data: placed };
      }
      const answer = await placeOrderOnce(services, userId, key, request.body, requestLocale(request));
      void reply.status(answer.statusCode);
      return answer.body;
    },
  );

  // The customer's order history and "Pay now": orders/history.ts, orders/pay-again.ts (issue 18).
  app.get(
    routePath(API_PATHS.orders),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: `Your orders, newest first (${ORDERS_PAGE_SIZE} per page)`,
        description:
          'Purchases by default. `group=payment_not_completed` lists instead the online orders whose eSewa or ' +
          'Khalti payment never arrived (abandoned, cancelled at the provider, or still open: see ' +
          '`payment_expires_at`). `count` and `total_pages` are for the group; a page past the end is empty.',
        security,
        querystring: customerOrdersQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request): Promise<OrderList> => listCustomerOrders(services, userIdOf(request), request.query),
  );

  app.post(
    routePath(API_PATHS.payAgain, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Pay now: start the eSewa or Khalti payment of an unpaid order again, while its window is open',
        description:
          'Answers like placing the order (`{ order, payment }`). 409 once the order is paid, cancelled or past ' +
          '`payment_expires_at`; 400 for a cash-on-delivery order; 502 when the provider does not answer.',
        security,
        params: transactionParams,
        response: { 200: placedOrderResponseSchema, ...errors },
      },
    },
    async (request): Promise<{ data: PaymentRestart }> => ({
      data: await restartPayment(services, userIdOf(request), request.params.transaction_id),
    }),
  );

  app.get(
    routePath(API_PATHS.order, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One of your orders',
        security,
        params: transactionParams,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request): Promise<{ data: Order }> => ({
      data: await getOrder(services, userIdOf(request), request.params.transaction_id),
    }),
  );

  app.post(
    routePath(API_PATHS.cancelOrder, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Cancel a Pending order within one hour of placing it',
        security,
        params: transactionParams,
        response: { 200: orderChangedResponseSchema, ...errors },
      },
    },
    async (request): Promise<{ data: Order; message: string }> => ({
      data: await cancelOrder(services, userIdOf(request), request.params.transaction_id),
      message: ORDER_MESSAGES.orderCancelled,
    }),
  );

  app.post(
    routePath(API_PATHS.confirmPayment, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "Confirm an online payment with what the provider sent back (eSewa's data or Khalti's pidx)",
        security,
        params: transactionParams,
        body: confirmPaymentSchema.optional(),
        response: { 200: paymentConfirmationResponseSchema, ...errors },
      },
    },
    async (request): Promise<{ data: PaymentConfirmation }> => ({
      data: await confirmPayment(services, userIdOf(request), request.params.transaction_id, request.body ?? {}),
    }),
  );

  app.post(
    routePath(API_PATHS.paymentFailed, ':transaction_id'),
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'The provider sent the shopper to the failure page: check with it and release the order',
        security,
        params: transactionParams,
        response: { 200: paymentConfirmationResponseSchema, ...errors },
      },
    },
    async (request): Promise<{ data: PaymentConfirmation }> => ({
      data: await reportPaymentFailure(services, userIdOf(request), request.params.transaction_id),
    }),
  );
};

export default ordersRoutes;
