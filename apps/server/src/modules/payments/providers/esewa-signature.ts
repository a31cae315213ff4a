import { createHmac, timingSafeEqual } from 'node:crypto';

// eSewa ePay v2 signing (docs/protocols.md §1.3–§1.6, §1.9). Pure functions: no I/O, no clock.

/** The request's signed field list is fixed by eSewa: these three, in this order. */
const ESEWA_REQUEST_SIGNED_FIELD_NAMES = 'total_amount,transaction_uuid,product_code';

/** The fields a success callback must carry and must have signed before we believe any of them. */
const CALLBACK_REQUIRED_FIELDS = [
  'transaction_code',
  'status',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'signed_field_names',
  'signature',
] as const;
const CALLBACK_FIELDS_THAT_MUST_BE_SIGNED = [
  'transaction_code',
  'status',
  'total_amount',
  'transaction_uuid',
  'product_code',
] as const;

/** A callback is about 400 characters; anything far larger is not from eSewa. */
const MAX_CALLBACK_DATA_LENGTH = 8192;

const TRANSACTION_UUID_PATTERN = /^[A-Za-z0-9-]+$/;

/** HMAC-SHA256 of `message` keyed with the merchant secret (as UTF-8 text), Base64 with padding. */
export function esewaSign(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** Constant-time check of a Base64 signature against the one `message` should have. */
export function verifyEsewaSignature(message: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(esewaSign(message, secret), 'utf8');
  const received = Buffer.from(signature, 'utf8');
  // Signatures are always 44 characters, so the length says nothing secret.
  if (expected.length !== received.length) return false;
  return timingSafeEqual(expected, received);
}

/** The string signed for the payment form: `total_amount=…,transaction_uuid=…,product_code=…`. */
export function esewaRequestMessage(fields: {
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
}): string {
  return `total_amount=${fields.total_amount},transaction_uuid=${fields.transaction_uuid},product_code=${fields.product_code}`;
}

/**
 * The string signed for an arbitrary `signed_field_names` list, as eSewa builds it for its
 * callback: `name=value` for each listed name, in list order, joined with commas. The value of
 * `signed_field_names` itself goes in verbatim (commas included). Thousands commas are removed
 * from `total_amount`, because eSewa signs `2700.0` while sending `"2,700.0"` (vector V5).
 * Returns `undefined` when a listed field is absent.
 */
export function esewaSignedMessage(
  fields: Readonly<Record<string, string>>,
  signedFieldNames: string,
): string | undefined {
  const parts: string[] = [];
  for (const name of signedFieldNames.split(',')) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (value === undefined) return undefined;
    parts.push(`${name}=${name === 'total_amount' ? value.replaceAll(',', '') : value}`);
  }
  return parts.join(',');
}

/**
 * Paisa → the rupee string eSewa receives. Whole rupees are written as integers (`"110"`), exactly
 * like every example in eSewa's documentation; other amounts get two decimals (`"1130.50"`),
 * because a paisa amount has two decimal digits and one fixed width keeps the signed string
 * predictable. Whether eSewa accepts decimals at all is unconfirmed (docs/protocols.md §1.9), so prices
 * in whole rupees are the safe choice. Never uses thousands separators: the signed string must
 * equal the field value byte for byte.
 */
export function formatEsewaAmount(paisa: number): string {
  assertPaisa(paisa, 'amount');
  const rupees = Math.trunc(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * A rupee amount as eSewa writes it (`"2,700.0"`, `"133.0"`, `"110"`, or a JSON number from the
 * status API) → integer paisa, without floating-point arithmetic. `null` when it is not a plain
 * non-negative amount or has non-zero digits beyond the paisa.
 */
export function parseEsewaAmountToPaisa(value: string | number): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // String(1130.5) is "1130.5"; huge or tiny numbers become exponent notation and are refused.
    text = String(value);
  } else {
    text = value.trim().replaceAll(',', '');
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (match === null) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(2))) return null;
  const paisa = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}

