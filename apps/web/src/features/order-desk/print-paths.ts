// Where the order desk's printable pages live (issue #33): alone on their page, without the staff
// area's menu, so the browser's print gives the paper and nothing else.

/** At most this many packing slips in one print: a page of the order list, with room to spare. */
export const MAX_SLIPS_PER_PRINT = 50;

export const billPrintPagePath = (transactionId: string) => `/staff/orders/${encodeURIComponent(transactionId)}/bill`;

export const packingSlipsPagePath = (transactionIds: readonly string[]) =>
  `/staff/orders/packing-slips?${new URLSearchParams({ orders: transactionIds.join(',') }).toString()}`;

/** The orders a packing-slips address asks for: trimmed, once each, in the order given, capped. */
export function slipOrdersFrom(params: URLSearchParams): string[] {
  const ids = (params.get('orders') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id.length <= 64);
  return [...new Set(ids)].slice(0, MAX_SLIPS_PER_PRINT);
}
