import { z } from 'zod';
import { pageParam, wholeId } from '../shared/query-params.js';
import { RETURN_WINDOW_RANGE } from '../returns/returns.js';

// The back office's catalogue (api/v1/admin/products/, categories/, brands/): request and answer
// schemas, limits and messages. The server validates with these and the product editor's forms
// use the same ones, so every message is written once. Prices are in rupees, as everywhere at the
// API edge; stock is units.

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

/**
 * A product with this many units or fewer, but some, is "low" in the list: the shop's threshold
 * until an admin saves another in the settings; a product may set its own (issue #35).
 */
export const LOW_STOCK_THRESHOLD = 5;
/** The largest low-stock threshold a shop or a product may set (0: never "low", only sold out). */
export const LOW_STOCK_THRESHOLD_MAX = 10_000;
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const ADMIN_PRODUCT_SORTS = [
  'updated_desc',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'created_desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

export const CATALOGUE_LIMITS = {
  nameMax: 200,
  slugMax: 120,
  shortDescriptionMax: 1000,
  longDescriptionMax: 20_000,
  deliveryDetailMax: 500,
  specificationsMax: 60,
  specTitleMax: 100,
  specAnswerMax: 1000,
  colorsMax: 30,
  colorNameMax: 40,
  bulkTiersMax: 10,
  /** Rupees: prices are stored as integer paisa in a 32-bit column. */
  priceMax: 10_000_000,
  stockMax: 1_000_000,
  categoryNameMax: 60,
  brandNameMax: 60,
  imageUrlMax: 500,
  searchMax: 100,
} as const;

export const CATALOGUE_MESSAGES = {
  nameRequired: 'Please enter the name',
  nameTooLong: `The name must be at most ${CATALOGUE_LIMITS.nameMax} characters`,
  slugInvalid: 'Use lowercase letters, digits and single hyphens (e.g. galaxy-a55-5g)',
  slugTaken: 'Another product already uses this address',
  barcodeInvalid: 'A barcode is 4 to 32 letters, digits or hyphens, as printed under the bars',
  barcodeTaken: 'Another product already has this barcode',
  statusInvalid: 'Choose Draft, Active or Archived',
  categoryRequired: 'Please choose a category',
  categoryMissing: 'This category no longer exists',
  brandMissing: 'This brand no longer exists',
  priceInvalid: 'Enter an amount in rupees, 0 or more',
  priceTooLarge: `The amount must be at most Rs. ${CATALOGUE_LIMITS.priceMax.toLocaleString('en-IN')}`,
  discountAbovePrice: 'The discount price cannot be higher than the price',
  textTooLong: 'This text is too long',
  htmlNotAllowed: 'Plain text only: remove the HTML tags (a blank line starts a new paragraph)',
  specTitleRequired: 'Please enter the specification name',
  specAnswerRequired: 'Please enter the specification value',
  tooManyRows: 'Too many rows',
  tierQuantityInvalid: 'The minimum quantity must be a whole number of at least 2',
  tierPercentageInvalid: 'The discount must be more than 0 and less than 100 percent',
  tierDuplicate: 'Each tier needs a different minimum quantity',
  colorNameRequired: 'Please enter the colour name',
  colorHexInvalid: 'Use a colour code such as #1A2B3C',
  colorDuplicate: 'Each colour needs a different name',
  colorMissing: 'This colour no longer exists; reload the product',
  stockInvalid: 'Stock must be a whole number, 0 or more',
  stockByColor: 'This product is sold by colour: change the stock of its colours',
  versionRequired: 'Reload the product and try again',
  stale: 'This product was changed since you opened it',
  productNotFound: 'Product not found',
  nothingToChange: 'Nothing to change',
  categoryNameTaken: 'Another category already has this name',
  categoryImageInvalid: 'Use an image on this shop: an address starting with /',
  categoryOrderInvalid: 'List every category exactly once',
  brandNameTaken: 'Another brand already has this name',
  productDeleted: 'Product deleted',
  productArchivedInstead:
    'This product is in orders, so it was archived instead: it is off the storefront and stays on its orders',
  lowStockThresholdInvalid: `The low-stock threshold must be a whole number from 0 to ${LOW_STOCK_THRESHOLD_MAX.toLocaleString('en-IN')}`,
} as const;

export const ADMIN_CATALOGUE_PATHS = {
  products: '/api/v1/admin/products/',
  product: (id: number) => `/api/v1/admin/products/${id}/`,
  quickEdit: (id: number) => `/api/v1/admin/products/${id}/quick/`,
  audit: (id: number) => `/api/v1/admin/products/${id}/audit/`,
  categories: '/api/v1/admin/categories/',
  category: (id: number) => `/api/v1/admin/categories/${id}/`,
  categoryOrder: '/api/v1/admin/categories/order/',
  brands: '/api/v1/admin/brands/',
  brand: (id: number) => `/api/v1/admin/brands/${id}/`,
} as const;

/** True when the text holds something that looks like an HTML tag (`<b>`, `</p>`, `<!--`); "<5 W" is fine. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(text);
}

/** A URL slug from a name: "Galaxy A55 5G" → "galaxy-a55-5g". */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOGUE_LIMITS.slugMax)
    .replace(/-+$/, '');
}

