import { CHECKOUT_STORAGE_KEY, type PlacedOrder, type StoredCheckout } from '@pasal/contract';

// The stored checkout record (docs/rules/checkout-and-payments.md#esewa): the order response, kept
// while the shopper is away at eSewa or Khalti, so the return page knows which order to confirm.

export function saveCheckout(placed: PlacedOrder): void {
  const record: StoredCheckout = {
    transaction_id: placed.order.transaction_id,
    payment_gateway: placed.order.payment_gateway,
    grand_total: placed.order.grand_total,
    payment: placed.payment,
    saved_at: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the return page still finds the order in the provider's answer.
  }
}

export function readCheckout(): StoredCheckout | null {
  try {
    const raw = localStorage.getItem(CHECKOUT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredCheckout>;
    return typeof parsed.transaction_id === 'string' ? (parsed as StoredCheckout) : null;
  } catch {
    return null;
  }
}

export function clearCheckout(): void {
  try {
    localStorage.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
