import {
  ONLINE_PAYMENT_MIN_PAISA,
  PAY_LINK_DAYS,
  PAYMENT_GATEWAY_LABELS,
  paisaToRupees,
  payLinkPagePath,
  refusalInEnglish,
  type ConfirmPaymentRequest,
  type PaymentConfirmation,
  type PayLinkView,
  type PlacedOrder,
  type SendPayLinkRequest,
} from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../db/connection.js';
import { RefusalError, refuse } from '../../../lib/refusal.js';
import { offeredGateways } from '../../../lib/payment-modes.js';
import { currentShopSettings } from '../../settings/index.js';
import { draftOrders } from '../drafts-schema.js';
import { orderById } from '../lifecycle.js';
import { restartPayment } from '../pay-again.js';
import { confirmPayment } from '../payment-flow.js';
import type { PlacementServices } from '../placement/place-order.js';
import { buildQuote, destinationOf, type Quote } from '../quote.js';
import { orders } from '../schema.js';
import { draftCustomerOf } from './edit.js';
import { payLinkEmail, payLinkSms } from './pay-link-messages.js';
import { placeDraft } from './place.js';
import { deliveryPlaceOf, draftRow, type DraftRow } from './store.js';

// The payment link (issue #36): staff send it by SMS and e-mail; it opens /pay/<token>, where the
// customer sees the order and pays with eSewa or Khalti without signing in. The token is 192 random
// bits, kept only as its SHA-256, valid PAY_LINK_DAYS days, replaced when staff send the link
// again and dropped when the draft is cancelled. It pays for this one draft and reads nothing else
// of the account. The order is placed when the customer presses Pay (place.ts): until then the
// draft holds no stock. A payment left unfinished can be started again from the link; an order
// whose payment window closed unpaid (its stock went back) is placed afresh from it.

const ONLINE_GATEWAYS = ['Esewa', 'Khalti'] as const;
type OnlineGateway = (typeof ONLINE_GATEWAYS)[number];

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function returnPathOf(token: string): string {
  return payLinkPagePath(token);
}

type OrderState = { id: number; status: string; paymentStatus: string; paymentGateway: string };

async function orderStateOf(db: DbOrTx, transactionId: string | null): Promise<OrderState | null> {
  if (transactionId === null) return null;
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentGateway: orders.paymentGateway,
    })
    .from(orders)
    .where(eq(orders.transactionId, transactionId));
  return row ?? null;
}

/** An online order whose payment did not come and whose stock went back: the link may place it again. */
const lapsed = (order: OrderState) =>
  order.paymentGateway !== 'COD' && order.status === 'Cancelled' && order.paymentStatus !== 'paid';
const awaitingPayment = (order: OrderState) =>
  order.paymentGateway !== 'COD' && order.status === 'Pending' && order.paymentStatus !== 'paid';

/** The draft a token opens; 404 for an unknown token, or one past its days that paid nothing. */
async function draftOfToken(db: DbOrTx, token: string, now: number): Promise<DraftRow> {
  const [draft] = await db
    .select()
    .from(draftOrders)
    .where(eq(draftOrders.payTokenHash, hashToken(token)));
  if (!draft) throw refuse('pay_link_not_found');
  const expired = draft.linkExpiresAt !== null && draft.linkExpiresAt.getTime() <= now;
  if (expired) {
    const order = await orderStateOf(db, draft.transactionId);
    if (order?.paymentStatus !== 'paid') throw refuse('pay_link_not_found');
  }
  return draft;
}

function quoteOf(services: PlacementServices, draft: DraftRow, customerId: number): Promise<Quote> {
  return buildQuote(services.database.db, services.config, {
    lines: draft.payload.lines,
    couponCode: draft.payload.coupon_code,
    userId: customerId,
    now: services.now(),
    destination: destinationOf(draft.payload),
  });
}

function refuseBelowOnlineMinimum(quote: Quote): void {
  if (quote.totals.grandTotal < ONLINE_PAYMENT_MIN_PAISA)
    throw refuse('online_payment_minimum', {
      gateway: 'eSewa or Khalti',
      amount: ONLINE_PAYMENT_MIN_PAISA / 100,
    });
}

/**
 * Sends (or sends again) the draft's payment link. The draft is priced first: a link the customer
 * could not pay (a product gone, a coupon that no longer applies) is refused here, to staff.
 */
export async function sendPayLink(
  services: PlacementServices,
  id: number,
  input: Required<SendPayLinkRequest>,
): Promise<{ url: string; sms: boolean; email: boolean }> {
  const db = services.database.db;
  const draft = await draftRow(db, id);
  if (draft.state !== 'open') throw refuse('draft_not_open');
  const customer = await draftCustomerOf(db, draft.customerId);
  const quote = await quoteOf(services, draft, customer.id);
  refuseBelowOnlineMinimum(quote);
  const token = randomBytes(24).toString('base64url');
  const url = `${services.config.PUBLIC_URL}${payLinkPagePath(token)}`;
  const now = new Date(services.now());
  const shop = await currentShopSettings(services);
  const facts = {
    shopName: shop.name,
    firstName: draft.payload.first_name,
    url,
    grandTotal: paisaToRupees(quote.totals.grandTotal),
    lines: quote.lines.map(
      (line) => `- ${line.productName}${line.colorName ? ` (${line.colorName})` : ''} × ${line.quantity}`,
    ),
    locale: customer.locale,
  };
  const sms = input.sms && services.smsOutbox.enabled;
  // A customer signed up with a mobile number alone has no e-mail: the link goes by SMS only.
  const email = input.email && customer.email !== '';
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(draftOrders)
      .set({
        payTokenHash: hashToken(token),
        linkSentAt: now,
        linkExpiresAt: new Date(now.getTime() + PAY_LINK_DAYS * 86_400_000),
        updatedAt: now,
      })
      .where(and(eq(draftOrders.id, id), eq(draftOrders.state, 'open')))
      .returning({ id: draftOrders.id });
    if (!updated) throw refuse('draft_not_open');
    if (email) await services.mailOutbox.enqueue(tx, [payLinkEmail(customer.email, facts)]);
    if (sms) await services.smsOutbox.enqueue(tx, [payLinkSms(draft.payload.phone_number, facts)]);
  });
  if (email) services.mailOutbox.kick();
  if (sms) services.smsOutbox.kick();
  return { url, sms, email };
}

