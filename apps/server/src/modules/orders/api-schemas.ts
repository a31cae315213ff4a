// The order response schemas live in the contract (packages/contract order-responses.ts), next to
// the types they describe; re-exported here for the routes that import them from this module.
export { orderListSchema } from '@pasal/contract';
