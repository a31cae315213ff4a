// Placeholder for issue #19's admin-dashboard schemas and rules.
export {};
