import { z } from 'zod';
import { invoiceNumber } from '../nepal/fiscal-year.js';
import { invoiceSchema } from '../invoices/invoices.js';

// Credit notes (issue #33). An issued bill is never edited: a refund, a return or a cancellation
// after billing issues a credit note instead, with its own gap-free number per Nepali fiscal year
// ('CN 2083/84-000001'), referring to the bill, listing what it takes back and the VAT it reverses
// (at the bill's own rate). Its total is the money refunded (for a cancellation: the bill's total
// not yet credited).

/** The credit notes' page in the storefront (printable, like the bill). */
export const creditNotesPagePath = (transactionId: string) =>
  `/profile/orders/${encodeURIComponent(transactionId)}/credit-notes`;

/** GET this for an order's credit notes. */
export const creditNotesApiPath = (transactionId: string) =>
  `/api/v1/orders/${encodeURIComponent(transactionId)}/credit-notes/`;

export const CREDIT_NOTE_PATHS = { order: creditNotesApiPath } as const;

export const CREDIT_NOTE_PREFIX = 'CN';

/** Number of the `sequence`-th credit note (from 1) of a fiscal year: ('2083/84', 1) → 'CN 2083/84-000001'. */
export function creditNoteNumber(fiscalYear: string, sequence: number): string {
  return `${CREDIT_NOTE_PREFIX} ${invoiceNumber(fiscalYear, sequence)}`;
}

export const CREDIT_NOTE_KINDS = ['refund', 'cancellation'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const creditNoteLineSchema = z.object({
  description: z.string().describe('Product name (and colour), or "Delivery charge"'),
  description_ne: z
    .string()
    .optional()
    .describe("The bill line's Nepali description (the colour's Nepali name, issue #30); absent when it has none"),
  quantity: z.number().int().min(1),
  amount: z.number().describe('Rupees taken back, VAT included'),
  vat_amount: z.number().describe('Rupees of VAT reversed on this line'),
});

export const creditNoteSchema = z.object({
  credit_note_number: z.string().describe("'CN 2083/84-000001'"),
  fiscal_year: z.string(),
  sequence: z.number().int().min(1).describe('Gap-free within the fiscal year, counted apart from bills'),
  issued_at: z.string().describe('ISO 8601 instant'),
  kind: z.enum(CREDIT_NOTE_KINDS),
  reason: z.string(),
  invoice_number: z.string().describe('The bill it reduces'),
  invoice_issued_at: z.string(),
  transaction_id: z.string(),
  seller: invoiceSchema.shape.seller,
  buyer: invoiceSchema.shape.buyer,
  lines: z.array(creditNoteLineSchema),
  vat_mode: invoiceSchema.shape.vat_mode,
  vat_percent: z.number(),
  taxable_amount: z.number().describe('Rupees: the total before VAT'),
  vat_amount: z.number().describe('Rupees: VAT reversed'),
  total: z.number().describe('Rupees: the amount credited (the refund)'),
  total_in_words: z.string(),
  total_in_words_ne: z.string().describe("Nepali: '… रुपैयाँ मात्र', for the bill on a Nepali page"),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** GET /api/v1/orders/{transaction_id}/credit-notes/ → 200, oldest first. */
export const creditNoteListSchema = z.object({ data: z.array(creditNoteSchema) });

/** A credit note as a line on an order page (the staff order carries these). */
export const creditNoteSummarySchema = z.object({
  credit_note_number: z.string(),
  issued_at: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  total: z.number(),
  vat_amount: z.number(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
