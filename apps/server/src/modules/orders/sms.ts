import type { Locale, Order, OrderSmsKind, ShopSettings } from '@pasal/contract';
import { smsParts, type SmsMessage } from '../sms/index.js';

// Order updates by SMS (issue #36), beside the order's e-mails (mail/*): to the phone typed on the
// order, in the order's language (orders.locale). Short on purpose: a Nepali text goes as Unicode,
// 70 characters a part, and the shop pays per part. The shop's name, the order number, and for a
// shipped order the courier and tracking number; the tracking page's link only when it still fits
// in one part. Each kind can be switched off on the settings screen (shop_settings.sms_*): then
// that update queues no SMS (its e-mail still goes).

export type OrderSmsEvent = OrderSmsKind;

function text(event: OrderSmsEvent, order: Order, shopName: string, ne: boolean): string {
  const id = order.transaction_id;
  const tracking = order.tracking;
  switch (event) {
    case 'placed':
      return ne ? `${shopName}: अर्डर ${id} प्राप्त भयो। धन्यवाद!` : `${shopName}: order ${id} received. Thank you!`;
    case 'shipped':
      if (!tracking) return ne ? `${shopName}: अर्डर ${id} पठाइयो।` : `${shopName}: order ${id} has been shipped.`;
      return ne
        ? `${shopName}: अर्डर ${id} ${tracking.courier_name} बाट पठाइयो, ट्र्याकिङ ${tracking.tracking_number}`
        : `${shopName}: order ${id} shipped by ${tracking.courier_name}, tracking ${tracking.tracking_number}.`;
    case 'ready_for_pickup':
      return ne
        ? `${shopName}: अर्डर ${id} पसलबाट लैजान तयार छ।`
        : `${shopName}: order ${id} is ready for pickup at the shop.`;
    case 'delivered':
      return ne ? `${shopName}: अर्डर ${id} डेलिभर भयो। धन्यवाद!` : `${shopName}: order ${id} delivered. Thank you!`;
    case 'cancelled':
      return ne ? `${shopName}: अर्डर ${id} रद्द गरियो।` : `${shopName}: order ${id} has been cancelled.`;
  }
}

function orderSms(event: OrderSmsEvent, order: Order, locale: Locale, shopName: string, publicUrl: string): SmsMessage {
  const base = text(event, order, shopName, locale === 'ne');
  if (event !== 'shipped') return { to: order.shipping.phone_number, text: base };
  const withLink = `${base} ${locale === 'ne' ? 'हेर्नुहोस्' : 'Track'}: ${publicUrl}/track`;
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
