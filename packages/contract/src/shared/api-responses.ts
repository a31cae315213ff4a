import { z } from 'zod';
import type {
  Category,
  Paginated,
  Product,
  ProductFacets,
  ProductListPage,
  ProductSuggestion,
  ProductSummary,
} from '../catalog/catalog.js';
import type { ServerCartLine, ServerCartResponse, WishlistResponse } from '../cart/cart-sync.js';
import { attributeFacetSchema, productAttributeSchema } from '../catalog/category-attribute-schemas.js';

// Response schemas of the storefront's catalogue, cart and wishlist, for the server's serializer
// (only these fields are sent) and the OpenAPI document. The types they describe stay in
// catalog.ts and cart-sync.ts, zod-free for the storefront's first screen; the checks at the end
// keep the two in step. Keys are in the order the server builds them, so answers keep their bytes.

const refusalParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every error answer: a message, and for a form the message of each field that is wrong. A refusal
 * by code (issue #31) also carries its code and parameters, and each field's, so a page words it in
 * its own language (the message is the English).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
  params: refusalParamsSchema.optional(),
  fields: z.record(z.string(), z.object({ code: z.string(), params: refusalParamsSchema.optional() })).optional(),
});

/** An answer without a body (204, or a redirect's 303). */
export const noContentSchema = z.null().describe('No content');

/** A page for a browser (text/html; the route's `produces` says so): sent as it is, never serialised. */
export const htmlPageSchema = z.string().describe('An HTML page');

/** Bytes of a file (an image): sent as they are, documented as binary. */
export const binaryBodySchema = z.string().meta({ format: 'binary', description: 'The bytes' });

const productImageSchema = z.object({
  id: z.number(),
  image: z.string(),
  alt: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  variants: z
    .object({ key: z.string(), widths: z.array(z.number()) })
    .optional()
    .describe('Uploads only: the responsive variants, /media/{key}-{width}.{avif|webp|jpg}'),
});

export const productSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  price: z.number(),
  discount_price: z.number(),
  discount_percentage: z.number(),
  short_description: z.string(),
  short_description_ne: z.string().nullable().describe('Nepali version (issue #30); null: none, show the English'),
  delivery_price: z.number(),
  total_quantity: z.number(),
  overall_rating: z.number(),
  total_ratings: z.number(),
  category_name: z.string(),
  category_name_ne: z.string().nullable(),
  category_slug: z.string(),
  brand_name: z.string().nullable(),
  is_featured: z.boolean(),
  images: z.array(productImageSchema),
  family: z
    .object({
      name: z.string().describe('The family’s name: "Samsung Galaxy S24 Ultra"'),
      configuration: z.string().describe('This configuration’s option values: "12GB/512GB"'),
      configurations: z.number().int().describe('How many configurations of the family are on sale'),
    })
    .nullable()
    .optional()
    .describe(
      'Lists and search (issue #35): a configuration of a family shows one card, which names the family and this configuration; null or absent for a product outside a family',
    ),
});

export const productSchema = productSummarySchema.extend({
  long_description: z.string(),
  long_description_ne: z.string().nullable(),
  delivery_detail: z.string(),
  delivery_detail_ne: z.string().nullable(),
  colors: z.array(
    z.object({
      id: z.number(),
      color_name: z.string(),
      color_name_ne: z.string().nullable(),
      hex_code: z.string(),
      quantity: z.number(),
      is_in_stock: z.boolean(),
      image_id: z.number().nullable().describe('The picture of the product in this colour (one of its images), if any'),
    }),
  ),
  bulk_discounts: z.array(
    z.object({ min_quantity: z.number(), discount_percentage: z.number(), discounted_price: z.number() }),
  ),
  specifications: z.array(
    z.object({
      title: z.string(),
      answer: z.string(),
      title_ne: z.string().nullable(),
      answer_ne: z.string().nullable(),
    }),
  ),
  attributes: z.array(productAttributeSchema).optional(),
  variants: z
    .object({
      name: z.string(),
      options: z.array(z.object({ name: z.string(), name_ne: z.string().nullable() })),
      items: z.array(
        z.object({
          id: z.number(),
          slug: z.string(),
          values: z.array(z.string()),
          discount_price: z.number(),
          in_stock: z.boolean(),
        }),
      ),
    })
    .nullable()
    .optional()
    .describe('The product page only: its family of variants (issue #35), null when it has none'),
  is_active: z.boolean(),
});

/** GET /products/:idOrSlug/, and wishlist writes. */
export const productResponseSchema = z.object({ data: productSchema });
/** GET /products/by-ids/ */
export const productsResponseSchema = z.object({ data: z.array(productSchema) });
/** GET /products/featured/ */
export const productSummariesResponseSchema = z.object({ data: z.array(productSummarySchema) });

const facetCountSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });

export const productListPageSchema = z.object({
  data: z.array(productSummarySchema),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
  facets: z.object({
    brands: z.array(facetCountSchema),
    ram: z.array(facetCountSchema),
    storage: z.array(facetCountSchema),
    price: z.object({ min: z.number(), max: z.number() }).nullable(),
    in_stock: z.number(),
    on_sale: z.number(),
    attributes: z.array(attributeFacetSchema),
  }),
  understood: z
    .object({
      categories: z.array(z.object({ slug: z.string(), name: z.string(), name_ne: z.string().nullable() })),
      not_sold: z.string().nullable(),
      min_price: z.number().nullable(),
      max_price: z.number().nullable(),
      without_category: z.string(),
      without_price: z.string(),
    })
    .optional(),
});

export const categoryListSchema = z.object({
  data: z.array(
    z.object({ id: z.number(), name: z.string(), name_ne: z.string().nullable(), slug: z.string(), image: z.string() }),
  ),
  count: z.number(),
  page: z.number(),
  total_pages: z.number(),
});

export const productSuggestionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      image: z.string().nullable(),
      discount_price: z.number(),
      category_name: z.string(),
      category_name_ne: z.string().nullable(),
      highlights: z.array(z.tuple([z.number(), z.number()])),
    }),
  ),
});

export const serverCartLineSchema = z.object({
  product_id: z.number(),
  color_id: z.number().nullable(),
  quantity: z.number(),
  available: z.boolean(),
  product: productSchema,
});
export const serverCartResponseSchema = z.object({ data: z.array(serverCartLineSchema) });
export const wishlistResponseSchema = z.object({ data: z.array(productSchema), count: z.number() });

// Compile-time: each schema's output and the interface are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const apiResponsesMatchTypes: [
  Same<z.infer<typeof productSummarySchema>, ProductSummary>,
  Same<z.infer<typeof productSchema>, Product>,
  Same<z.infer<typeof productListPageSchema>, ProductListPage>,
  Same<z.infer<typeof productListPageSchema>['facets'], ProductFacets>,
  Same<z.infer<typeof categoryListSchema>, Paginated<Category>>,
  Same<z.infer<typeof productSuggestionsSchema>['data'][number], ProductSuggestion>,
  Same<z.infer<typeof serverCartLineSchema>, ServerCartLine>,
  Same<z.infer<typeof serverCartResponseSchema>, ServerCartResponse>,
  Same<z.infer<typeof wishlistResponseSchema>, WishlistResponse>,
] = [true, true, true, true, true, true, true, true, true];
