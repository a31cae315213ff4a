import {
  apiErrorSchema,
  DASHBOARD_CHART_DAYS,
  dashboardSchema,
  LOW_STOCK_THRESHOLD,
  SHOP_TIME_ZONE,
  DASHBOARD_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDashboard } from './service.js';
import { routePath } from '../../lib/route-path.js';

// The back office's first screen (/staff): how the shop is doing and what is waiting, read-only,
// for staff and admins alike.

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePath(DASHBOARD_PATHS.dashboard),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: 'The shop at a glance: sales, orders waiting for staff, low stock, best sellers, the inbox',
        description: [
          `Days are shop days in Nepal (${SHOP_TIME_ZONE}, UTC+05:45): \`today\` starts at midnight there; \`last_7_days\` and \`last_30_days\` are today and the 6 or 29 days before it. Sales are orders placed in the period, by what happened to their money: \`paid_online\` (eSewa or Khalti, paid, not cancelled), \`cod_delivered\` (cash collected) and \`cod_outstanding\` (cash on delivery not yet delivered); cancelled orders, failed, refunded and still unpaid online payments are left out. \`revenue\` is paid online plus cash on delivery delivered. Amounts in rupees.`,
          "`waiting` counts orders per next step, each with the order desk's filter (`status`, `payment_status`) that lists exactly the orders of that step, except `process`, which leaves out the Pending online orders still waiting for their payment (`awaiting_payment`).",
          `\`low_stock\`: active products with at most their low-stock threshold (their own, else the shop's; ${LOW_STOCK_THRESHOLD} until the settings say otherwise), and colours sold out on products still in stock. \`top_sellers\`: units in the last 30 days' sales. \`daily\`: the last ${DASHBOARD_CHART_DAYS} shop days for the sales chart, oldest first.`,
          'Staff and admins: 401 without a token, 403 for a customer.',
        ].join('\n\n'),
        security: [{ bearer: [] }],
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await readDashboard(app.services.database.db, new Date(app.services.now())) }),
  );
};

export default dashboardRoutes;
