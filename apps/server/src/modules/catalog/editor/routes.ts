import {
  apiErrorSchema,
  adminBrandChangedSchema,
  adminBrandListSchema,
  adminCategoryChangedSchema,
  adminCategoryListSchema,
  adminCategoryOrderSavedSchema,
  adminIdParamsSchema,
  adminProductChangedSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductResponseSchema,
  adminProductRowChangedSchema,
  adminVariantFamilyChangedSchema,
  adminVariantFamilyResponseSchema,
  brandInputSchema,
  brandUpdateSchema,
  CATALOGUE_MESSAGES,
  categoryInputSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
  catalogueAuditListSchema,
  catalogueDeletedSchema,
  LOW_STOCK_THRESHOLD,
  productInputSchema,
  productQuickEditSchema,
  productUpdateSchema,
  variantCreateSchema,
  variantFamilyInputSchema,
  ADMIN_CATALOGUE_PATHS,
  ADMIN_VARIANT_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../../lib/refusal.js';
import attributeRoutes from '../attributes/routes.js';
import searchWordsRoutes from './search-words-routes.js';
import {
  createBrand,
  createCategory,
  createProduct,
  deleteBrand,
  deleteCategory,
  getAdminProduct,
  listAdminBrands,
  listAdminCategories,
  listAdminProducts,
  productAudit,
  quickEditProduct,
  renameBrand,
  reorderCategories,
  updateCategory,
  updateProduct,
} from './service.js';
import { createVariant, getVariantFamily, leaveVariantFamily, saveVariantFamily } from './variants.js';
import { routePath } from '../../../lib/route-path.js';

// The back office's catalogue (admins only): products, categories and brands under
// /api/v1/admin/. Every write is one transaction with its audit rows (who, when, field,
// before → after); once it has committed, every server process's catalogue caches, rendered
// pages, sitemap and search index are told (catalogCache.invalidate(): LISTEN/NOTIFY).

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const announced =
  'Recorded in the audit log; the storefront (lists, product pages, search, sitemap) shows the change at once in every server process.';
const readResponses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeResponses = { ...readResponses, 409: apiErrorSchema };
const auditQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int({ message: 'must be a whole number of at least 1' })
    .min(1, { message: 'must be a whole number of at least 1' })
    .max(100_000, { message: 'is too large' })
    .default(1),
});

function adminIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const catalogEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, catalogCache } = app.services;
  const db = database.db;
  const now = () => new Date(app.services.now());
  /** After a committed change: every process forgets its catalogue answers. */
  const announce = () => catalogCache.invalidate();
  // The search words are the staff's as well as the admins' (search-words-routes.ts).
  await app.register(searchWordsRoutes);
  // Structured specifications: category templates and product values (issue #35).
  await app.register(attributeRoutes);

  // ---- products ----

  app.get(
    routePath(ADMIN_CATALOGUE_PATHS.products),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every product, drafts and archived ones too, with stock per colour (25 per page)',
        description: `\`q\` matches the name, slug or brand (or the id); \`category\` and \`brand\` take slugs; \`stock\`: \`in\` (at least 1 unit), \`low\` (1 to the product's low-stock threshold: its own, else the shop's, ${LOW_STOCK_THRESHOLD} until the settings say otherwise) or \`out\` (0, or a colour at 0: \`colors\` shows which); \`status\`: draft, active or archived; \`sort\` (default updated_desc). ${adminOnly}`,
        security,
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listAdminProducts(db, request.query),
  );

  app.post(
    routePath(ADMIN_CATALOGUE_PATHS.products),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a product (usually as a draft)',
        description: `Every field the storefront shows. A blank \`slug\` is made from the name; a slug another product uses is refused (409, \`errors.slug\`). A product with \`colors\` has the sum of their \`quantity\` as its stock; without colours \`stock\` is its stock. Descriptions are plain text (no HTML; a blank line starts a paragraph). Images are added afterwards with POST /api/v1/admin/products/{id}/images/. Bad input: 400 with \`errors\` per field (e.g. \`bulk_discounts.0.min_quantity\`). ${announced} ${adminOnly}`,
        security,
        body: productInputSchema,
        response: { 201: adminProductChangedSchema, ...writeResponses },
      },
    },
    async (request, reply) => {
      const product = await createProduct(db, request.body, adminIdOf(request), now());
      await announce();
      return reply.status(201).send({ data: product, message: `${product.name} created` });
    },
  );

  app.get(
    routePath(ADMIN_CATALOGUE_PATHS.product, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One product with everything the editor shows, and its version',
        description: adminOnly,
        security,
        params: adminIdParamsSchema,
        response: { 200: adminProductResponseSchema, ...readResponses },
      },
    },
    async (request) => ({ data: await getAdminProduct(db, request.params.id) }),
  );

  app.put(
    routePath(ADMIN_CATALOGUE_PATHS.product, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Save the product editor (every field) with the version it opened',
        description: `\`version\` is the one GET gave: when someone else saved since, the answer is 409 "${CATALOGUE_MESSAGES.stale}" and nothing changes (reload, then apply the change again). Changing the slug keeps the old address working (the storefront finds the product by it and the page redirects). Colours with an \`id\` are updated, new ones added, ones left out removed (409 for a colour that is in orders). Stock: send \`quantity_seen\` (per colour) or \`stock_seen\` with the figure the editor showed; when the field was not touched the current stock stays, so units sold while the editor was open are not put back. Draft and archived products leave the storefront, search, sitemap and carts at once; orders keep their lines. ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: adminProductChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const { product, changed } = await updateProduct(db, request.params.id, request.body, adminIdOf(request), now());
      if (changed) await announce();
      return { data: product, message: changed ? `${product.name} saved` : 'No changes to save' };
    },
  );

  app.patch(
    routePath(ADMIN_CATALOGUE_PATHS.quickEdit, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The list's inline edits: price, discount price, stock (per colour), status, featured",
        description: `Each field given is set to that value; an undo sends the previous value back. \`stock\` with \`color_id\` sets that colour's stock (the product's total follows); a product sold by colour needs \`color_id\` (400). A discount price above the price is refused (400). No version needed: the edit changes only what it names, and it bumps the version (an editor open elsewhere then gets 409). ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: productQuickEditSchema,
        response: { 200: adminProductRowChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const { row, changed } = await quickEditProduct(db, request.params.id, request.body, adminIdOf(request), now());
      if (changed) await announce();
      return { data: row, message: changed ? `${row.name} updated` : 'No changes to save' };
    },
  );

  app.get(
    routePath(ADMIN_CATALOGUE_PATHS.audit, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The product's change history, newest first (50 per page): who, when, field, before → after",
        description: `Prices in rupees; \`stock\` is a number, or colour → units for a product sold by colour; \`created\` holds the whole product as first saved. ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: catalogueAuditListSchema, ...readResponses },
      },
    },
    async (request) => productAudit(db, request.params.id, request.query.page),
  );

  // ---- variants (issue #35) ----

  app.get(
    routePath(ADMIN_VARIANT_PATHS.variants, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The product's variants: its family's options and every variant with its values, prices and stock",
        description: `\`family\` is null for a product without variants (\`variants\` then holds the product alone). Each variant is a product: change its price and stock with PATCH …/quick/, the rest in its editor. ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        response: { 200: adminVariantFamilyResponseSchema, ...readResponses },
      },
    },
    async (request) => ({ data: await getVariantFamily(db, request.params.id) }),
  );

  app.put(
    routePath(ADMIN_VARIANT_PATHS.variants, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Name the product's options (Storage, RAM) and its values of them; the first call makes the family",
        description: `\`name\` is the product's name without the configuration; new variants are named "name (value / value)". Once another variant exists the number of options is fixed (409); values another variant has are refused (409, \`errors.values\`). ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: variantFamilyInputSchema,
        response: { 200: adminVariantFamilyChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const family = await saveVariantFamily(db, request.params.id, request.body, adminIdOf(request), now());
      await announce();
      return { data: family, message: 'Options saved' };
    },
  );

  app.post(
    routePath(ADMIN_VARIANT_PATHS.variants, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Make a new variant from this one, with its own values, price, discount price and stock',
        description: `The new product copies this one's category, brand, texts, images, specifications, bulk tiers, warranty and status (no colours: add them in its editor). 409 when the product has no options yet, or another variant has these values (\`errors.values\`). ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: variantCreateSchema,
        response: { 201: adminVariantFamilyChangedSchema, ...writeResponses },
      },
    },
    async (request, reply) => {
      const { name, family } = await createVariant(db, request.params.id, request.body, adminIdOf(request), now());
      await announce();
      return reply.status(201).send({ data: family, message: `${name} created` });
    },
  );

  app.delete(
    routePath(ADMIN_VARIANT_PATHS.variants, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Take this product out of its family: it becomes a product of its own',
        description: `The other variants stay together; a family left empty is removed. ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        response: { 200: adminVariantFamilyChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const family = await leaveVariantFamily(db, request.params.id, adminIdOf(request), now());
      await announce();
      return { data: family, message: 'Taken out of the variants' };
    },
  );

  // ---- categories ----

  app.get(
    routePath(ADMIN_CATALOGUE_PATHS.categories),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every category in storefront order, with how many products each has',
        description: adminOnly,
        security,
        response: { 200: adminCategoryListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await listAdminCategories(db) }),
  );

  app.post(
    routePath(ADMIN_CATALOGUE_PATHS.categories),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a category (last in the storefront order)',
        description: `\`image\` is an address starting with / (e.g. an uploaded image's /media/… URL) or http(s)://; required. A blank \`slug\` is made from the name. 409 for a name or slug in use. ${announced} ${adminOnly}`,
        security,
        body: categoryInputSchema,
        response: { 201: adminCategoryChangedSchema, ...writeResponses },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, request.body, adminIdOf(request));
      await announce();
      return reply.status(201).send({ data: category, message: `${category.name} created` });
    },
  );

  // Registered before /admin/categories/:id/ so "order" is never read as an id.
  app.put(
    routePath(ADMIN_CATALOGUE_PATHS.categoryOrder),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reorder the categories: every category id, first first',
        description: `The storefront lists categories in this order. 400 unless every category is listed exactly once. ${announced} ${adminOnly}`,
        security,
        body: categoryOrderSchema,
        response: { 200: adminCategoryOrderSavedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const data = await reorderCategories(db, request.body.category_ids, adminIdOf(request));
      await announce();
      return { data, message: 'Category order saved' };
    },
  );

  app.patch(
    routePath(ADMIN_CATALOGUE_PATHS.category, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Rename a category, change its image or set its return windows',
        description: `The category's address (slug) stays, so links keep working. ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: adminCategoryChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const category = await updateCategory(db, request.params.id, request.body, adminIdOf(request));
      await announce();
      return { data: category, message: `${category.name} saved` };
    },
  );

  app.delete(
    routePath(ADMIN_CATALOGUE_PATHS.category, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a category that has no products',
        description: `409 with a clear message while any product (archived ones too) is in it. ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        response: { 200: catalogueDeletedSchema, ...writeResponses },
      },
    },
    async (request) => {
      await deleteCategory(db, request.params.id, adminIdOf(request));
      await announce();
      return { data: { id: request.params.id }, message: 'Category deleted' };
    },
  );

  // ---- brands ----

  app.get(
    routePath(ADMIN_CATALOGUE_PATHS.brands),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every brand by name, with how many products each has',
        description: adminOnly,
        security,
        response: { 200: adminBrandListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => ({ data: await listAdminBrands(db) }),
  );

  app.post(
    routePath(ADMIN_CATALOGUE_PATHS.brands),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a brand',
        description: `A blank \`slug\` is made from the name (the storefront's brand filter uses it). 409 for a name or slug in use. ${announced} ${adminOnly}`,
        security,
        body: brandInputSchema,
        response: { 201: adminBrandChangedSchema, ...writeResponses },
      },
    },
    async (request, reply) => {
      const brand = await createBrand(db, request.body, adminIdOf(request));
      await announce();
      return reply.status(201).send({ data: brand, message: `${brand.name} created` });
    },
  );

  app.patch(
    routePath(ADMIN_CATALOGUE_PATHS.brand, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Rename a brand',
        description: `The slug stays. ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: brandUpdateSchema,
        response: { 200: adminBrandChangedSchema, ...writeResponses },
      },
    },
    async (request) => {
      const brand = await renameBrand(db, request.params.id, request.body.name, adminIdOf(request));
      await announce();
      return { data: brand, message: `${brand.name} saved` };
    },
  );

  app.delete(
    routePath(ADMIN_CATALOGUE_PATHS.brand, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a brand that no product uses',
        description: `409 with a clear message while any product (archived ones too) has it. ${announced} ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        response: { 200: catalogueDeletedSchema, ...writeResponses },
      },
    },
    async (request) => {
      await deleteBrand(db, request.params.id, adminIdOf(request));
      await announce();
      return { data: { id: request.params.id }, message: 'Brand deleted' };
    },
  );
};

export default catalogEditorRoutes;
