// Placeholder for issue #19's admin-inbox schemas and rules.
export {};
