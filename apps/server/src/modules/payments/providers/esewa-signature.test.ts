import { describe, it, expect } from 'vitest';
import {
  buildEsewaFormFields,
  decodeEsewaCallback,
  esewaRequestMessage,
  esewaSign,
  esewaSignedMessage,
  formatEsewaAmount,
  parseEsewaAmountToPaisa,
  verifyEsewaSignature,
} from './esewa-signature.js';

// Vectors from docs/protocols.md §1.5 (public UAT secret).
const SECRET = '8gBm/:&EnhH.1/q';
const CALLBACK_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

const V3_DATA =
  'eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwQVdFTyIsInN0YXR1cyI6IkNPTVBMRVRFIiwidG90YWxfYW1vdW50IjoiMTAwMC4wIiwidHJhbnNhY3Rpb25fdXVpZCI6IjI1MDYxMC0xNjI0MTMiLCJwcm9kdWN0X2NvZGUiOiJFUEFZVEVTVCIsInNpZ25lZF9maWVsZF9uYW1lcyI6InRyYW5zYWN0aW9uX2NvZGUsc3RhdHVzLHRvdGFsX2Ftb3VudCx0cmFuc2FjdGlvbl91dWlkLHByb2R1Y3RfY29kZSxzaWduZWRfZmllbGRfbmFtZXMiLCJzaWduYXR1cmUiOiI2MkdjZlpUbVZremh0VWVoK1FKMUFxaUpyam9XV0dvZjNVK2VUUFRaN2ZBPSJ9';
const V4_DATA =
  'eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwNlRZMyIsInN0YXR1cyI6IkNPTVBMRVRFIiwidG90YWxfYW1vdW50IjoiMTMzLjAiLCJ0cmFuc2FjdGlvbl91dWlkIjoiMTIzNDU2Nzg5MCIsInByb2R1Y3RfY29kZSI6IkVQQVlURVNUIiwic2lnbmVkX2ZpZWxkX25hbWVzIjoidHJhbnNhY3Rpb25fY29kZSxzdGF0dXMsdG90YWxfYW1vdW50LHRyYW5zYWN0aW9uX3V1aWQscHJvZHVjdF9jb2RlLHNpZ25lZF9maWVsZF9uYW1lcyIsInNpZ25hdHVyZSI6Ik1GRWNNWi8zMFdWZXphblZaSEg0SDFuSVY4cEd3eXpaeGdndGt5ZTJWWHc9In0=';
const V5_OBJECT = {
  transaction_code: '00094GS',
  status: 'COMPLETE',
  total_amount: '2,700.0',
  transaction_uuid: '1733133399321-3c709af7-23b9-4083-b89c-1a6d50480004',
  product_code: 'EPAYTEST',
  signed_field_names: CALLBACK_FIELDS,
  signature: 'gzvlXYw1Oe6rh0W/9ifhdkKfxrEyWHItdLW1fT5kO4I=',
};

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

function decodeJson(base64: string): Record<string, string> {
  return JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as Record<string, string>;
}

