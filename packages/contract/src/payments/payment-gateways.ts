// The payment methods by name, without zod: the storefront's footer and policy pages word them on
// every page, and importing them from orders.ts would bring its schemas (and zod) along.

export const PAYMENT_GATEWAYS = ['Esewa', 'Khalti', 'COD'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** How a gateway is named on screen and in e-mails. */
export const PAYMENT_GATEWAY_LABELS: Record<PaymentGateway, string> = {
  Esewa: 'eSewa',
  Khalti: 'Khalti',
  COD: 'Cash on Delivery',
};
