import {
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATUSES,
  type StaffOrder,
  type StaffOrderChanged,
  type StaffOrderList,
} from '@pasal/contract';
import { z } from 'zod';
import { orderSchema } from '../orders/api-schemas.js';

// Response shapes of the staff orders endpoints, for the OpenAPI document and as a last guard:
// the serializer sends only these fields. The type checks at the end keep them in step with the
// contract's interfaces.

const orderStatus = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);
const paymentGateway = z.enum(PAYMENT_GATEWAYS);

export const staffOrderSchema = orderSchema.extend({
  customer: z.object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
  }),
  payment_reference: z.string().nullable().describe("The provider's reference: Khalti pidx, eSewa transaction code"),
  payments: z.array(
    z.object({
      provider: paymentGateway,
      status: z.enum(['initiated', 'completed', 'failed', 'expired']),
      reference: z.string().nullable(),
      amount: z.number(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  history: z
    .array(
      z.object({
        kind: z.enum(['status', 'payment']),
        from: z.string().nullable(),
        to: z.string(),
        actor: z.enum(['customer', 'staff', 'system']),
        by: z.string().nullable(),
        note: z.string(),
        at: z.string(),
      }),
    )
    .describe('Status and payment moves after the order was placed, oldest first'),
  allowed_moves: z.array(orderStatus).describe('The statuses staff may move the order to now'),
  can_refund: z.boolean().describe('Whether a refund may be recorded now (a paid, cancelled order)'),
});

export const staffOrderListSchema = z.object({
  data: z.array(
    z.object({
      transaction_id: z.string(),
      created_on: z.string(),
      order_status: orderStatus,
      payment_status: paymentStatus,
      payment_gateway: paymentGateway,
      grand_total: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone_number: z.string(),
      delivery_method: z.enum(DELIVERY_METHODS),
      item_count: z.number(),
    }),
  ),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
});

export const staffOrderResponseSchema = z.object({ data: staffOrderSchema });
export const staffOrderChangedSchema = z.object({ data: staffOrderSchema, message: z.string() });

// Compile-time: each schema's output and the contract's interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const schemasMatchContract: [
  Same<z.infer<typeof staffOrderSchema>, StaffOrder>,
  Same<z.infer<typeof staffOrderListSchema>, StaffOrderList>,
  Same<z.infer<typeof staffOrderChangedSchema>, StaffOrderChanged>,
] = [true, true, true];