describe('esewaSign', () => {
  it('reproduces the published request vector V1', () => {
    const message = esewaRequestMessage({ total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' });
    expect(message).toBe('total_amount=110,transaction_uuid=241028,product_code=EPAYTEST');
    expect(esewaSign(message, SECRET)).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  it('reproduces the published callback vector V3', () => {
    const message =
      `transaction_code=000AWEO,status=COMPLETE,total_amount=1000.0,transaction_uuid=250610-162413,` +
      `product_code=EPAYTEST,signed_field_names=${CALLBACK_FIELDS}`;
    expect(esewaSign(message, SECRET)).toBe('62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=');
  });

  it('reproduces the sandbox callback vector V4', () => {
    const fields = decodeJson(V4_DATA);
    const message = esewaSignedMessage(fields, CALLBACK_FIELDS);
    expect(message).toBeDefined();
    expect(esewaSign(message ?? '', SECRET)).toBe('MFEcMZ/30WVezanVZHH4H1nIV8pGwyzZxggtkye2VXw=');
  });

  it('reproduces V5 only with the thousands comma stripped from total_amount', () => {
    const stripped = esewaSignedMessage(V5_OBJECT, CALLBACK_FIELDS) ?? '';
    expect(stripped).toContain('total_amount=2700.0,');
    expect(esewaSign(stripped, SECRET)).toBe(V5_OBJECT.signature);
    const verbatim = stripped.replace('total_amount=2700.0', 'total_amount=2,700.0');
    expect(esewaSign(verbatim, SECRET)).not.toBe(V5_OBJECT.signature);
  });

  it("rejects the documentation's wrong vector 4Ov7p… for V2's message", () => {
    const message = 'total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST';
    expect(esewaSign(message, SECRET)).toBe('5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=');
    expect(verifyEsewaSignature(message, '4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE=', SECRET)).toBe(false);
    expect(verifyEsewaSignature(message, '5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=', SECRET)).toBe(true);
  });

  it('treats a signature of another length as invalid instead of throwing', () => {
    expect(verifyEsewaSignature('anything', 'short', SECRET)).toBe(false);
    expect(verifyEsewaSignature('anything', '', SECRET)).toBe(false);
  });
});

describe('decodeEsewaCallback', () => {
  it('accepts the corrected documentation callback V3', () => {
    const result = decodeEsewaCallback(V3_DATA, SECRET);
    expect(result).toEqual({
      ok: true,
      totalAmountPaisa: 100000,
      payload: {
        transaction_code: '000AWEO',
        status: 'COMPLETE',
        total_amount: '1000.0',
        transaction_uuid: '250610-162413',
        product_code: 'EPAYTEST',
        signed_field_names: CALLBACK_FIELDS,
        signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
      },
    });
  });

  it('accepts the real sandbox callback V4', () => {
    const result = decodeEsewaCallback(V4_DATA, SECRET);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.transaction_code).toBe('0006TY3');
    expect(result.payload.transaction_uuid).toBe('1234567890');
    expect(result.totalAmountPaisa).toBe(13300);
  });

  it('accepts the comma-formatted callback V5 and parses its amount', () => {
    const result = decodeEsewaCallback(encode(V5_OBJECT), SECRET);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.total_amount).toBe('2,700.0');
    expect(result.totalAmountPaisa).toBe(270000);
  });

  it('accepts data whose "+" became a space in a query string, and URL-safe Base64', () => {
    // Base64 of ASCII text holds "+" only where the text has "~" or ">", hence the odd code.
    const fields: Record<string, string> = { ...decodeJson(V4_DATA), transaction_code: '0006~~~' };
    fields['signature'] = esewaSign(esewaSignedMessage(fields, CALLBACK_FIELDS) ?? '', SECRET);
    const data = encode(fields);
    expect(data).toContain('+');
    expect(decodeEsewaCallback(data, SECRET).ok).toBe(true);
    expect(decodeEsewaCallback(data.replaceAll('+', ' '), SECRET).ok).toBe(true);
    const urlSafe = data.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    expect(decodeEsewaCallback(urlSafe, SECRET).ok).toBe(true);
  });

  it('rejects the wrong secret', () => {
    expect(decodeEsewaCallback(V4_DATA, 'not-the-secret')).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it.each([
    ['total_amount', '1.0'],
    ['status', 'COMPLETE '],
    ['transaction_uuid', '1234567891'],
    ['transaction_code', '0006TY4'],
    ['product_code', 'EPAYTES'],
  ])('rejects a callback whose %s was tampered with', (field, value) => {
    const tampered = { ...decodeJson(V4_DATA), [field]: value };
    expect(decodeEsewaCallback(encode(tampered), SECRET)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('rejects a forged signature', () => {
    const forged = { ...decodeJson(V4_DATA), signature: '4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE=' };
    expect(decodeEsewaCallback(encode(forged), SECRET)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('refuses to verify over only the three request fields', () => {
    // Some guides do this; it would let an attacker-chosen status or transaction code through.
    const fields = decodeJson(V4_DATA);
    const narrowed: Record<string, string> = {
      ...fields,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    };
    narrowed['signature'] = esewaSign(esewaSignedMessage(narrowed, narrowed['signed_field_names'] ?? '') ?? '', SECRET);
    expect(decodeEsewaCallback(encode(narrowed), SECRET)).toMatchObject({
      ok: false,
      reason: 'unsigned_required_field',
    });
  });

  it('rejects the corrupted Base64 printed in the documentation', () => {
    // The printed string lacks the three characters "nNh" (docs/protocols.md §1.6).
    const corrupted = V3_DATA.replace('nNh', '');
    expect(corrupted).not.toBe(V3_DATA);
    expect(decodeEsewaCallback(corrupted, SECRET).ok).toBe(false);
  });

  it.each([
    ['empty', '', 'malformed_base64'],
    ['not Base64', 'this is not base64!', 'malformed_base64'],
    ['bad padding', 'eyJhIjoxfQ===', 'malformed_base64'],
    ['impossible length', 'eyJhI', 'malformed_base64'],
    ['far too long', 'A'.repeat(20000), 'malformed_base64'],
    ['Base64 of text that is not JSON', Buffer.from('hello').toString('base64'), 'malformed_json'],
    ['Base64 of invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'), 'malformed_json'],
    ['a JSON array', encode([1, 2, 3]), 'malformed_json'],
    ['JSON null', encode(null), 'malformed_json'],
    ['a JSON object without fields', encode({}), 'missing_field'],
  ])('rejects %s without throwing', (_label, data, reason) => {
    expect(decodeEsewaCallback(data, SECRET)).toMatchObject({ ok: false, reason });
  });

  it('rejects a callback missing a required field or with a non-string amount', () => {
    const { transaction_code: _dropped, ...withoutCode } = decodeJson(V4_DATA);
    expect(decodeEsewaCallback(encode(withoutCode), SECRET)).toMatchObject({ ok: false, reason: 'missing_field' });
    const numeric = { ...decodeJson(V4_DATA), total_amount: 133 };
    expect(decodeEsewaCallback(encode(numeric), SECRET)).toMatchObject({ ok: false, reason: 'missing_field' });
  });

  it('rejects a signed list that names an absent field', () => {
    const fields = decodeJson(V4_DATA);
    const listed = { ...fields, signed_field_names: `${CALLBACK_FIELDS},merchant_note` };
    expect(decodeEsewaCallback(encode(listed), SECRET)).toMatchObject({ ok: false, reason: 'missing_field' });
  });

  it('reports a validly signed but unreadable amount as bad_amount', () => {
    const fields: Record<string, string> = { ...decodeJson(V4_DATA), total_amount: 'one hundred' };
    fields['signature'] = esewaSign(esewaSignedMessage(fields, CALLBACK_FIELDS) ?? '', SECRET);
    expect(decodeEsewaCallback(encode(fields), SECRET)).toMatchObject({ ok: false, reason: 'bad_amount' });
  });
});

describe('parseEsewaAmountToPaisa', () => {
  it.each([
    ['2,700.0', 270000],
    ['1000.0', 100000],
    ['133.0', 13300],
    ['110', 11000],
    ['1130.50', 113050],
    ['1130.5', 113050],
    ['0.05', 5],
    ['1,23,456.75', 12345675],
    ['100.000', 10000],
    [' 42 ', 4200],
  ])('parses %s', (text, paisa) => {
    expect(parseEsewaAmountToPaisa(text)).toBe(paisa);
  });

  it('parses the JSON numbers of the status API', () => {
    expect(parseEsewaAmountToPaisa(100.0)).toBe(10000);
    expect(parseEsewaAmountToPaisa(1130.5)).toBe(113050);
    expect(parseEsewaAmountToPaisa(0.1 + 0.2)).toBe(null);
  });

  it.each(['', 'abc', '-1', '1.2.3', '1.005', '1e3', '.5', 'NaN', 'Infinity', '99999999999999999999'])(
    'refuses %s',
    (text) => {
      expect(parseEsewaAmountToPaisa(text)).toBe(null);
    },
  );

  it('refuses non-finite or negative numbers', () => {
    expect(parseEsewaAmountToPaisa(Number.NaN)).toBe(null);
    expect(parseEsewaAmountToPaisa(-5)).toBe(null);
    expect(parseEsewaAmountToPaisa(1e21)).toBe(null);
  });
});

describe('buildEsewaFormFields', () => {
  const base = {
    transactionUuid: 'ord-42-a1',
    productCode: 'EPAYTEST',
    secret: SECRET,
    successUrl: 'https://shop.example/payments/esewa/success?order=ord-42',
    failureUrl: 'https://shop.example/payments/esewa/failure?order=ord-42',
  };

  it('reproduces V1 from its parts (100 + 10 tax)', () => {
    const fields = buildEsewaFormFields({
      ...base,
      transactionUuid: '241028',
      amountPaisa: 10000,
      taxPaisa: 1000,
      serviceChargePaisa: 0,
      deliveryChargePaisa: 0,
    });
    expect(fields).toMatchObject({
      amount: '100',
      tax_amount: '10',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '110',
      transaction_uuid: '241028',
      product_code: 'EPAYTEST',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    });
  });

  it('totals amount, tax, service and delivery and signs the total', () => {
    const fields = buildEsewaFormFields({
      ...base,
      amountPaisa: 120000,
      taxPaisa: 15600,
      serviceChargePaisa: 4400,
      deliveryChargePaisa: 10000,
    });
    expect(fields.total_amount).toBe('1500');
    expect(fields.signature).toBe('/o8FHCjlx0UYMfWpmQU5OKje8Nsn9/u7HKyfTE0buyo=');
    expect(fields.success_url).toBe(base.successUrl);
    expect(fields.failure_url).toBe(base.failureUrl);
    expect(Object.keys(fields).sort()).toEqual(
      [
        'amount',
        'tax_amount',
        'product_service_charge',
        'product_delivery_charge',
        'total_amount',
        'transaction_uuid',
        'product_code',
        'success_url',
        'failure_url',
        'signed_field_names',
        'signature',
      ].sort(),
    );
  });

  it('writes paisa amounts with two decimals', () => {
    const fields = buildEsewaFormFields({
      ...base,
      transactionUuid: 'ORD-2025-0001',
      amountPaisa: 100000,
      taxPaisa: 13050,
      serviceChargePaisa: 0,
      deliveryChargePaisa: 0,
    });
    expect(fields.amount).toBe('1000');
    expect(fields.tax_amount).toBe('130.50');
    expect(fields.total_amount).toBe('1130.50');
    expect(fields.signature).toBe('reqjLmUnfdWOsCXo8NVg8bhCBqLahWDzvjViQwawg+s=');
  });

  it('never writes thousands separators', () => {
    expect(formatEsewaAmount(123456789)).toBe('1234567.89');
    expect(formatEsewaAmount(5)).toBe('0.05');
    expect(formatEsewaAmount(0)).toBe('0');
  });

  it.each([
    [{ amountPaisa: 0 }, /positive/],
    [{ amountPaisa: 100.5 }, /integer/],
    [{ taxPaisa: -1 }, /integer/],
    [{ transactionUuid: 'ord_42' }, /letters, digits and hyphens/],
    [{ transactionUuid: '' }, /letters, digits and hyphens/],
    [{ productCode: 'A,B' }, /productCode/],
    [{ successUrl: '/relative' }, /successUrl/],
    [{ failureUrl: 'javascript:alert(1)' }, /failureUrl/],
    [{ secret: '' }, /secret/],
  ])('refuses %o', (override, message) => {
    expect(() =>
      buildEsewaFormFields({
        ...base,
        amountPaisa: 10000,
        taxPaisa: 0,
        serviceChargePaisa: 0,
        deliveryChargePaisa: 0,
        ...override,
      }),
    ).toThrow(message);
  });
});