/** Every field of the eSewa payment form, as the strings to put in the HTML form. */
export interface EsewaFormFields {
  amount: string;
  tax_amount: string;
  product_service_charge: string;
  product_delivery_charge: string;
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  success_url: string;
  failure_url: string;
  signed_field_names: string;
  signature: string;
}

export interface EsewaFormInput {
  /** Price of the goods, in paisa. Must be positive. */
  amountPaisa: number;
  taxPaisa: number;
  serviceChargePaisa: number;
  deliveryChargePaisa: number;
  /** Alphanumeric and hyphen only; unique per payment attempt. */
  transactionUuid: string;
  productCode: string;
  secret: string;
  successUrl: string;
  failureUrl: string;
}

/**
 * Builds and signs the form. `total_amount` is computed here (amount + tax + service + delivery,
 * in paisa) so it can never disagree with its parts. Throws on programmer errors (negative or
 * fractional paisa, a uuid eSewa would refuse, a URL that is not absolute http(s)).
 */
export function buildEsewaFormFields(input: EsewaFormInput): EsewaFormFields {
  assertPaisa(input.amountPaisa, 'amountPaisa');
  if (input.amountPaisa === 0) throw new RangeError('amountPaisa must be positive');
  assertPaisa(input.taxPaisa, 'taxPaisa');
  assertPaisa(input.serviceChargePaisa, 'serviceChargePaisa');
  assertPaisa(input.deliveryChargePaisa, 'deliveryChargePaisa');
  const totalPaisa = input.amountPaisa + input.taxPaisa + input.serviceChargePaisa + input.deliveryChargePaisa;
  assertPaisa(totalPaisa, 'total');
  if (!TRANSACTION_UUID_PATTERN.test(input.transactionUuid)) {
    throw new RangeError('transactionUuid must contain only letters, digits and hyphens');
  }
  // A comma in the product code would break the comma-joined signed message.
  if (input.productCode === '' || input.productCode.includes(',')) {
    throw new RangeError('productCode must be a non-empty string without commas');
  }
  if (input.secret === '') throw new RangeError('secret must not be empty');
  assertHttpUrl(input.successUrl, 'successUrl');
  assertHttpUrl(input.failureUrl, 'failureUrl');

  const total_amount = formatEsewaAmount(totalPaisa);
  const signature = esewaSign(
    esewaRequestMessage({ total_amount, transaction_uuid: input.transactionUuid, product_code: input.productCode }),
    input.secret,
  );
  return {
    amount: formatEsewaAmount(input.amountPaisa),
    tax_amount: formatEsewaAmount(input.taxPaisa),
    product_service_charge: formatEsewaAmount(input.serviceChargePaisa),
    product_delivery_charge: formatEsewaAmount(input.deliveryChargePaisa),
    total_amount,
    transaction_uuid: input.transactionUuid,
    product_code: input.productCode,
    success_url: input.successUrl,
    failure_url: input.failureUrl,
    signed_field_names: ESEWA_REQUEST_SIGNED_FIELD_NAMES,
    signature,
  };
}

/** The decoded success callback (the `data` query parameter), fields as eSewa sent them. */
interface EsewaCallbackPayload {
  transaction_code: string;
  /** `COMPLETE` for a paid transaction; anything else must not be treated as paid. */
  status: string;
  /** As sent, e.g. `"1000.0"` or `"2,700.0"`; use `totalAmountPaisa` for comparisons. */
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  signed_field_names: string;
  signature: string;
}

type EsewaCallbackFailureReason =
  'malformed_base64' | 'malformed_json' | 'missing_field' | 'unsigned_required_field' | 'bad_signature' | 'bad_amount';

export type EsewaCallbackResult =
  | { ok: true; payload: EsewaCallbackPayload; totalAmountPaisa: number }
  | { ok: false; reason: EsewaCallbackFailureReason; message: string };

