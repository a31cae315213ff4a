import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/orders.js';

// Serial numbers and warranty (issue #33). A product marked serialised has each unit's serial or
// IMEI recorded at packing; the order cannot ship (or be ready for pickup) until every unit has one.
// A serial belongs to one unit sold and not come back. The warranty runs warranty_months from the
// delivery. The checks are here so the units card and the server refuse the same serials.

export const SERIAL_MAX_LENGTH = 40;
const SERIAL_PATTERN = /^[A-Za-z0-9/-]{4,40}$/;
const IMEI_PATTERN = /^\d{15}$/;

/** Whether a 15-digit IMEI's last digit is its Luhn check digit. */
export function imeiCheckDigitValid(imei: string): boolean {
  if (!IMEI_PATTERN.test(imei)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let digit = Number(imei[14 - i]);
    // Every second digit from the right (the check digit being the first) is doubled.
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const SERIAL_MESSAGES = {
  format: 'A serial number is 4 to 40 letters, digits, "-" or "/"',
  imei: 'This IMEI (15 digits) fails its check digit: look at it again',
  taken: 'This serial number is already recorded on a unit sold and not returned',
} as const;

/** Trimmed and without inner spaces (a scanner or a hand may add them); upper-cased is only for comparing. */
export function normaliseSerial(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** Why this serial is refused, as the server's refusal code, or null when it may be recorded. */
export function serialRefusalCode(raw: string): 'serial_imei_check_digit' | 'serial_format' | null {
  const serial = normaliseSerial(raw);
  if (IMEI_PATTERN.test(serial)) return imeiCheckDigitValid(serial) ? null : 'serial_imei_check_digit';
  return SERIAL_PATTERN.test(serial) ? null : 'serial_format';
}

/** Why this serial is refused (the staff page's words, before it sends), or null when it may be recorded. */
export function serialRefusal(raw: string): string | null {
  const code = serialRefusalCode(raw);
  return code === null ? null : code === 'serial_imei_check_digit' ? SERIAL_MESSAGES.imei : SERIAL_MESSAGES.format;
}

/** Months of a "Warranty" specification ("1-year Apple limited warranty": 12; "18-month": 18), or null. */
export function warrantyMonthsOf(text: string): number | null {
  const match = /(\d{1,3})\s*-?\s*(years?|yrs?|months?|mos?)\b/i.exec(text);
  if (!match) return null;
  const months = /^y/i.test(match[2]!) ? Number(match[1]) * 12 : Number(match[1]);
  return Math.min(months, WARRANTY_MONTHS_MAX);
}
export const WARRANTY_MONTHS_DEFAULT = 12;
export const WARRANTY_MONTHS_MAX = 120;

/** When a warranty of `months` months from `soldAt` ends (the same day of the month, months later). */
export function warrantyEnd(soldAt: Date, months: number): Date {
  const end = new Date(soldAt.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export const unitSerialRequestSchema = z.object({
  line_id: z.number().int().positive(),
  // Room for the spaces a scanner adds (the server takes them out); past that, the same words as a
  // serial of the wrong form rather than zod's own.
  serial: z
    .string()
    .min(1, SERIAL_MESSAGES.format)
    .max(SERIAL_MAX_LENGTH + 20, SERIAL_MESSAGES.format),
});
export type UnitSerialRequest = z.infer<typeof unitSerialRequestSchema>;

export const staffUnitSchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  recorded_at: z.string().describe('ISO time'),
});

export const staffUnitLineSchema = z.object({
  line_id: z.number().int(),
  description: z.string().describe('Product name (and colour)'),
  quantity: z.number().int(),
  serialised: z.boolean(),
  warranty_months: z.number().int(),
  units: z.array(staffUnitSchema).describe('Serials recorded for this line, oldest first'),
});

export const staffOrderUnitsSchema = z.object({
  transaction_id: z.string(),
  editable: z.boolean().describe('Serials may be added or removed (the order is pending or processing)'),
  missing: z.number().int().describe('Units of serialised lines still without a serial'),
  lines: z.array(staffUnitLineSchema),
});
export type StaffOrderUnits = z.infer<typeof staffOrderUnitsSchema>;

export const warrantyReturnSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  reason_code: z.string(),
  created_at: z.string(),
});

export const warrantyUnitSchema = z.object({
  serial: z.string(),
  product_name: z.string(),
  description: z.string().describe('Product name (and colour)'),
  warranty_months: z.number().int(),
  transaction_id: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  sold_at: z.string().nullable().describe('When the order was delivered (ISO); null while not delivered'),
  warranty_ends: z.string().nullable().describe('sold_at plus warranty_months (ISO); null while not delivered'),
  in_warranty: z.boolean(),
  released: z
    .boolean()
    .describe('The unit came back (chosen by its serial when a return was resolved, or the order cancelled)'),
  returns: z
    .array(warrantyReturnSchema)
    .describe("Returns of this unit so far: its order line's open returns and those that took it back by serial"),
  claims: z
    .array(z.object({ id: z.number().int(), status: z.string(), received_on: z.string() }))
    .describe('Warranty claims of this unit so far, oldest first'),
});
export type WarrantyUnit = z.infer<typeof warrantyUnitSchema>;

export const warrantyLookupQuerySchema = z.object({ serial: z.string().trim().min(1).max(80) });
export const warrantyLookupSchema = z.object({ units: z.array(warrantyUnitSchema).describe('Newest sale first') });
export type WarrantyLookup = z.infer<typeof warrantyLookupSchema>;

/** A unit as its buyer sees it on their order page. */
export const customerUnitSchema = z.object({
  line_id: z.number().int(),
  product_name: z.string(),
  serial: z.string(),
  warranty_ends: z.string().nullable().describe('ISO; null until the order is delivered'),
});
export const customerOrderUnitsSchema = z.object({ units: z.array(customerUnitSchema) });
export type CustomerOrderUnits = z.infer<typeof customerOrderUnitsSchema>;

export const SERIAL_PATHS = {
  units: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/units/`,
  unit: (transactionId: string, unitId: number) =>
    `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/units/${unitId}/`,
  warranty: '/api/v1/admin/warranty/',
  customerUnits: (transactionId: string) => `/api/v1/orders/${encodeURIComponent(transactionId)}/units/`,
} as const;

/** GET/POST/DELETE api/v1/admin/orders/{id}/units/…: the order's units as the staff page shows them. */
export const staffOrderUnitsResponseSchema = z.object({ data: staffOrderUnitsSchema });
/** GET api/v1/admin/warranty/?serial=… */
export const warrantyLookupResponseSchema = z.object({ data: warrantyLookupSchema });
/** GET api/v1/orders/{id}/units/: the customer's units, serials and warranty ends. */
export const customerOrderUnitsResponseSchema = z.object({ data: customerOrderUnitsSchema });
