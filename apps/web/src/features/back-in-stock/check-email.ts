import { backInStockEmailSchema } from '@pasal/contract';

/**
 * A visitor's e-mail checked with the contract's rule (the server's, same message). Loaded when
 * the visitor submits, not with the product page: the schema brings zod, which the page's first
 * load does without.
 */
export function checkEmail(email: string): { email: string } | { error: string } {
  const parsed = backInStockEmailSchema.safeParse({ email });
  return parsed.success ? { email: parsed.data.email } : { error: parsed.error.issues[0]?.message ?? 'Invalid email' };
}
