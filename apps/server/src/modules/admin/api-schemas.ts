// The staff order response schemas live in the contract (packages/contract order-responses.ts),
// next to the types they describe; re-exported here for the admin routes.
export { staffOrderChangedSchema, staffOrderListSchema, staffOrderResponseSchema } from '@pasal/contract';
