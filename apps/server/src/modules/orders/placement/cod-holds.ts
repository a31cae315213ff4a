import { codHoldRefusal, tooManyCodOrders } from '@pasal/contract';
import { RefusalError } from '../../../lib/refusal.js';
import type { CodHoldCheck } from '../order-statement.js';
import type { PricedLine } from '../pricing.js';
import type { Placement } from './request.js';

// Step 1b of placing an order: the cash-on-delivery limits (issue #29,
// docs/rules/checkout-and-payments.md#cash-on-delivery-limits). A COD order holds its stock until
// the courier collects the cash, days later, and costs its orderer nothing until then: one account
// took all 250 units of a product in three orders. So an account's open unpaid COD orders are
// capped by number and by units of one product (shop settings).
//
// The database checks them first thing in the statement that records the order (step 3,
// order-statement.ts, with pasal_check_cod_holds of migration 0029): under a per-account lock held
// until the order commits, so two orders placed at the same moment cannot both count the holdings
// without the other and pass together, and with no round trip of its own. Nothing to undo: a
// refusal aborts the statement before anything is written.

/** What the statement must check for this order: nothing for eSewa or Khalti (their stock comes back after the payment window). */
export function codHoldCheckOf(placement: Placement): CodHoldCheck | null {
  if (placement.input.payment_gateway !== 'COD') return null;
  return {
    holder: placement.userId,
    maxOrders: placement.settings.cod_max_open_orders,
    maxUnits: placement.settings.cod_max_units_per_product,
  };
}

interface HeldDetail {
  open_orders: number;
  units: Record<string, number>;
}

/**
 * 422 with what to do, when the statement refused the order for the account's holds (SQLSTATE
 * PA002, the holdings as DETAIL); null for any other error. The words are the contract's.
 */
export function codHoldRefusalOf(
  error: unknown,
  placement: Placement,
  lines: readonly PricedLine[],
): RefusalError | null {
  const failure = (error as { cause?: unknown }).cause ?? error;
  const { code, detail } = failure as { code?: string; detail?: string };
  if (code !== 'PA002' || detail === undefined) return null;
  const held = JSON.parse(detail) as HeldDetail;
  const limits = {
    maxOpenOrders: placement.settings.cod_max_open_orders,
    maxUnitsPerProduct: placement.settings.cod_max_units_per_product,
  };
  const problem =
    codHoldRefusal(
      {
        openOrders: held.open_orders,
        unitsByProduct: new Map(Object.entries(held.units).map(([id, units]) => [Number(id), units])),
      },
      lines.map((line) => ({
        productId: line.productId,
        productName: line.productName,
        quantity: line.quantity,
      })),
      limits,
    ) ??
    // The two rules are one (cod-holds tests place orders against both); should they ever differ,
    // the database's refusal stands, in the words for the count.
    tooManyCodOrders(limits.maxOpenOrders);
  const params = 'params' in problem ? problem.params : undefined;
  const field = { code: problem.code, ...(params ? { params } : {}) };
  return new RefusalError(problem.code, params, { payment_gateway: field });
}
