import {
  draftOrderRequestSchema,
  ORDER_MESSAGES,
  type DraftCustomer,
  type DraftOrder,
  type DraftOrderInput,
  type DraftOrderQuoteRequest,
  type DraftOrderSource,
} from '@pasal/contract';
import { emptyDeliveryPlace, type DeliveryPlaceValues } from '../addresses';

// The draft editor's form and the way to and from what the API takes. The customer and the lines
// are chosen with their own controls and kept beside the form; the contract's schema checks the
// whole draft before it is sent, so the editor shows the server's own messages first.

const NO_LINES = 'Add an item: find a product above';

export interface DraftFormValues extends DeliveryPlaceValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  phone_number: string;
  coupon_code: string;
  source: DraftOrderSource | '';
  staff_note: string;
  notes: string;
}

/** A line of the draft, named as it was chosen (the server names it again when it answers). */
export interface DraftLine {
  product_id: number;
  color_id: number | null;
  quantity: number;
  product_name: string;
  color_name: string | null;
  /** Units there were when it was picked; unknown for a saved draft's lines. */
  stock: number | null;
}

export const emptyDraft: DraftFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  phone_number: '',
  ...emptyDeliveryPlace,
  coupon_code: '',
  source: 'phone',
  staff_note: '',
  notes: '',
};

const orUndefined = (value: number | null | undefined) => value ?? undefined;

export function valuesOf(draft: DraftOrder): DraftFormValues {
  return {
    first_name: draft.first_name,
    middle_name: draft.middle_name,
    last_name: draft.last_name,
    phone_number: draft.phone_number,
    delivery_method: draft.delivery_method,
    province_id: orUndefined(draft.province_id),
    district_id: orUndefined(draft.district_id),
    local_level_id: orUndefined(draft.local_level_id),
    ward: orUndefined(draft.ward),
    tole: draft.tole ?? '',
    landmark: draft.landmark ?? '',
    postal_code: draft.postal_code ?? '',
    coupon_code: draft.coupon_code ?? '',
    source: draft.source,
    staff_note: draft.staff_note,
    notes: draft.notes,
  };
}

export const linesOf = (draft: DraftOrder): DraftLine[] => draft.lines.map((line) => ({ ...line, stock: null }));

const orderLines = (lines: readonly DraftLine[]) =>
  lines.map(({ product_id, color_id, quantity }) => ({ product_id, color_id, quantity }));

/** The body of POST and PUT: a pickup carries no address; an empty coupon box is no coupon. */
export function requestOf(
  values: DraftFormValues,
  customer: DraftCustomer | null,
  lines: readonly DraftLine[],
): DraftOrderInput {
  const delivery = values.delivery_method === 'delivery';
  const coupon = values.coupon_code.trim();
  return {
    // Left out when none is chosen: the schema then says to choose one.
    ...(customer ? { customer_id: customer.id } : {}),
    first_name: values.first_name,
    middle_name: values.middle_name,
    last_name: values.last_name,
    phone_number: values.phone_number,
    delivery_method: values.delivery_method,
    province_id: delivery ? (values.province_id ?? null) : null,
    district_id: delivery ? (values.district_id ?? null) : null,
    local_level_id: delivery ? (values.local_level_id ?? null) : null,
    ward: delivery ? (values.ward ?? null) : null,
    tole: delivery ? values.tole : '',
    landmark: delivery ? values.landmark : '',
    postal_code: delivery ? values.postal_code : '',
    lines: orderLines(lines),
    coupon_code: coupon === '' ? null : coupon,
    notes: values.notes,
    source: values.source as DraftOrderSource,
    staff_note: values.staff_note,
    // Cast: a draft with no customer or source yet goes as it is, for the schema to refuse.
  } as DraftOrderInput;
}

/** The draft checked as the server will check it: each refusal by the field it names. */
export function problemsOf(request: DraftOrderInput): Record<string, string> {
  const parsed = draftOrderRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
  // The schema's words for no lines are the shopper's ("Your cart is empty"); staff have no cart.
  if (found.lines === ORDER_MESSAGES.emptyCart) found.lines = NO_LINES;
  return found;
}

/** What the totals box asks about: only what changes the figures. Null with no line yet. */
export function quoteRequestOf(
  values: Pick<DraftFormValues, 'delivery_method' | 'district_id' | 'coupon_code'>,
  customer: DraftCustomer | null,
  lines: readonly DraftLine[],
): DraftOrderQuoteRequest | null {
  if (lines.length === 0) return null;
  const coupon = values.coupon_code.trim().toUpperCase();
  return {
    ...(customer ? { customer_id: customer.id } : {}),
    lines: orderLines(lines),
    ...(coupon ? { coupon_code: coupon } : {}),
    delivery_method: values.delivery_method,
    ...(values.delivery_method === 'delivery' && values.district_id ? { district_id: values.district_id } : {}),
  };
}
