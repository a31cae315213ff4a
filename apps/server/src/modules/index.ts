import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/index.js';
import { addressesRoutes } from './addresses/index.js';
import { orderDeskRoutes } from './order-desk/index.js';
import { backInStockRoutes } from './back-in-stock/index.js';
import { authRoutes } from './auth/index.js';
import { cartRoutes } from './cart/index.js';
import { cbmsRoutes } from './cbms/index.js';
import { catalogCsvRoutes, catalogEditorRoutes, catalogRoutes, compareRoutes } from './catalog/index.js';
import { contactRoutes } from './contact/index.js';
import { couponsRoutes } from './coupons/index.js';
import { creditNoteRoutes } from './credit-notes/index.js';
import { customersRoutes } from './customers/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { billPrintRoutes, invoiceRoutes } from './invoices/index.js';
import { newsletterRoutes } from './newsletter/index.js';
import { counterSaleRoutes, draftOrderRoutes, ordersRoutes } from './orders/index.js';
import { paymentsRoutes } from './payments/index.js';
import { questionsRoutes } from './questions/index.js';
import { registerMonthRoutes } from './register-months/index.js';
import { reportsRoutes } from './reports/index.js';
import { returnsRoutes } from './returns/index.js';
import { serialsRoutes } from './serials/index.js';
import { warrantyClaimsRoutes } from './warranty-claims/index.js';
import { reviewsRoutes } from './reviews/index.js';
import { settingsRoutes } from './settings/index.js';
import { setupRoutes } from './setup/index.js';
import { staffRoutes } from './staff/index.js';

/** Every module's routes, mounted under /api/v1. */
export const modules: FastifyPluginAsyncZod[] = [
  catalogRoutes,
  compareRoutes,
  authRoutes,
  accountRoutes,
  addressesRoutes,
  cartRoutes,
  ordersRoutes,
  counterSaleRoutes,
  draftOrderRoutes,
  paymentsRoutes,
  invoiceRoutes,
  creditNoteRoutes,
  billPrintRoutes,
  cbmsRoutes,
  reviewsRoutes,
  questionsRoutes,
  newsletterRoutes,
  backInStockRoutes,
  contactRoutes,
  orderDeskRoutes,
  staffRoutes,
  setupRoutes,
  catalogEditorRoutes,
  catalogCsvRoutes,
  dashboardRoutes,
  couponsRoutes,
  customersRoutes,
  settingsRoutes,
  reportsRoutes,
  registerMonthRoutes,
  returnsRoutes,
  serialsRoutes,
  warrantyClaimsRoutes,
];
