/**
 * A success toast from code that every page loads (the cart and wishlist stores): Sonner arrives
 * with the first toast instead of in the first download.
 */
export function notifySuccess(message: string): Promise<void> {
  return import('sonner').then(({ toast }) => {
    toast.success(message);
  });
}