// ---- fields --------------------------------------------------------------------------------

const nameField = (max: number) =>
  z
    .string({ message: CATALOGUE_MESSAGES.nameRequired })
    .trim()
    .min(1, { message: CATALOGUE_MESSAGES.nameRequired })
    .max(max, { message: `The name must be at most ${max} characters` });

export const slugField = z
  .string({ message: CATALOGUE_MESSAGES.slugInvalid })
  .trim()
  .max(CATALOGUE_LIMITS.slugMax, { message: CATALOGUE_MESSAGES.slugInvalid })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: CATALOGUE_MESSAGES.slugInvalid })
  // All digits would be read as a product id by /products/{id or slug}/.
  .refine((slug) => !/^\d+$/.test(slug), { message: CATALOGUE_MESSAGES.slugInvalid });

/** A slug, or blank for "make it from the name". */
const slugOrBlank = z
  .string({ message: CATALOGUE_MESSAGES.slugInvalid })
  .trim()
  .refine((slug) => slug === '' || slugField.safeParse(slug).success, { message: CATALOGUE_MESSAGES.slugInvalid });

/** Plain text (no HTML), at most `max` characters; the storefront shows it as paragraphs. */
const plainText = (max: number) =>
  z
    .string({ message: CATALOGUE_MESSAGES.textTooLong })
    .trim()
    .max(max, { message: CATALOGUE_MESSAGES.textTooLong })
    .refine((text) => !looksLikeHtml(text), { message: CATALOGUE_MESSAGES.htmlNotAllowed });

/** Rupees with at most two decimals (paisa), 0 … priceMax. */
export const rupeesField = z
  .number({ message: CATALOGUE_MESSAGES.priceInvalid })
  .min(0, { message: CATALOGUE_MESSAGES.priceInvalid })
  .max(CATALOGUE_LIMITS.priceMax, { message: CATALOGUE_MESSAGES.priceTooLarge })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: CATALOGUE_MESSAGES.priceInvalid,
  });

export const stockField = z
  .number({ message: CATALOGUE_MESSAGES.stockInvalid })
  .int({ message: CATALOGUE_MESSAGES.stockInvalid })
  .min(0, { message: CATALOGUE_MESSAGES.stockInvalid })
  .max(CATALOGUE_LIMITS.stockMax, { message: CATALOGUE_MESSAGES.stockInvalid });

/** A low-stock threshold in units (the shop's, or one product's). */
export const lowStockThresholdField = z
  .number({ message: CATALOGUE_MESSAGES.lowStockThresholdInvalid })
  .int({ message: CATALOGUE_MESSAGES.lowStockThresholdInvalid })
  .min(0, { message: CATALOGUE_MESSAGES.lowStockThresholdInvalid })
  .max(LOW_STOCK_THRESHOLD_MAX, { message: CATALOGUE_MESSAGES.lowStockThresholdInvalid });

