// Placeholder for issue #19's admin-moderation schemas and rules.
export {};
