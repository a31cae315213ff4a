import type { AdminProduct, ProductInput } from '@pasal/contract';

// The editor's form values: what POST and PUT take (the contract's productInputSchema), with every
// list present. An existing colour keeps its `id` and the stock the editor opened with
// (`quantity_seen`), so the server keeps units sold meanwhile when the field is left alone.

export type EditorValues = ProductInput & {
  specifications: { title: string; answer: string; title_ne: string; answer_ne: string }[];
  bulk_discounts: { min_quantity: number; discount_percentage: number }[];
  colors: {
    id?: number;
    color_name: string;
    color_name_ne: string;
    hex_code: string;
    quantity: number;
    quantity_seen?: number;
    image_id?: number | null;
  }[];
};

export const emptyProduct: EditorValues = {
  name: '',
  slug: '',
  status: 'draft',
  // Unset until chosen: the schema answers "Please choose a category".
  category_id: undefined as unknown as number,
  brand_id: null,
  short_description: '',
  short_description_ne: '',
  long_description: '',
  long_description_ne: '',
  specifications: [],
  price: undefined as unknown as number,
  discount_price: undefined as unknown as number,
  bulk_discounts: [],
  delivery_price: 0,
  delivery_detail: '',
  delivery_detail_ne: '',
  colors: [],
  stock: 0,
  is_featured: false,
  serialised: false,
  warranty_months: null,
  low_stock_threshold: null,
  barcode: '',
};

export function valuesOf(product: AdminProduct): EditorValues {
  return {
    name: product.name,
    slug: product.slug,
    status: product.status,
    category_id: product.category_id,
    brand_id: product.brand_id,
    short_description: product.short_description,
    short_description_ne: product.short_description_ne,
    long_description: product.long_description,
    long_description_ne: product.long_description_ne,
    specifications: product.specifications.map((row) => ({ ...row })),
    price: product.price,
    discount_price: product.discount_price,
    bulk_discounts: product.bulk_discounts.map((tier) => ({ ...tier })),
    delivery_price: product.delivery_price,
    delivery_detail: product.delivery_detail,
    delivery_detail_ne: product.delivery_detail_ne,
    colors: product.colors.map((color) => ({
      id: color.id,
      color_name: color.color_name,
      color_name_ne: color.color_name_ne,
      hex_code: color.hex_code,
      quantity: color.quantity,
      quantity_seen: color.quantity,
      image_id: color.image_id,
    })),
    stock: product.total_quantity,
    stock_seen: product.total_quantity,
    is_featured: product.is_featured,
    serialised: product.serialised,
    warranty_months: product.warranty_months,
    low_stock_threshold: product.low_stock_threshold,
    barcode: product.barcode ?? '',
  };
}

/** A picture choice as the schema wants it: none is null. */
export function pictureOrNone(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value !== '' ? Number(value) : null;
}

/** A number input's text as the schema wants it: blank is "not given" (the schema says what is missing). */
export function numberOrUnset(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return Number(text);
}

/** Form paths a server error may name ("colors.0.color_name"); anything else is shown above the form. */
export function isFieldPath(path: string): boolean {
  return /^(name|slug|status|category_id|brand_id|short_description|short_description_ne|long_description|long_description_ne|price|discount_price|delivery_price|delivery_detail|delivery_detail_ne|stock|is_featured|serialised|warranty_months|low_stock_threshold|barcode)$|^(specifications|bulk_discounts|colors)\.\d+\.\w+$/.test(
    path,
  );
}

/**
 * The labels of the Nepali fields (issue #30), in both languages: the staff screens are in English,
 * and whoever types the Nepali reads the Nepali too.
 */
export const NEPALI_LABEL = {
  short_description: 'Nepali short description (नेपालीमा छोटो विवरण)',
  long_description: 'Nepali long description (नेपालीमा विस्तृत विवरण)',
  delivery_detail: 'Nepali delivery text (नेपालीमा डेलिभरी विवरण)',
  spec_title: 'Nepali name (नेपालीमा नाम)',
  spec_answer: 'Nepali value (नेपालीमा मान)',
  color_name: 'Nepali colour name (नेपालीमा रङको नाम)',
} as const;

export const NEPALI_HINT =
  'Each Nepali version is optional: Nepali pages show the English where it is empty (नेपाली नभए अङ्ग्रेजी देखिन्छ).';