/** What a scanner reads off a box: EAN-13 and UPC-A are digits; a shop's own labels may have letters. */
export const BARCODE_PATTERN = /^[0-9A-Z-]{4,32}$/;

/** A barcode as typed or scanned: trimmed and upper-cased; blank is none (null). */
const barcodeField = z
  .string({ message: CATALOGUE_MESSAGES.barcodeInvalid })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => code === '' || BARCODE_PATTERN.test(code), { message: CATALOGUE_MESSAGES.barcodeInvalid })
  .transform((code) => (code === '' ? null : code));

export const productStatusField = z.enum(PRODUCT_STATUSES, { message: CATALOGUE_MESSAGES.statusInvalid });

/**
 * A Nepali version of a text (issue #30): optional, blank for none (a Nepali page then shows the
 * English). Plain text like the English, within the same limit.
 */
const nepaliText = (max: number) => plainText(max).default('');

export const specificationRowSchema = z.object({
  title: z
    .string({ message: CATALOGUE_MESSAGES.specTitleRequired })
    .trim()
    .min(1, { message: CATALOGUE_MESSAGES.specTitleRequired })
    .max(CATALOGUE_LIMITS.specTitleMax, { message: CATALOGUE_MESSAGES.textTooLong }),
  answer: z
    .string({ message: CATALOGUE_MESSAGES.specAnswerRequired })
    .trim()
    .min(1, { message: CATALOGUE_MESSAGES.specAnswerRequired })
    .max(CATALOGUE_LIMITS.specAnswerMax, { message: CATALOGUE_MESSAGES.textTooLong }),
  title_ne: nepaliText(CATALOGUE_LIMITS.specTitleMax),
  answer_ne: nepaliText(CATALOGUE_LIMITS.specAnswerMax),
});

export const bulkTierSchema = z.object({
  min_quantity: z
    .number({ message: CATALOGUE_MESSAGES.tierQuantityInvalid })
    .int({ message: CATALOGUE_MESSAGES.tierQuantityInvalid })
    .min(2, { message: CATALOGUE_MESSAGES.tierQuantityInvalid })
    .max(100_000, { message: CATALOGUE_MESSAGES.tierQuantityInvalid }),
  discount_percentage: z
    .number({ message: CATALOGUE_MESSAGES.tierPercentageInvalid })
    .gt(0, { message: CATALOGUE_MESSAGES.tierPercentageInvalid })
    .lt(100, { message: CATALOGUE_MESSAGES.tierPercentageInvalid })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: CATALOGUE_MESSAGES.tierPercentageInvalid,
    }),
});

export const productColorInputSchema = z.object({
  /** An existing colour's id; absent for a new colour. Colours left out of the list are removed. */
  id: wholeId.optional(),
  color_name: z
    .string({ message: CATALOGUE_MESSAGES.colorNameRequired })
    .trim()
    .min(1, { message: CATALOGUE_MESSAGES.colorNameRequired })
    .max(CATALOGUE_LIMITS.colorNameMax, { message: CATALOGUE_MESSAGES.textTooLong }),
  color_name_ne: nepaliText(CATALOGUE_LIMITS.colorNameMax),
  hex_code: z
    .string({ message: CATALOGUE_MESSAGES.colorHexInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: CATALOGUE_MESSAGES.colorHexInvalid }),
  quantity: stockField,
  /**
   * The stock the editor showed when it opened. When it still equals `quantity` (the field was not
   * touched), the server keeps the current stock, which orders may have changed meanwhile.
   */
  quantity_seen: stockField.optional(),
  /** The picture of the product in this colour, one of its images (issue #35); null: none; absent: as it was. */
  image_id: wholeId.nullable().optional(),
});

const rowsOf = <T extends z.ZodType>(row: T, max: number) =>
  z.array(row, { message: 'must be a list' }).max(max, { message: CATALOGUE_MESSAGES.tooManyRows });

