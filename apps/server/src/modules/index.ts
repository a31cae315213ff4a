import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './account/routes.js';
import addressesRoutes from './addresses/routes.js';
import adminCatalogRoutes from './admin-catalog/routes.js';
import adminRoutes from './admin/routes.js';
import backInStockRoutes from './back-in-stock/routes.js';
import authRoutes from './auth/routes.js';
import cartRoutes from './cart/routes.js';
import catalogCsvRoutes from './catalog/csv/routes.js';
import catalogRoutes from './catalog/routes.js';
import contactRoutes from './contact/routes.js';
import couponsRoutes from './coupons/routes.js';
import customersRoutes from './customers/routes.js';
import dashboardRoutes from './dashboard/routes.js';
import invoiceRoutes from './invoices/routes.js';
import newsletterRoutes from './newsletter/routes.js';
import ordersRoutes from './orders/routes.js';
import paymentsRoutes from './payments/routes.js';
import questionsRoutes from './questions/routes.js';
import reviewsRoutes from './reviews/routes.js';
import settingsRoutes from './settings/routes.js';
import staffRoutes from './staff/routes.js';

/** Every module's routes, mounted under /api/v1. */
export const modules: FastifyPluginAsyncZod[] = [
  catalogRoutes,
  authRoutes,
  accountRoutes,
  addressesRoutes,
  cartRoutes,
  ordersRoutes,
  paymentsRoutes,
  invoiceRoutes,
  reviewsRoutes,
  questionsRoutes,
  newsletterRoutes,
  backInStockRoutes,
  contactRoutes,
  adminRoutes,
  staffRoutes,
  adminCatalogRoutes,
  catalogCsvRoutes,
  dashboardRoutes,
  couponsRoutes,
  customersRoutes,
  settingsRoutes,
];
