// Placeholder for issue #19's shop-settings schemas and rules.
export {};