const productFields = z.object({
  name: nameField(CATALOGUE_LIMITS.nameMax),
  /** Blank or absent: made from the name. */
  slug: slugOrBlank.optional(),
  status: productStatusField,
  category_id: z
    .number({ message: CATALOGUE_MESSAGES.categoryRequired })
    .int({ message: CATALOGUE_MESSAGES.categoryRequired })
    .min(1, { message: CATALOGUE_MESSAGES.categoryRequired })
    .max(2_147_483_647, { message: CATALOGUE_MESSAGES.categoryMissing }),
  brand_id: z
    .number({ message: CATALOGUE_MESSAGES.brandMissing })
    .int({ message: CATALOGUE_MESSAGES.brandMissing })
    .min(1, { message: CATALOGUE_MESSAGES.brandMissing })
    .max(2_147_483_647, { message: CATALOGUE_MESSAGES.brandMissing })
    .nullable(),
  short_description: plainText(CATALOGUE_LIMITS.shortDescriptionMax).default(''),
  short_description_ne: nepaliText(CATALOGUE_LIMITS.shortDescriptionMax),
  long_description: plainText(CATALOGUE_LIMITS.longDescriptionMax).default(''),
  long_description_ne: nepaliText(CATALOGUE_LIMITS.longDescriptionMax),
  specifications: rowsOf(specificationRowSchema, CATALOGUE_LIMITS.specificationsMax).default([]),
  price: rupeesField,
  discount_price: rupeesField,
  bulk_discounts: rowsOf(bulkTierSchema, CATALOGUE_LIMITS.bulkTiersMax).default([]),
  delivery_price: rupeesField.default(0),
  delivery_detail: plainText(CATALOGUE_LIMITS.deliveryDetailMax).default(''),
  delivery_detail_ne: nepaliText(CATALOGUE_LIMITS.deliveryDetailMax),
  colors: rowsOf(productColorInputSchema, CATALOGUE_LIMITS.colorsMax).default([]),
  /** Stock of a product sold without colours (ignored when it has colours: their sum is the stock). */
  stock: stockField.default(0),
  stock_seen: stockField.optional(),
  is_featured: z.boolean({ message: 'must be true or false' }).default(false),
  /** Each unit's serial or IMEI is recorded at packing (issue #33). */
  serialised: z.boolean({ message: 'must be true or false' }).default(false),
  /** Months of warranty from delivery; null: from the "Warranty" specification, else 12 (issue #33). */
  warranty_months: z
    .number({ message: 'must be a whole number of months' })
    .int({ message: 'must be a whole number of months' })
    .min(0, { message: 'must be 0 to 120 months' })
    .max(120, { message: 'must be 0 to 120 months' })
    .nullable()
    .default(null),
  /**
   * "Low stock" at this many units or fewer (issue #35); null: the shop's threshold (settings).
   * Left out: the stored one stays (a CSV import or an older client does not reset it).
   */
  low_stock_threshold: lowStockThresholdField.nullable().optional(),
  /**
   * The code under the barcode on the box (EAN-13, UPC-A or the shop's own), which the counter's
   * scanner types (issue #36); stored upper-case. Blank or null: none. Left out: the stored one stays.
   */
  barcode: barcodeField.nullable().optional(),
});

/** Rules across fields, with the message on the field the editor marks. */
function productRules(input: z.output<typeof productFields>, context: z.RefinementCtx): void {
  if (input.discount_price > input.price) {
    context.addIssue({ code: 'custom', path: ['discount_price'], message: CATALOGUE_MESSAGES.discountAbovePrice });
  }
  const tiers = new Set<number>();
  input.bulk_discounts.forEach((tier, index) => {
    if (tiers.has(tier.min_quantity)) {
      context.addIssue({
        code: 'custom',
        path: ['bulk_discounts', index, 'min_quantity'],
        message: CATALOGUE_MESSAGES.tierDuplicate,
      });
    }
    tiers.add(tier.min_quantity);
  });
  const names = new Set<string>();
  input.colors.forEach((color, index) => {
    const key = color.color_name.toLowerCase();
    if (names.has(key)) {
      context.addIssue({
        code: 'custom',
        path: ['colors', index, 'color_name'],
        message: CATALOGUE_MESSAGES.colorDuplicate,
      });
    }
    names.add(key);
  });
}

