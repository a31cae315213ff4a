// Query keys that more than one feature names: one feature's reads, another's refresh after a
// write. They sit here, under the features, because the features that share them import each other
// the other way (admin shows the serials' Units card; serials' warranty lookup opens a claim), so
// importing the keys from the reading feature would make a cycle (docs/architecture.md#the-web-apps-layers).
// The reads themselves (their queryOptions factories) stay in the feature that reads.

/** The staff order desk (features/order-desk); serials re-read the order after recording a unit. */
export const staffOrderKeys = {
  all: ['staff-orders'] as const,
  lists: () => ['staff-orders', 'list'] as const,
  order: (transactionId: string) => ['staff-orders', 'order', transactionId] as const,
};

/** The staff warranty lookup by serial (features/serials); opening a claim refreshes it. */
export const warrantyKeys = {
  all: ['warranty'] as const,
  lookup: (serial: string) => ['warranty', serial] as const,
};
