import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/orders.js';

// The back office's dashboard (GET api/v1/admin/dashboard/, staff and admins): the shop's sales,
// the orders waiting for someone, stock running out, best sellers and the inbox, in one answer.
// Amounts are rupees, as everywhere at the API edge; days are the shop's days in Nepal.

export const DASHBOARD_PATHS = { dashboard: '/api/v1/admin/dashboard/' } as const;

/** The shop's clock: "today" starts at midnight in Nepal (UTC+05:45, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kathmandu';
/** Days in the sales chart and in the longest period (today and the 29 days before it). */
export const DASHBOARD_CHART_DAYS = 30;
/** Rows in the low-stock and top-seller lists. */
export const DASHBOARD_LIST_SIZE = 5;

/**
 * Which orders count as sales, by what has happened to their money:
 * - paid_online: eSewa or Khalti, paid, not cancelled (a refunded or failed payment is not a sale);
 * - cod_delivered: cash on delivery, delivered (the courier collected the cash);
 * - cod_outstanding: cash on delivery, not yet delivered and not cancelled (cash still to come).
 * Unpaid online orders (still at the gateway or given up) and cancelled ones are not sales.
 */
export const SALES_KINDS = ['paid_online', 'cod_delivered', 'cod_outstanding'] as const;
export type SalesKind = (typeof SALES_KINDS)[number];

/**
 * The order desk's steps, in the order an order goes through them: a delivery is shipped and then
 * delivered, a store pickup waits at the shop until its customer collects it.
 */
export const WAITING_STEPS = ['process', 'ship', 'deliver', 'collect', 'refund'] as const;
export type WaitingStep = (typeof WAITING_STEPS)[number];

const figureSchema = z.object({
  count: z.number().int().describe('Orders'),
  amount: z.number().describe('Their grand totals, rupees'),
});
export type SalesFigure = z.infer<typeof figureSchema>;

const periodSchema = z
  .object({
    paid_online: figureSchema,
    cod_delivered: figureSchema,
    cod_outstanding: figureSchema,
    revenue: z.number().describe('Money received, rupees: paid_online + cod_delivered'),
    orders: z.number().int().describe('Orders that are sales: the three counts together'),
  })
  .describe('Orders placed in the period (by the shop day in Nepal on which they were placed)');
export type SalesPeriod = z.infer<typeof periodSchema>;

export const DASHBOARD_PERIODS = ['today', 'last_7_days', 'last_30_days'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const waitingSchema = z.object({
  step: z.enum(WAITING_STEPS),
  count: z.number().int(),
  status: z.enum(ORDER_STATUSES).describe("The order desk's status filter that lists exactly these orders"),
  payment_status: z.enum(PAYMENT_STATUSES).nullable().describe("The desk's payment filter, when the step needs one"),
});
export type WaitingOrders = z.infer<typeof waitingSchema>;

export const dashboardSchema = z.object({
  data: z.object({
    as_of: z.string().describe('When the figures were read (ISO 8601)'),
    today: z.string().describe("The shop's date in Nepal (YYYY-MM-DD)"),
    time_zone: z.literal(SHOP_TIME_ZONE),
    periods: z.object({ today: periodSchema, last_7_days: periodSchema, last_30_days: periodSchema }),
    waiting: z
      .array(waitingSchema)
      .describe(
        'Orders waiting for staff, per next step: process (Pending: cash on delivery or paid), ship (Processing: ship it or make it ready for pickup), deliver (Shipped), collect (Ready for pickup: handed over when the customer comes), refund (Cancelled with the money still taken)',
      ),
    awaiting_payment: z
      .number()
      .int()
      .describe('Pending eSewa or Khalti orders whose payment has not arrived (not waiting for staff yet)'),
    low_stock: z.object({
      threshold: z.number().int().describe("The shop's threshold; a product may set its own (issue #35)"),
      low: z.number().int().describe('Active products with some units but no more than their threshold'),
      out: z.number().int().describe('Active products with none'),
      colors_sold_out: z
        .number()
        .int()
        .describe('Colours at 0 units on active products that still have stock in other colours (issue #35)'),
      products: z
        .array(
          z.object({
            id: z.number().int(),
            name: z.string(),
            slug: z.string(),
            stock: z.number().int(),
            threshold: z.number().int().describe("The product's threshold in force"),
            sold_out_colors: z.array(z.string()).describe('Its colours at 0 units, by name'),
          }),
        )
        .describe(
          `Up to ${DASHBOARD_LIST_SIZE} active products: sold out or low first (fewest units first), then those with a colour sold out`,
        ),
    }),
    top_sellers: z
      .array(
        z.object({
          product_id: z.number().int(),
          name: z.string(),
          units: z.number().int(),
          amount: z
            .number()
            .describe("Rupees of net revenue: the order lines' prices after their share of the order's discount"),
        }),
      )
      .describe(`The ${DASHBOARD_LIST_SIZE} products sold most (units) in the last 30 days' sales`),
    inbox: z.object({
      unanswered_questions: z.number().int(),
      unread_messages: z.number().int().describe('Contact messages nobody has opened yet'),
    }),
    daily: z
      .array(
        z.object({
          date: z.string().describe('YYYY-MM-DD, a shop day in Nepal'),
          revenue: z.number().describe('Rupees received: paid online + cash on delivery delivered'),
          cod_outstanding: z.number().describe('Rupees of cash on delivery still to collect'),
          orders: z.number().int(),
        }),
      )
      .describe(`The last ${DASHBOARD_CHART_DAYS} shop days, oldest first, every day present`),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>['data'];
