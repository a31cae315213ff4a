// Placeholder for issue #19's admin-customers schemas and rules.
export {};