/** Everything the product editor saves (POST creates; PUT saves it with `version`). */
export const productInputSchema = productFields.superRefine(productRules);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

export const productUpdateSchema = productFields
  .extend({
    version: z
      .number({ message: CATALOGUE_MESSAGES.versionRequired })
      .int({ message: CATALOGUE_MESSAGES.versionRequired })
      .min(1, { message: CATALOGUE_MESSAGES.versionRequired })
      .max(2_147_483_647, { message: CATALOGUE_MESSAGES.versionRequired }),
  })
  .superRefine(productRules);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/**
 * PATCH api/v1/admin/products/{id}/quick/: the list's inline edits. Each field is set to the value
 * given (an undo sends the previous value back). `color_id` with `stock` changes that colour.
 */
export const productQuickEditSchema = z
  .object({
    price: rupeesField.optional(),
    discount_price: rupeesField.optional(),
    stock: stockField.optional(),
    color_id: wholeId.optional(),
    status: productStatusField.optional(),
    is_featured: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    message: CATALOGUE_MESSAGES.nothingToChange,
    path: ['request'],
  })
  .refine((edit) => edit.color_id === undefined || edit.stock !== undefined, {
    message: CATALOGUE_MESSAGES.stockInvalid,
    path: ['stock'],
  });
export type ProductQuickEdit = z.input<typeof productQuickEditSchema>;

/** A figure as typed in a staff number field: blank is no number, which the field's own rule refuses. */
const typedFigure = z
  .string()
  .trim()
  .transform((text) => (text === '' ? Number.NaN : Number(text)));

/** A form of one figure: an in-place edit of the product list or the variant table, or "Set price". */
export interface QuickFigureForm {
  value: string;
}
export type QuickFigureFormSchema = z.ZodType<{ value: number }, QuickFigureForm>;

/** A price or discount price typed in place: the quick edit's rule and message. */
export const quickRupeesFormSchema: QuickFigureFormSchema = z.object({ value: typedFigure.pipe(rupeesField) });
/** A stock figure typed in place: the quick edit's rule and message. */
export const quickStockFormSchema: QuickFigureFormSchema = z.object({ value: typedFigure.pipe(stockField) });

/** The variant table's in-place status. */
export const quickStatusFormSchema = z.object({ status: productStatusField });
export type QuickStatusForm = z.input<typeof quickStatusFormSchema>;

