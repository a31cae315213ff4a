import { LOCALES, type Locale, type Order } from '@pasal/contract';
import { z } from 'zod';
import type { MailTemplate } from '../mail/index.js';
import { shopNewOrderEmail } from './emails.js';
import { orderConfirmationContent } from './mail/order-confirmation.js';
import type { PickupPlace } from './mail/parts.js';

// A cash-on-delivery order's two e-mails are queued as these templates with the order as it was
// placed, and written by the mail queue when it sends them (mail/outbox.ts TemplatedMail): the
// checkout's answer does not wait for them. The order travels as JSON written by this server; it
// is checked for what the e-mails cannot do without, not against the whole contract, so a row
// queued just before an upgrade that added a field to orders is still sent.

/** What both templates are given: the order as placed, and the shop as it was then. */
export interface PlacedOrderMailParams {
  order: Order;
  shopName: string;
  shopEmail: string;
  publicUrl: string;
  /**
   * Where a pickup order waits (issue #30). Optional: a row queued by the version before it has
   * none, and its e-mail is written without it.
   */
  shopPlace?: Omit<PickupPlace, 'name'>;
  /** The order's language (issue #30): the customer's confirmation is written in it; the shop's copy stays English. */
  locale: Locale;
}

const paramsSchema = z.object({
  order: z.looseObject({
    transaction_id: z.string(),
    items: z.array(z.looseObject({ product_name: z.string(), quantity: z.number() })),
    shipping: z.looseObject({ phone_number: z.string() }),
    delivery: z.looseObject({ method: z.string() }),
  }),
  shopName: z.string(),
  shopEmail: z.string(),
  publicUrl: z.string(),
  shopPlace: z
    .object({
      address: z.string(),
      address_ne: z.string().nullable().optional(),
      opening_hours: z.string(),
      phone: z.string(),
    })
    .optional(),
  // A row queued before the shop had languages is English, as it would have been.
  locale: z.enum(LOCALES).default('en'),
});

/** The params as written by recordOrder: the checked fields stand for the rest of the order. */
function paramsOf(params: unknown): PlacedOrderMailParams {
  return paramsSchema.parse(params) as unknown as PlacedOrderMailParams;
}

export const ORDER_CONFIRMATION_TEMPLATE = 'order-confirmation';
export const SHOP_NEW_ORDER_TEMPLATE = 'shop-new-order';

export const orderMailTemplates: Readonly<Record<string, MailTemplate>> = {
  [ORDER_CONFIRMATION_TEMPLATE]: (params) => {
    const { order, shopName, publicUrl, shopPlace, locale } = paramsOf(params);
    return orderConfirmationContent(order, { name: shopName, ...shopPlace }, publicUrl, locale);
  },
  [SHOP_NEW_ORDER_TEMPLATE]: (params) => {
    const { order, shopEmail, publicUrl } = paramsOf(params);
    const { to: _shop, ...written } = shopNewOrderEmail(order, shopEmail, publicUrl);
    return written;
  },
};
