import { z } from 'zod';
import type { CheckoutOptions } from '../orders/orders.js';
import { PAYMENT_GATEWAYS } from './payment-gateways.js';

// Response schemas of the payments routes, for the server's serializer (only these fields are
// sent) and the OpenAPI document. The type stays in orders.ts, zod-free for the storefront; the
// check at the end keeps the two in step. Keys are in the order the server builds them.

/** GET /payments/checkout/: what the checkout screen offers. */
export const checkoutOptionsResponseSchema = z.object({
  data: z.object({
    gateways: z
      .array(
        z.object({
          value: z.enum(PAYMENT_GATEWAYS),
          label: z.string(),
          simulated: z.boolean().describe('Pays through the built-in simulator: no money moves'),
        }),
      )
      .describe(
        'Only the gateways this shop offers (switched on in the shop settings and possible here), in display order',
      ),
    demo_mode: z.boolean().describe('Some gateway is simulated: the checkout shows a demo-shop notice'),
    free_delivery_threshold: z.number().describe('Rupees, from the shop settings'),
    tax_percentage: z.number(),
    currency: z.string(),
    payment_window_minutes: z.number(),
    cancel_window_minutes: z.number(),
  }),
});

// Compile-time: the schema's output and the interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const paymentSchemasMatchContract: [
  Same<z.infer<typeof checkoutOptionsResponseSchema>['data'], CheckoutOptions>,
] = [true];
