import {
  apiErrorSchema,
  confirmPaymentSchema,
  DRAFT_ORDER_MESSAGES,
  DRAFT_ORDERS_PAGE_SIZE,
  draftCustomerRequestSchema,
  draftCustomerResponseSchema,
  draftOrderListQuerySchema,
  draftOrderListSchema,
  draftOrderQuoteRequestSchema,
  draftOrderRequestSchema,
  draftOrderResponseSchema,
  draftParamsSchema,
  payLinkParamsSchema,
  payLinkPaySchema,
  payLinkViewSchema,
  paymentConfirmationResponseSchema,
  placedOrderResponseSchema,
  orderQuoteResponseSchema,
  sendPayLinkSchema,
  SAVED_ADDRESS_LIMIT,
  savedAddressListSchema,
  sentPayLinkSchema,
  STAFF_MESSAGES,
  DRAFT_ORDER_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyedLimits } from '../../../lib/keyed-limits.js';
import { refuse } from '../../../lib/refusal.js';
import { listAddresses } from '../../addresses/index.js';
import { addDraftCustomer, cancelDraft, createDraft, draftCustomerOf, quoteDraft, updateDraft } from './edit.js';
import { confirmFromLink, payFromLink, payLinkView, sendPayLink } from './pay-link.js';
import { placeDraft } from './place.js';
import { draftById, draftRow, listDrafts } from './store.js';
import { routePath } from '../../../lib/route-path.js';

// Orders taken by staff (issue #36): the order desk's drafts, and the customer's payment link.

const security = [{ bearer: [] }];
const staffOnly = `Staff and admins only: 401 without a token, 403 otherwise ("${STAFF_MESSAGES.staffOnly}").`;
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};
const publicErrors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

/**
 * The payment link needs no sign-in, and its token (192 random bits) cannot be guessed, so these
 * limits bound work, not guessing (docs/rate-limits.md): a ceiling per address over the link's
 * three routes together, and per link on Pay, since each Pay may start a payment at eSewa or Khalti.
 */
export const PAY_LINK_RATE_LIMITS = {
  perAddress: { max: 120, timeWindow: 60 * 60_000 },
  payPerLink: { max: 10, timeWindow: 15 * 60_000 },
} as const;

function staffIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const draftOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;

  app.get(
    routePath(DRAFT_ORDER_PATHS.list),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: `Draft orders in one state (open by default), newest first, ${DRAFT_ORDERS_PAGE_SIZE} per page`,
        description: staffOnly,
        security,
        querystring: draftOrderListQuerySchema,
        response: { 200: draftOrderListSchema, ...errors },
      },
    },
    async (request) =>
      listDrafts(services.database.db, request.query.state, request.query.page, DRAFT_ORDERS_PAGE_SIZE),
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.list),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Save a draft order for a customer (no stock is taken)',
        description: `The lines, address and coupon are checked as checkout checks them; prices are worked out when the order is placed. ${staffOnly}`,
        security,
        body: draftOrderRequestSchema,
        response: { 201: draftOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createDraft(services, staffIdOf(request), request.body);
      void reply.status(201);
      return { data: await draftById(services.database.db, id), message: DRAFT_ORDER_MESSAGES.saved };
    },
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.quote),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "A draft's figures now, for its customer: lines, delivery for the destination, coupon, tax, total",
        description: staffOnly,
        security,
        body: draftOrderQuoteRequestSchema,
        response: { 200: orderQuoteResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await quoteDraft(services, request.body) }),
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.customers),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'An account for a customer ordering by phone: no password yet ("Forgot password" sets one)',
        description: `409 when the e-mail already has an account: find the customer by it. ${staffOnly}`,
        security,
        body: draftCustomerRequestSchema,
        response: { 201: draftCustomerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await addDraftCustomer(services, request.body);
      void reply.status(201);
      return { data: customer, message: DRAFT_ORDER_MESSAGES.customerAdded };
    },
  );

  app.get(
    routePath(DRAFT_ORDER_PATHS.customerAddresses, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "A customer's address book, to take a phone order to one of their addresses",
        description: `The default first, then the most recently changed. 404 for an account that does not exist. ${staffOnly}`,
        security,
        params: draftParamsSchema,
        response: { 200: savedAddressListSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await draftCustomerOf(services.database.db, request.params.id);
      return { data: await listAddresses(services.database.db, customer.id), limit: SAVED_ADDRESS_LIMIT };
    },
  );

  app.get(
    routePath(DRAFT_ORDER_PATHS.one, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'One draft order',
        description: staffOnly,
        security,
        params: draftParamsSchema,
        response: { 200: draftOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await draftById(services.database.db, request.params.id) }),
  );

  app.put(
    routePath(DRAFT_ORDER_PATHS.one, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Change an open draft (409 once placed or cancelled)',
        description: staffOnly,
        security,
        params: draftParamsSchema,
        body: draftOrderRequestSchema,
        response: { 200: draftOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateDraft(services, request.params.id, request.body);
      return { data: await draftById(services.database.db, request.params.id), message: DRAFT_ORDER_MESSAGES.saved };
    },
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.confirm, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Place the draft as a cash-on-delivery order: stock taken as checkout takes it',
        description:
          "Prices are worked out now; the stock is taken by the same one-statement reservation as a shopper's order " +
          '(409 "Only N left of …"), the coupon and cash-on-delivery limits apply (422), and the customer is told by ' +
          `e-mail and SMS. A draft becomes one order at most: a second confirmation gets 409. ${staffOnly}`,
        security,
        params: draftParamsSchema,
        response: { 200: draftOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const draft = await draftRow(services.database.db, request.params.id);
      await placeDraft(services, draft, 'COD');
      return { data: await draftById(services.database.db, draft.id), message: DRAFT_ORDER_MESSAGES.confirmed };
    },
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.sendLink, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Send the customer a payment link by SMS and e-mail (a new link replaces the last)',
        description: `The draft stays a draft (no stock) until the customer pays from the link; the answer carries the link to paste into a chat. ${staffOnly}`,
        security,
        params: draftParamsSchema,
        body: sendPayLinkSchema,
        response: { 200: sentPayLinkSchema, ...errors },
      },
    },
    async (request) => {
      const sent = await sendPayLink(services, request.params.id, {
        sms: request.body.sms ?? true,
        email: request.body.email ?? true,
      });
      return {
        data: { ...sent, draft: await draftById(services.database.db, request.params.id) },
        message: DRAFT_ORDER_MESSAGES.linkSent,
      };
    },
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.cancel, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'Cancel an open draft; its payment link stops working',
        description: staffOnly,
        security,
        params: draftParamsSchema,
        response: { 200: draftOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelDraft(services, request.params.id);
      return {
        data: await draftById(services.database.db, request.params.id),
        message: DRAFT_ORDER_MESSAGES.cancelled,
      };
    },
  );

  const perAddress = keyedLimits(app, [
    { name: 'pay-link-ip', rule: PAY_LINK_RATE_LIMITS.perAddress, key: (request) => request.ip },
  ]);
  const payPerLink = keyedLimits(app, [
    {
      name: 'pay-link-pay',
      rule: PAY_LINK_RATE_LIMITS.payPerLink,
      key: (request) => (request.params as { token?: string }).token ?? null,
    },
  ]);

  app.get(
    routePath(DRAFT_ORDER_PATHS.payLink, ':token'),
    {
      preHandler: perAddress,
      schema: {
        tags: ['orders'],
        summary: "A payment link's order: what it holds, its total, and whether it can be paid now",
        description: '404 for an unknown or expired link. No sign-in: the link is the key, for this order only.',
        params: payLinkParamsSchema,
        response: { 200: payLinkViewSchema, ...publicErrors },
      },
    },
    async (request) => ({ data: await payLinkView(services, request.params.token) }),
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.payLinkPay, ':token'),
    {
      // The link's own limit first: a Pay it refuses is not counted against the address.
      preHandler: [payPerLink, perAddress],
      schema: {
        tags: ['orders'],
        summary: "Pay from the link: the order is placed (stock taken) and eSewa's or Khalti's payment started",
        description:
          'Answers like placing an order (`{ order, payment }`). An order placed from the link and not yet paid ' +
          'starts its payment again with its own provider; 409 once paid or closed, "Only N left of …" when stock ran out.',
        params: payLinkParamsSchema,
        body: payLinkPaySchema,
        response: { 200: placedOrderResponseSchema, ...publicErrors },
      },
    },
    async (request) => ({ data: await payFromLink(services, request.params.token, request.body.payment_gateway) }),
  );

  app.post(
    routePath(DRAFT_ORDER_PATHS.payLinkConfirm, ':token'),
    {
      preHandler: perAddress,
      schema: {
        tags: ['orders'],
        summary: "The provider sent the payer back to the link's page: eSewa's `data` or Khalti's `pidx`, verified",
        params: payLinkParamsSchema,
        body: confirmPaymentSchema,
        response: { 200: paymentConfirmationResponseSchema, ...publicErrors },
      },
    },
    async (request) => ({ data: await confirmFromLink(services, request.params.token, request.body) }),
  );
};

export default draftOrderRoutes;
