import {
  apiErrorSchema,
  staffOrderChangedSchema,
  staffOrderListSchema,
  staffOrderResponseSchema,
  staffOrdersQuerySchema,
  staffOrderStatusSchema,
  staffRefundSchema,
  orderEditPreviewSchema,
  staffOrderEditPreviewSchema,
  staffOrderEditSchema,
  UNDO_WINDOW_SECONDS,
  STAFF_ORDER_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/refusal.js';
import {
  editOrder,
  getStaffOrder,
  previewEdit,
  listStaffOrders,
  moveOrder,
  recordRefund,
  releaseHold,
  shipmentOf,
  undoMove,
} from './service.js';
import { routePath } from '../../lib/route-path.js';

// The shop's order desk (staff only). Grant the role with `npm run user:make-staff -- <email>`.

const transactionParams = z.object({ transaction_id: z.string().trim().min(1).max(64) });
const security = [{ bearer: [] }];
const staffOnly =
  'Staff only: 401 without a token, 403 for a customer. Grant the role with `npm run user:make-staff -- <email>`; the person must sign in again afterwards.';
/** What a move or a refund can answer: the changed order, or why not. */
const orderChangeResponses = {
  200: staffOrderChangedSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

function staffIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    routePath(STAFF_ORDER_PATHS.orders),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Every customer's orders, newest first (20 per page)",
        description: `Filter by \`status\` and \`payment_status\`; \`view=suspicious_holds\` lists only open unpaid cash-on-delivery orders of accounts holding more than the shop's limits or younger than a day (each row's \`hold\` says why); \`q\` matches the transaction id, the customer's e-mail, name or phone number (any part). ${staffOnly}`,
        security,
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrderListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listStaffOrders(services, request.query),
  );

  app.get(
    routePath(STAFF_ORDER_PATHS.order, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'One order with its lines, address, totals, payments, history and the moves staff may make now',
        description: staffOnly,
        security,
        params: transactionParams,
        response: { 200: staffOrderResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await getStaffOrder(services, request.params.transaction_id) }),
  );

  app.post(
    routePath(STAFF_ORDER_PATHS.status, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Move an order: Pending → Processing → Shipped → Delivered, or Cancelled from Pending or Processing',
        description: `Only moves the order process allows (409 otherwise, with the reason). An eSewa or Khalti order is processed only once paid. Cancelling needs \`reason\` (400 without it; kept in the history and given in the customer's e-mail), gives the stock and coupon use back, e-mails the customer and, for a paid order, tells the shop a refund is due. Shipped needs \`courier\` (a COURIERS value from packages/contract, or \`other\` with \`courier_name\`) and \`tracking_number\`, and takes an optional \`tracking_url\` (http or https): 400 naming the field otherwise. The customer is e-mailed when the order ships (with the courier and tracking number) and when it is delivered; a cash-on-delivery order becomes paid when delivered. After Processing or Delivered the answer's \`undoable_for_seconds\` says how long the move may be undone (POST …/undo/). Two requests racing for the same move change the order once: the second gets 409. ${staffOnly}`,
        security,
        params: transactionParams,
        body: staffOrderStatusSchema,
        response: orderChangeResponses,
      },
    },
    async (request) =>
      moveOrder(
        services,
        request.params.transaction_id,
        request.body.status,
        staffIdOf(request),
        shipmentOf(request.body),
        request.body.reason ?? '',
      ),
  );

  app.post(
    routePath(STAFF_ORDER_PATHS.undo, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Undo your own move to Processing or Delivered, within a minute of it',
        description: `Processing goes back to Pending; Delivered back to Shipped (or Ready for pickup). Only by the staff member who made the move, within ${UNDO_WINDOW_SECONDS} seconds, while it is still the order's latest move; the undo is recorded in the history. A delivery that issued the bill (cash on delivery) cannot be undone: an issued bill is never withdrawn. 409 with the reason otherwise. ${staffOnly}`,
        security,
        params: transactionParams,
        response: orderChangeResponses,
      },
    },
    async (request) => undoMove(services, request.params.transaction_id, staffIdOf(request)),
  );

  app.post(
    routePath(STAFF_ORDER_PATHS.refund, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Record a refund of some or all of a paid order's lines and its delivery charge",
        description: `This records the refund; it does not move money. Refund the payment in the provider's merchant portal (eSewa or Khalti) first and give its \`provider_reference\` (required for them: 400 otherwise); Khalti's refund API does not document its HTTP method, so Pasal does not call it. For cash on delivery, the staff member recording it is the one who paid it out, and \`paid_to\` may say to whom. \`lines\` are units of the order's lines (\`line_id\` from \`refundable.lines\` of the staff order), \`delivery\` refunds the delivery charge; the amount follows from them (the coupon's discount and tax shared in proportion; everything left refunds exactly what is left). A \`reason\` is required. The order need not be cancelled: a delivered order is refunded as it is. The refunds of an order never add up to more than was paid, even when recorded at the same moment: 409 for units or a delivery charge already refunded, or a refund of an order refunded in full. When everything paid has gone back the payment becomes refunded; until then it stays paid. The bill gets a credit note (none when the order was never billed, or a cancellation already credited the bill), the history an entry and the customer an e-mail. ${staffOnly}`,
        security,
        params: transactionParams,
        body: staffRefundSchema,
        response: orderChangeResponses,
      },
    },
    async (request) => recordRefund(services, request.params.transaction_id, request.body, staffIdOf(request)),
  );

  app.post(
    routePath(STAFF_ORDER_PATHS.releaseHold, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Release a suspicious cash-on-delivery hold: cancel the order and put its stock back on sale',
        description: `For an open, unpaid cash-on-delivery order (409 otherwise). The order is cancelled as a staff cancel is (its stock and coupon use go back, the customer is e-mailed at the account's address), and its history records that the hold was released and by whom. ${staffOnly}`,
        security,
        params: transactionParams,
        response: orderChangeResponses,
      },
    },
    async (request) => releaseHold(services, request.params.transaction_id, staffIdOf(request)),
  );

  const editRules =
    "Only a Pending or Processing cash-on-delivery order not yet paid, sold online (409 `order_not_editable` otherwise: a paid order is changed by a refund, whose credit note the bill gets). `lines` give new quantities by `line_id` (from the order's `editable_lines`; 0 takes a line off; lines left out keep theirs); `reason` is required and kept in the history. The lines keep the unit prices charged; the delivery charge and the coupon's discount follow the new subtotal with today's settings, as at checkout. Refused: nothing changes (400), every line at 0 (400: cancel instead), units whose serial numbers are recorded (409), more units than are in stock (409 saying how many are left), more of a product no longer sold (409), a subtotal under the coupon's minimum (409).";

  app.post(
    routePath(STAFF_ORDER_PATHS.editPreview, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "What changing an order's quantities before it ships would make of it (nothing is written)",
        description: `${editRules} ${staffOnly}`,
        security,
        params: transactionParams,
        body: staffOrderEditPreviewSchema,
        response: { ...orderChangeResponses, 200: orderEditPreviewSchema },
      },
    },
    async (request) => ({ data: await previewEdit(services, request.params.transaction_id, request.body) }),
  );

  app.post(
    routePath(STAFF_ORDER_PATHS.edit, ':transaction_id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "Change an order's quantities before it ships; the customer is e-mailed",
        description: `${editRules} In one transaction: the lines, the totals, the coupon's recorded discount and the stock (units taken off go back on sale, units added are taken atomically, as at checkout), and the history (who, what, why). The customer gets an e-mail with the order as it is now. ${staffOnly}`,
        security,
        params: transactionParams,
        body: staffOrderEditSchema,
        response: orderChangeResponses,
      },
    },
    async (request) => editOrder(services, request.params.transaction_id, request.body, staffIdOf(request)),
  );
};

export default orderDeskRoutes;
