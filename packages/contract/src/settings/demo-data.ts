import { z } from 'zod';

// "Remove demo data" (issue #32): an admin deletes the demo catalogue a laptop shop starts with
// (products with their images and reviews, the demo reviewers' accounts, the demo coupons, and the
// demo categories and brands no product uses any more). Demo products that real orders refer to
// are archived instead, and used demo coupons switched off, so every order keeps its record.

export const ADMIN_DEMO_DATA_PATH = '/api/v1/admin/demo-data/';

const removedCounts = z.object({
  products: z.number().int(),
  images: z.number().int().describe('Image rows of the removed products'),
  reviews: z.number().int(),
  accounts: z.number().int().describe("The demo reviewers' accounts"),
  coupons: z.number().int(),
  categories: z.number().int().describe('Demo categories no product uses any more'),
  brands: z.number().int().describe('Demo brands no product uses any more'),
});

const archivedCounts = z.object({
  products: z.number().int().describe('Demo products real orders refer to: archived, off the storefront'),
  coupons: z.number().int().describe('Demo coupons real orders used: switched off'),
});

export const demoDataRemovalSchema = z.object({
  removed: removedCounts,
  archived: archivedCounts,
  message: z.string().describe('What was done, in one sentence for the admin'),
});
export type DemoDataRemoval = z.infer<typeof demoDataRemovalSchema>;

/** DELETE /api/v1/admin/demo-data/ → 200 */
export const demoDataRemovalResponseSchema = z.object({ data: demoDataRemovalSchema });

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The admin's summary of a removal: what went, what was kept for orders, or that there was nothing. */
export function describeDemoDataRemoval(report: Omit<DemoDataRemoval, 'message'>): string {
  const { removed, archived } = report;
  const gone = [
    counted(removed.products, 'product', 'products'),
    counted(removed.reviews, 'review', 'reviews'),
    counted(removed.accounts, 'demo account', 'demo accounts'),
    counted(removed.coupons, 'coupon', 'coupons'),
    counted(removed.categories, 'category', 'categories'),
    counted(removed.brands, 'brand', 'brands'),
  ].filter((part) => !part.startsWith('0 '));
  const kept = [
    archived.products > 0 ? `archived ${counted(archived.products, 'product', 'products')} that orders refer to` : '',
    archived.coupons > 0 ? `switched off ${counted(archived.coupons, 'coupon', 'coupons')} that orders used` : '',
  ].filter(Boolean);
  if (gone.length === 0 && kept.length === 0) return 'There was no demo data to remove.';
  const sentence = [gone.length > 0 ? `Removed ${listed(gone)}` : '', listed(kept)].filter(Boolean).join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