/**
 * Decodes and authenticates the `data` eSewa appends to `success_url`. The signature is
 * recomputed over the callback's own `signed_field_names` (not the request's three fields) and
 * compared in constant time. Never throws. A valid result only proves eSewa said it: the caller
 * must still check `status === 'COMPLETE'`, the uuid, the product code and the amount against its
 * order, and confirm with the status API (docs/protocols.md §1.6).
 */
export function decodeEsewaCallback(base64Data: string, secret: string): EsewaCallbackResult {
  const bytes = decodeBase64Strict(base64Data);
  if (bytes === null) {
    return { ok: false, reason: 'malformed_base64', message: 'data is not valid Base64' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, reason: 'malformed_json', message: 'data does not decode to JSON text' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reason: 'malformed_json', message: 'data does not decode to a JSON object' };
  }

  // Only string values take part: a JSON number has already lost its original spelling
  // ("1000.0" vs 1000), so it could not be verified anyway.
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields[name] = value;
  }
  for (const name of CALLBACK_REQUIRED_FIELDS) {
    if (fields[name] === undefined) {
      return { ok: false, reason: 'missing_field', message: `${name} is missing or not a string` };
    }
  }
  const payload: EsewaCallbackPayload = {
    transaction_code: fields['transaction_code'] ?? '',
    status: fields['status'] ?? '',
    total_amount: fields['total_amount'] ?? '',
    transaction_uuid: fields['transaction_uuid'] ?? '',
    product_code: fields['product_code'] ?? '',
    signed_field_names: fields['signed_field_names'] ?? '',
    signature: fields['signature'] ?? '',
  };

  const signedNames = new Set(payload.signed_field_names.split(','));
  if (signedNames.has('signature')) {
    return { ok: false, reason: 'unsigned_required_field', message: 'signature cannot sign itself' };
  }
  for (const name of CALLBACK_FIELDS_THAT_MUST_BE_SIGNED) {
    if (!signedNames.has(name)) {
      // Otherwise a genuine signature over other fields would vouch for a forged status or amount.
      return { ok: false, reason: 'unsigned_required_field', message: `${name} is not covered by the signature` };
    }
  }
  const message = esewaSignedMessage(fields, payload.signed_field_names);
  if (message === undefined) {
    return { ok: false, reason: 'missing_field', message: 'a field named in signed_field_names is missing' };
  }
  if (!verifyEsewaSignature(message, payload.signature, secret)) {
    return { ok: false, reason: 'bad_signature', message: 'signature does not match' };
  }
  const totalAmountPaisa = parseEsewaAmountToPaisa(payload.total_amount);
  if (totalAmountPaisa === null) {
    return { ok: false, reason: 'bad_amount', message: 'total_amount is not an amount' };
  }
  return { ok: true, payload, totalAmountPaisa };
}

/**
 * Node's Base64 decoder silently skips characters it does not know, so garbage would "decode".
 * This accepts only the standard or URL-safe alphabet with optional padding. A space is read as
 * `+`: a `+` left unescaped in a query string arrives as a space after URL decoding.
 */
function decodeBase64Strict(input: string): Buffer | null {
  if (input.length === 0 || input.length > MAX_CALLBACK_DATA_LENGTH) return null;
  const standard = input.trim().replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
  const match = /^([A-Za-z0-9+/]*)(={0,2})$/.exec(standard);
  if (match === null) return null;
  const body = match[1] ?? '';
  const padding = match[2] ?? '';
  if (body.length === 0 || body.length % 4 === 1) return null;
  if (padding.length > 0 && (body.length + padding.length) % 4 !== 0) return null;
  return Buffer.from(body, 'base64');
}

function assertPaisa(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of paisa, got ${value}`);
  }
}

function assertHttpUrl(value: string, name: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RangeError(`${name} must be an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RangeError(`${name} must be an http(s) URL`);
  }
}
