/**
 * The compare list's toasts (like the cart's and wishlist's, notify.ts): Sonner arrives with the
 * first toast. A refusal is an error toast and may offer one way out (an action button).
 */
export function notifyCompare(
  kind: 'success' | 'error',
  message: string,
  action?: { label: string; onClick: () => void },
): Promise<void> {
  return import('sonner').then(({ toast }) => {
    toast[kind](message, action ? { action } : undefined);
  });
}
