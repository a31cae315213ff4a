import {
  apiErrorSchema,
  ACCOUNT_DISABLED_MESSAGE,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  adminCustomerChangedSchema,
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  adminCustomerParamsSchema,
  adminCustomerResponseSchema,
  CUSTOMER_DETAIL_ORDERS_SHOWN,
  CUSTOMER_DETAIL_REVIEWS_SHOWN,
  CUSTOMER_MESSAGES,
  customerDisableSchema,
  refusalInEnglish,
  ADMIN_CUSTOMERS_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/refusal.js';
import { disableCustomer, enableCustomer, eraseCustomer, getCustomer, listCustomers } from './service.js';
import { routePath } from '../../lib/route-path.js';

// The back office's customers: staff and admins read, admins disable and enable (api/v1/admin/customers/).

const security = [{ bearer: [] }];
const staffOnly = 'Staff and admins: 401 without a token, 403 for a customer.';
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const spent =
  '`total_spent` (rupees) adds up the orders that are paid, and COD orders that were delivered; never cancelled, failed, unpaid or refunded ones.';
const readResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeResponses = { ...readResponses, 409: apiErrorSchema };

function adminIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services.database;
  /**
   * Every server process keeps the disabled accounts in memory (auth/users.ts) and reloads them
   * when the catalogue's generation moves: the one LISTEN/NOTIFY channel the processes share.
   */
  const announceAccountChange = () => app.services.catalogCache.invalidate();

  app.get(
    routePath(ADMIN_CUSTOMERS_PATHS.customers),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: `Every account, newest first, ${ADMIN_CUSTOMERS_PAGE_SIZE} per page, with orders and money spent`,
        description: `\`q\` matches any part of the name or e-mail, case-insensitively, or the phone's digits with or without +977, spaces and dashes ("+977 984-123" finds 9841234567). \`state\`: active or disabled. ${spent} ${staffOnly}`,
        security,
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listCustomers(db, request.query),
  );

  app.get(
    routePath(ADMIN_CUSTOMERS_PATHS.customer, ':id'),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'One account: details, disabled state, orders, addresses and reviews',
        description: `The newest ${CUSTOMER_DETAIL_ORDERS_SHOWN} orders (\`order_count\` says how many in all; each says whether it \`counts_as_spent\`) and ${CUSTOMER_DETAIL_REVIEWS_SHOWN} reviews (\`review_count\`). Addresses: the one saved on the account (\`billing\`, null until saved) and the distinct delivery addresses of its orders, most recently used first. ${spent} 404 "${CUSTOMER_MESSAGES.notFound}". ${staffOnly}`,
        security,
        params: adminCustomerParamsSchema,
        response: { 200: adminCustomerResponseSchema, ...readResponses },
      },
    },
    async (request) => ({ data: await getCustomer(db, request.params.id) }),
  );

  app.post(
    routePath(ADMIN_CUSTOMERS_PATHS.disable, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Disable an account: it cannot sign in and its sessions end',
        description: `\`reason\` is required (kept with who and when). From then on password and Google sign-in answer 403 "${ACCOUNT_DISABLED_MESSAGE}", a refresh answers 401 with the same message, a password reset sends no code, and the account's refresh tokens are revoked. 409 for your own account ("${refusalInEnglish('customer_disable_own')}"), a staff or admin account ("${refusalInEnglish('customer_disable_staff')}") or one already disabled. ${adminOnly}`,
        security,
        params: adminCustomerParamsSchema,
        body: customerDisableSchema,
        response: { 200: adminCustomerChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const changed = await disableCustomer(db, request.params.id, request.body.reason, {
        actorId: adminIdOf(request),
        now: app.services.now(),
      });
      await announceAccountChange();
      return changed;
    },
  );

  app.post(
    routePath(ADMIN_CUSTOMERS_PATHS.erase, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Erase a customer's account on their request (personal data gone, orders kept)",
        description: `In one transaction: the name becomes "Erased customer", the e-mail a unique placeholder under erased.invalid, and the phone, billing address, password, Google link, saved addresses, cart, wishlist, newsletter subscription, stock alerts, questions and reviews (the products' ratings recomputed) are deleted; sessions end and the account is disabled for good (its access tokens write nothing; it can never sign in again, and enabling it answers 409). Its orders stay for the tax records with the buyer's name replaced by "Erased customer" and the contact details cleared; amounts, items and bill numbers stay, and issued bills are never edited. Who erased it and when are kept (\`erased\`). 409 for your own account ("${refusalInEnglish('customer_erase_own')}"), a staff or admin account ("${refusalInEnglish('customer_erase_staff')}") or one erased already. ${adminOnly}`,
        security,
        params: adminCustomerParamsSchema,
        response: { 200: adminCustomerChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const changed = await eraseCustomer(db, request.params.id, {
        actorId: adminIdOf(request),
        now: app.services.now(),
      });
      // Other processes forget the account's disabled state and the products' ratings.
      await announceAccountChange();
      return changed;
    },
  );

  app.post(
    routePath(ADMIN_CUSTOMERS_PATHS.enable, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled account again',
        description: `The account signs in as before (its password and Google sign-in are unchanged); the disabled reason is cleared. 409 "${refusalInEnglish('customer_not_disabled')}" when it is not disabled. ${adminOnly}`,
        security,
        params: adminCustomerParamsSchema,
        response: { 200: adminCustomerChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const changed = await enableCustomer(db, request.params.id, {
        actorId: adminIdOf(request),
        now: app.services.now(),
      });
      await announceAccountChange();
      return changed;
    },
  );
};

export default customersRoutes;
