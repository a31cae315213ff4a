import { orderSchema, type Order } from '@pasal/contract';
import { z } from 'zod';
import type { MailTemplate } from '../mail/index.js';
import { orderConfirmationContent, shopNewOrderEmail } from './emails.js';

// A cash-on-delivery order's two e-mails are queued as these templates with the order as it was
// placed, and written by the mail queue when it sends them (mail/outbox.ts TemplatedMail): the
// checkout's answer does not wait for them. The order travels as JSON, so it is read back through
// the contract's schema: a row queued by an older version of the shop is written or refused whole.

/** What both templates are given: the order as placed, and the shop as it was then. */
export interface PlacedOrderMailParams {
  order: Order;
  shopName: string;
  shopEmail: string;
  publicUrl: string;
}

const paramsSchema = z.object({
  order: orderSchema,
  shopName: z.string(),
  shopEmail: z.string(),
  publicUrl: z.string(),
});

export const ORDER_CONFIRMATION_TEMPLATE = 'order-confirmation';
export const SHOP_NEW_ORDER_TEMPLATE = 'shop-new-order';

export const orderMailTemplates: Readonly<Record<string, MailTemplate>> = {
  [ORDER_CONFIRMATION_TEMPLATE]: (params) => {
    const { order, shopName, publicUrl } = paramsSchema.parse(params);
    return orderConfirmationContent(order, shopName, publicUrl);
  },
  [SHOP_NEW_ORDER_TEMPLATE]: (params) => {
    const { order, shopEmail, publicUrl } = paramsSchema.parse(params);
    const { to: _shop, ...written } = shopNewOrderEmail(order, shopEmail, publicUrl);
    return written;
  },
};
