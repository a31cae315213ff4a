import { adToBs, nepalDateOf } from '@pasal/contract';

// What CBMS is sent for a bill (api/bill) and a credit note (api/billreturn): the fields of IRD's
// BillViewModel and BillReturnViewModel (docs/rules/nepal.md#cbms), from the document as issued.
// Amounts are rupees with paisa as decimals, as the models' doubles take them.

/** Nepal Standard Time, UTC+05:45: the clock the shop's bills are dated by. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** '2082/83' (the bills' own label) as CBMS writes a fiscal year: '2082.083'. */
export function cbmsFiscalYear(label: string): string {
  const match = /^(\d{4})\/(\d{2})$/.exec(label);
  if (!match) throw new RangeError(`not a fiscal year: ${label}`);
  const start = Number(match[1]);
  return `${start}.${String((start + 1) % 1000).padStart(3, '0')}`;
}

/** The BS day of an instant on Nepal's calendar, as CBMS dates bills: '2083.08.13'. */
export function cbmsDate(instant: Date): string {
  const bs = adToBs(nepalDateOf(instant));
  return `${bs.year}.${String(bs.month).padStart(2, '0')}.${String(bs.day).padStart(2, '0')}`;
}

/** The sender's clock in Nepal time, 'YYYY-MM-DD HH:mm:ss' (datetimeClient). */
export function cbmsClientTime(instant: Date): string {
  return new Date(instant.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const rupees = (paisa: number) => Math.round(paisa) / 100;

/** The fields a bill and a return share, after the credentials. */
interface CbmsAmounts {
  total_sales: number;
  taxable_sales_vat: number;
  vat: number;
  excisable_amount: number;
  excise: number;
  taxable_sales_hst: number;
  hst: number;
  amount_for_esf: number;
  esf: number;
  export_sales: number;
  tax_exempted_sales: number;
  isrealtime: boolean;
  datetimeClient: string;
}

export interface CbmsBill extends CbmsAmounts {
  username: string;
  password: string;
  seller_pan: string;
  buyer_pan: string;
  fiscal_year: string;
  buyer_name: string;
  invoice_number: string;
  invoice_date: string;
}

export interface CbmsBillReturn extends CbmsAmounts {
  username: string;
  password: string;
  seller_pan: string;
  buyer_pan: string;
  fiscal_year: string;
  buyer_name: string;
  ref_invoice_number: string;
  credit_note_number: string;
  credit_note_date: string;
  reason_for_return: string;
}

/** A bill or credit note as the database keeps it (the columns the payload needs). */
export interface CbmsDocument {
  number: string;
  fiscalYear: string;
  issuedAt: Date;
  sellerPan: string;
  buyerPan: string | null;
  buyerName: string;
  taxablePaisa: number;
  vatPaisa: number;
  totalPaisa: number;
}

export interface CbmsSending {
  username: string;
  password: string;
  /** True for the attempt made as the document is issued; false for a retry or a resend later. */
  realtime: boolean;
  at: Date;
}

function amounts(document: CbmsDocument, sending: CbmsSending): CbmsAmounts {
  return {
    // The shop sells VAT-able goods only: every bill is taxable sales and its VAT, nothing exempt,
    // no excise, health service tax, education service fee nor export.
    total_sales: rupees(document.totalPaisa),
    taxable_sales_vat: rupees(document.taxablePaisa),
    vat: rupees(document.vatPaisa),
    excisable_amount: 0,
    excise: 0,
    taxable_sales_hst: 0,
    hst: 0,
    amount_for_esf: 0,
    esf: 0,
    export_sales: 0,
    tax_exempted_sales: 0,
    isrealtime: sending.realtime,
    datetimeClient: cbmsClientTime(sending.at),
  };
}

function parties(document: CbmsDocument, sending: CbmsSending) {
  return {
    username: sending.username,
    password: sending.password,
    seller_pan: document.sellerPan,
    // A buyer without a PAN (most shoppers) is sent as an empty PAN, as the IRD sales book leaves it blank.
    buyer_pan: document.buyerPan ?? '',
    fiscal_year: cbmsFiscalYear(document.fiscalYear),
    buyer_name: document.buyerName,
  };
}

export function billPayload(bill: CbmsDocument, sending: CbmsSending): CbmsBill {
  return {
    ...parties(bill, sending),
    invoice_number: bill.number,
    invoice_date: cbmsDate(bill.issuedAt),
    ...amounts(bill, sending),
  };
}

export function billReturnPayload(
  note: CbmsDocument & { refInvoiceNumber: string; reason: string },
  sending: CbmsSending,
): CbmsBillReturn {
  return {
    ...parties(note, sending),
    ref_invoice_number: note.refInvoiceNumber,
    credit_note_number: note.number,
    credit_note_date: cbmsDate(note.issuedAt),
    reason_for_return: note.reason,
    ...amounts(note, sending),
  };
}
