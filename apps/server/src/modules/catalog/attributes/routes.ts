import {
  adminIdParamsSchema,
  apiErrorSchema,
  categoryTemplateInputSchema,
  categoryTemplateResponseSchema,
  productAttributeValuesInputSchema,
  productAttributeValuesResponseSchema,
  CATEGORY_ATTRIBUTE_PATHS,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryTemplate,
  productAttributeValuesOf,
  requireCategory,
  saveCategoryTemplate,
  saveProductAttributeValues,
} from './service.js';
import { routePath } from '../../../lib/route-path.js';

// The back office's structured specifications (issue #35, admins only): a category's template
// (/staff/categories) and a product's values (the product editor). After a write every server
// process's catalogue answers and search index are told (catalogCache.invalidate()).

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const responses = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, catalogCache } = app.services;
  const db = database.db;

  app.get(
    routePath(CATEGORY_ATTRIBUTE_PATHS.template, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A category's specification template, in order",
        description: adminOnly,
        security,
        params: adminIdParamsSchema,
        response: { 200: categoryTemplateResponseSchema, ...responses },
      },
    },
    async (request) => {
      await requireCategory(db, request.params.id);
      return { data: await categoryTemplate(db, request.params.id) };
    },
  );

  app.put(
    routePath(CATEGORY_ATTRIBUTE_PATHS.template, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Replace a category's specification template",
        description: `The attributes in order; one sent with its id keeps its products' values (unless its kind changed, or for a choice's removed option), one left out is deleted with its values. key is what the product list's URL carries (ram_gb=8-, 5g=yes): lowercase letters, digits and underscores, unique in the category, not a parameter the list uses already. 400 on bad input, 404 for no such category. ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: categoryTemplateInputSchema,
        response: { 200: categoryTemplateResponseSchema, ...responses },
      },
    },
    async (request) => {
      const data = await saveCategoryTemplate(db, request.params.id, request.body);
      await catalogCache.invalidate();
      return { data, message: 'Specification template saved' };
    },
  );

  app.get(
    routePath(CATEGORY_ATTRIBUTE_PATHS.values, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A product's structured specifications with its category's template",
        description: adminOnly,
        security,
        params: adminIdParamsSchema,
        response: { 200: productAttributeValuesResponseSchema, ...responses },
      },
    },
    async (request) => ({ data: await productAttributeValuesOf(db, request.params.id) }),
  );

  app.put(
    routePath(CATEGORY_ATTRIBUTE_PATHS.values, ':id'),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Set a product's structured specifications",
        description: `values: attribute key → a number (number), an option's value (choice), true or false (yes/no), or null to clear it; keys not sent stay. 400 when a key is not an attribute of the product's category or a value does not fit it. ${adminOnly}`,
        security,
        params: adminIdParamsSchema,
        body: productAttributeValuesInputSchema,
        response: { 200: productAttributeValuesResponseSchema, ...responses },
      },
    },
    async (request) => {
      const data = await saveProductAttributeValues(db, request.params.id, request.body);
      await catalogCache.invalidate();
      return { data, message: 'Specifications saved' };
    },
  );
};

export default attributeRoutes;
