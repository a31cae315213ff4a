import { z } from 'zod';
import { adminCategoryListSchema, adminProductRowSchema } from './admin-catalog.js';
import { catalogueCsvAppliedSchema, catalogueCsvPreviewSchema } from './catalog-csv.js';

// More answers of the back office's catalogue routes, built from the shapes in admin-catalog.ts and
// catalog-csv.ts: for the server's serializer and the OpenAPI document.

/** PATCH api/v1/admin/products/{id}/quick/: the list's row as it is now. */
export const adminProductRowChangedSchema = z.object({ data: adminProductRowSchema, message: z.string() });

/** PUT api/v1/admin/categories/order/: every category in the new order. */
export const adminCategoryOrderSavedSchema = adminCategoryListSchema.extend({ message: z.string() });

/** POST api/v1/admin/catalogue/import/: the dry run's changes, or what was applied. */
export const catalogueCsvImportedSchema = z.union([catalogueCsvPreviewSchema, catalogueCsvAppliedSchema]);