/** What /pay/<token> shows. */
export async function payLinkView(services: PlacementServices, token: string): Promise<PayLinkView> {
  const db = services.database.db;
  const draft = await draftOfToken(db, token, services.now());
  const shop = await currentShopSettings(services);
  const gateways = offeredGateways(services.config, shop.payment_methods).filter((gateway): gateway is OnlineGateway =>
    (ONLINE_GATEWAYS as readonly string[]).includes(gateway),
  );
  const order = await orderStateOf(db, draft.transactionId);
  const base = {
    shop_name: shop.name,
    customer_first_name: draft.payload.first_name,
    delivery_place: deliveryPlaceOf(draft.payload),
    gateways,
    expires_at: draft.linkExpiresAt?.toISOString() ?? null,
    transaction_id: draft.transactionId,
    order_status: (order?.status ?? null) as PayLinkView['order_status'],
    payment_status: (order?.paymentStatus ?? null) as PayLinkView['payment_status'],
  };
  if (order && !lapsed(order)) {
    const placed = await orderById(services, order.id);
    const state = order.paymentStatus === 'paid' ? 'paid' : awaitingPayment(order) ? 'awaiting_payment' : 'closed';
    return {
      ...base,
      state,
      lines: placed.items.map((item) => ({
        name: item.color_name ? `${item.product_name} (${item.color_name})` : item.product_name,
        quantity: item.quantity,
        line_total: item.line_total,
      })),
      subtotal: placed.subtotal,
      delivery_charge: placed.delivery_charge,
      discount: placed.discount,
      tax_amount: placed.tax_amount,
      grand_total: placed.grand_total,
      problem: null,
      gateways: state === 'awaiting_payment' ? [placed.payment_gateway as OnlineGateway] : gateways,
    };
  }
  if (draft.state === 'cancelled') return { ...emptyFigures(), ...base, state: 'closed', problem: null };
  let quote: Quote;
  try {
    quote = await quoteOf(services, draft, draft.customerId);
  } catch (error) {
    if (!(error instanceof RefusalError)) throw error;
    return { ...emptyFigures(), ...base, state: 'closed', problem: error.message };
  }
  const tooSmall = quote.totals.grandTotal < ONLINE_PAYMENT_MIN_PAISA;
  return {
    ...base,
    state: 'payable',
    lines: quote.lines.map((line) => ({
      name: line.colorName ? `${line.productName} (${line.colorName})` : line.productName,
      quantity: line.quantity,
      line_total: paisaToRupees(line.lineTotalPaisa),
    })),
    subtotal: paisaToRupees(quote.totals.subtotal),
    delivery_charge: paisaToRupees(quote.totals.delivery),
    discount: paisaToRupees(quote.totals.discount),
    tax_amount: paisaToRupees(quote.totals.tax),
    grand_total: paisaToRupees(quote.totals.grandTotal),
    problem: tooSmall
      ? refusalInEnglish('online_payment_minimum', {
          gateway: gateways.map((gateway) => PAYMENT_GATEWAY_LABELS[gateway]).join(' or '),
          amount: ONLINE_PAYMENT_MIN_PAISA / 100,
        })
      : null,
  };
}

function emptyFigures() {
  return { lines: [], subtotal: 0, delivery_charge: 0, discount: 0, tax_amount: 0, grand_total: 0 };
}

/**
 * Pay from the link: places the order (an open draft, or one whose earlier order lapsed unpaid) and
 * starts the payment, or starts again the payment of an order placed from it and not yet paid.
 */
export async function payFromLink(
  services: PlacementServices,
  token: string,
  gateway: OnlineGateway,
): Promise<PlacedOrder> {
  const db = services.database.db;
  const draft = await draftOfToken(db, token, services.now());
  const returnPath = returnPathOf(token);
  if (draft.state === 'cancelled') throw refuse('pay_link_closed');
  if (draft.state === 'open') return placeDraft(services, draft, gateway, { returnPath });
  const order = await orderStateOf(db, draft.transactionId);
  if (order?.paymentStatus === 'paid') throw refuse('pay_link_paid');
  if (order && awaitingPayment(order)) {
    // The order's own provider: a payment once started is finished where it began.
    return restartPayment(services, draft.customerId, draft.transactionId!, returnPath);
  }
  if (!order || lapsed(order)) {
    return placeDraft(services, draft, gateway, { returnPath, replacing: draft.transactionId });
  }
  throw refuse('pay_link_closed');
}

/** The provider sent the payer back to the link's page: what it brought is checked as checkout's return is. */
export async function confirmFromLink(
  services: PlacementServices,
  token: string,
  input: ConfirmPaymentRequest,
): Promise<PaymentConfirmation> {
  const draft = await draftOfToken(services.database.db, token, services.now());
  if (draft.transactionId === null) throw refuse('pay_link_closed');
  return confirmPayment(services, draft.customerId, draft.transactionId, input);
}
