import { formatNepalAddress, nepalAddressOf, type StaffOrder } from '@pasal/contract';

/** The address as staff read it: the Nepali address (issue #20), or an older order's free text. */
export function addressLinesOf(order: StaffOrder): string[] {
  const s = order.shipping;
  if (order.delivery_method === 'pickup') return [];
  const address = nepalAddressOf(s);
  if (!address)
    return [
      s.details_address,
      ...(s.monument ? [`Landmark: ${s.monument}`] : []),
      `${s.city} ${s.postal_code}, ${s.province}, ${s.country}`,
    ];
  const { landmark, ...rest } = address;
  return [...formatNepalAddress(rest, 'en'), ...(landmark ? [`Landmark: ${landmark}`] : [])];
}
