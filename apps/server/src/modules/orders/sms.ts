import type { Locale, Order, OrderSmsKind, ShopSettings } from '@pasal/contract';
import { smsParts, smsWords, type SmsMessage, type SmsWordId } from '../sms/index.js';

// Order updates by SMS (issue #36), beside the order's e-mails (mail/*): to the phone typed on the
// order, in the order's language (orders.locale). Short on purpose: a Nepali text goes as Unicode,
// 70 characters a part, and the shop pays per part. The shop's name, the order number, and for a
// shipped order the courier and tracking number; the tracking page's link only when it still fits
// in one part. The words are the SMS catalogue's (sms/words.ts). Each kind can be switched off on the settings screen (shop_settings.sms_*): then
// that update queues no SMS (its e-mail still goes).

export type OrderSmsEvent = OrderSmsKind;

const WORDS = {
  placed: 'orderPlaced',
  ready_for_pickup: 'orderReadyForPickup',
  delivered: 'orderDelivered',
  cancelled: 'orderCancelled',
} as const satisfies Record<Exclude<OrderSmsEvent, 'shipped'>, SmsWordId>;

function text(event: OrderSmsEvent, order: Order, shop: string, locale: Locale): string {
  const id = order.transaction_id;
  if (event !== 'shipped') return smsWords(locale, WORDS[event], { shop, id });
  const tracking = order.tracking;
  if (!tracking) return smsWords(locale, 'orderShipped', { shop, id });
  return smsWords(locale, 'orderShippedBy', {
    shop,
    id,
    courier: tracking.courier_name,
    tracking: tracking.tracking_number,
  });
}

function orderSms(event: OrderSmsEvent, order: Order, locale: Locale, shopName: string, publicUrl: string): SmsMessage {
  const base = text(event, order, shopName, locale);
  if (event !== 'shipped') return { to: order.shipping.phone_number, text: base };
  const withLink = smsWords(locale, 'withTrackingPage', { text: base, url: `${publicUrl}/track` });
  return { to: order.shipping.phone_number, text: smsParts(withLink).parts === 1 ? withLink : base };
}

/**
 * The order's text message for `event` as a list to queue: empty when the admin switched that kind
 * off (settings, issue #36). The outbox itself queues nothing in a shop that sends no SMS.
 */
export function switchedOrderSms(
  event: OrderSmsEvent,
  order: Order,
  locale: Locale,
  shop: Pick<ShopSettings, 'name' | 'sms'>,
  publicUrl: string,
): SmsMessage[] {
  return shop.sms[event] ? [orderSms(event, order, locale, shop.name, publicUrl)] : [];
}
