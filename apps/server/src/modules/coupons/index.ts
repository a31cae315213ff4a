// Public surface of the coupons module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as couponsRoutes } from './routes.js';
// A coupon's use count: orders count and give back uses through these (order placement).
export { countCouponUse, uncountCouponUse } from './usage.js';
