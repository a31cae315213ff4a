/**
 * The fields whose value differs from what is saved: PATCH sends only these
 * (docs/rules/accounts.md#calling-the-api).
 * Strings are compared trimmed; an absent saved value counts as different.
 */
export function changedFields<T extends Record<string, string | undefined>>(
  values: T,
  saved: Partial<Record<keyof T, string | null | undefined>>,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const value = values[key];
    if (value === undefined) continue;
    const before = saved[key];
    if (before === undefined || before === null || before.trim() !== value.trim()) changes[key] = value;
  }
  return changes;
}
