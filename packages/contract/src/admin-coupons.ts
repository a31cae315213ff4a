// Placeholder for issue #19's admin-coupons schemas and rules.
export {};