export const adminProductListQuerySchema = z.object({
  q: z.string().trim().max(CATALOGUE_LIMITS.searchMax, { message: 'is too long' }).optional(),
  /** Category slug. */
  category: z.string().trim().max(100, { message: 'is too long' }).optional(),
  /** Brand slug. */
  brand: z.string().trim().max(100, { message: 'is too long' }).optional(),
  stock: z.enum(STOCK_FILTERS, { message: `must be one of ${STOCK_FILTERS.join(', ')}` }).optional(),
  status: z.enum(PRODUCT_STATUSES, { message: `must be one of ${PRODUCT_STATUSES.join(', ')}` }).optional(),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { message: `must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
    .default('updated_desc'),
  page: pageParam.default(1),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminIdParamsSchema = z.object({ id: wholeId });

const categoryImageField = z
  .string({ message: CATALOGUE_MESSAGES.categoryImageInvalid })
  .trim()
  .max(CATALOGUE_LIMITS.imageUrlMax, { message: CATALOGUE_MESSAGES.categoryImageInvalid })
  // Only the shop's own images: its Content-Security-Policy (img-src 'self') would block another host's.
  .regex(/^\/(?!\/)[^\s<>"']*$/, { message: CATALOGUE_MESSAGES.categoryImageInvalid });

/** The Categories screen's "Image of …" dialog: the picture's address the upload answered. */
export const categoryImageFormSchema = z.object({ image: categoryImageField });
export type CategoryImageForm = z.input<typeof categoryImageFormSchema>;
export type CategoryImageFormOutput = z.output<typeof categoryImageFormSchema>;

export const categoryInputSchema = z.object({
  name: nameField(CATALOGUE_LIMITS.categoryNameMax),
  /** The name on Nepali pages (issue #30); blank: none, the English name shows. */
  name_ne: nepaliText(CATALOGUE_LIMITS.categoryNameMax),
  /** Blank or absent: made from the name. A category's address stays when it is renamed. */
  slug: slugOrBlank.optional(),
  image: categoryImageField,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const CATEGORY_RETURN_DAYS_INVALID = `Enter a whole number of days from ${RETURN_WINDOW_RANGE.min} to ${RETURN_WINDOW_RANGE.max}, or leave it blank`;

/** A category's own return window (issue #33); null: the shop's window applies. */
const categoryReturnDays = z
  .number({ error: CATEGORY_RETURN_DAYS_INVALID })
  .int(CATEGORY_RETURN_DAYS_INVALID)
  .min(RETURN_WINDOW_RANGE.min, CATEGORY_RETURN_DAYS_INVALID)
  .max(RETURN_WINDOW_RANGE.max, CATEGORY_RETURN_DAYS_INVALID)
  .nullable();

export const categoryUpdateSchema = z
  .object({
    name: nameField(CATALOGUE_LIMITS.categoryNameMax).optional(),
    name_ne: plainText(CATALOGUE_LIMITS.categoryNameMax).optional(),
    image: categoryImageField.optional(),
    return_window_days: categoryReturnDays
      .optional()
      .describe("Days after delivery in which its products may be returned; null: the shop's window (issue #33)"),
    warranty_return_window_days: categoryReturnDays
      .optional()
      .describe("The same for its products with a warranty; null: the shop's window (issue #33)"),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: CATALOGUE_MESSAGES.nothingToChange,
    path: ['request'],
  });
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const categoryOrderSchema = z.object({
  category_ids: z
    .array(wholeId, { message: CATALOGUE_MESSAGES.categoryOrderInvalid })
    .min(1, { message: CATALOGUE_MESSAGES.categoryOrderInvalid })
    .max(1000, { message: CATALOGUE_MESSAGES.categoryOrderInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { message: CATALOGUE_MESSAGES.categoryOrderInvalid }),
});
export type CategoryOrder = z.input<typeof categoryOrderSchema>;

export const brandInputSchema = z.object({
  name: nameField(CATALOGUE_LIMITS.brandNameMax),
  slug: slugOrBlank.optional(),
});
export type BrandInput = z.input<typeof brandInputSchema>;

export const brandUpdateSchema = z.object({ name: nameField(CATALOGUE_LIMITS.brandNameMax) });
export type BrandUpdate = z.input<typeof brandUpdateSchema>;

// ---- answers -------------------------------------------------------------------------------

const colorStockSchema = z.object({
  id: z.number().int(),
  color_name: z.string(),
  color_name_ne: z.string().describe('Nepali name (issue #30); empty: none'),
  hex_code: z.string(),
  quantity: z.number().int(),
  image_id: z
    .number()
    .int()
    .nullable()
    .describe('The picture of the product in this colour (one of its images), if any'),
});

export const adminProductRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  price: z.number(),
  discount_price: z.number(),
  total_quantity: z.number().int().describe('Sum of the colours’ stock for a product sold by colour'),
  stock_level: z
    .enum(STOCK_FILTERS)
    .describe('out: 0; low: 1 to `low_stock_threshold`; in: more (of the total: a colour at 0 shows in `colors`)'),
  low_stock_threshold: z
    .number()
    .int()
    .describe("The threshold in force: the product's own, else the shop's (issue #35)"),
  colors: z.array(colorStockSchema),
  is_featured: z.boolean(),
  image: z.string().nullable().describe('The main image, if any'),
  version: z.number().int(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({
  data: z.array(adminProductRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  category_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  short_description: z.string(),
  short_description_ne: z
    .string()
    .describe('Nepali version (issue #30); empty: none, the storefront shows the English'),
  long_description: z.string(),
  long_description_ne: z.string(),
  specifications: z.array(
    z.object({ title: z.string(), answer: z.string(), title_ne: z.string(), answer_ne: z.string() }),
  ),
  price: z.number(),
  discount_price: z.number(),
  bulk_discounts: z.array(z.object({ min_quantity: z.number().int(), discount_percentage: z.number() })),
  delivery_price: z.number(),
  delivery_detail: z.string(),
  delivery_detail_ne: z.string(),
  colors: z.array(colorStockSchema),
  total_quantity: z.number().int(),
  is_featured: z.boolean(),
  serialised: z.boolean().describe("Each unit's serial or IMEI is recorded at packing"),
  warranty_months: z.number().int().describe('Months of warranty from delivery'),
  low_stock_threshold: z
    .number()
    .int()
    .nullable()
    .describe("The product's own low-stock threshold (issue #35); null: the shop's (`shop_low_stock_threshold`)"),
  shop_low_stock_threshold: z.number().int().describe("The shop's low-stock threshold (settings)"),
  barcode: z.string().nullable().describe('The code under the barcode on the box, which the counter scans; null: none'),
  images: z
    .array(z.object({ id: z.number().int(), image: z.string(), alt: z.string() }))
    .describe('Managed with the image routes (api/v1/admin/products/{id}/images/)'),
  old_slugs: z.array(z.string()).describe('Earlier addresses that still lead to the product'),
  version: z.number().int().describe('Send it back with PUT: a newer version means someone else saved (409)'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = z.object({ data: adminProductSchema });
export const adminProductChangedSchema = z.object({ data: adminProductSchema, message: z.string() });
export type AdminProductChanged = z.infer<typeof adminProductChangedSchema>;

export const catalogueAuditEntrySchema = z.object({
  id: z.number().int(),
  field: z.string(),
  before: z.unknown().describe('The value before (JSON; null when the thing was created)'),
  after: z.unknown().describe('The value after (JSON)'),
  at: z.string(),
  by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type CatalogueAuditEntry = z.infer<typeof catalogueAuditEntrySchema>;
export const catalogueAuditListSchema = z.object({
  data: z.array(catalogueAuditEntrySchema),
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type CatalogueAuditList = z.infer<typeof catalogueAuditListSchema>;
export const CATALOGUE_AUDIT_PAGE_SIZE = 50;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ne: z.string().describe('Nepali name (issue #30); empty: none'),
  slug: z.string(),
  image: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
  return_window_days: z.number().int().nullable().describe("Its own return window in days; null: the shop's"),
  warranty_return_window_days: z
    .number()
    .int()
    .nullable()
    .describe("Its own return window for products with a warranty; null: the shop's"),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ data: z.array(adminCategorySchema) });
export const adminCategoryChangedSchema = z.object({ data: adminCategorySchema, message: z.string() });

export const adminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  product_count: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandListSchema = z.object({ data: z.array(adminBrandSchema) });
export const adminBrandChangedSchema = z.object({ data: adminBrandSchema, message: z.string() });

export const catalogueDeletedSchema = z.object({ data: z.object({ id: z.number().int() }), message: z.string() });

/**
 * DELETE api/v1/admin/products/{id}/: `deleted` when no order had the product (it is gone with its
 * colours, images and the carts, wishlists and stock alerts that held it), `archived` when one had
 * (it leaves the storefront and stays on its orders and bills).
 */
export const productRemovalSchema = z.object({
  data: z.object({ id: z.number().int(), outcome: z.enum(['deleted', 'archived']) }),
  message: z.string(),
});
export type ProductRemoval = z.infer<typeof productRemovalSchema>;

/** 410 of GET api/v1/products/{slug}/ for an archived product: why, and a few others to look at. */
export const productGoneSchema = z.object({
  code: z.literal('product_archived'),
  message: z.string(),
  suggestions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      discount_price: z.number(),
      image: z.string().nullable(),
    }),
  ),
});
export type ProductGone = z.infer<typeof productGoneSchema>;
