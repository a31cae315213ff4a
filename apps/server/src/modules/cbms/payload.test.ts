import { describe, expect, it } from 'vitest';
import { answerCode, describeAnswer } from './client.js';
import { billPayload, billReturnPayload, cbmsClientTime, cbmsDate, cbmsFiscalYear } from './payload.js';

// The forms CBMS takes (docs/rules/nepal.md#cbms): BS dates with dots, the fiscal year, Nepal time,
// rupees with paisa as decimals, and its bare-code answers.

describe('CBMS forms', () => {
  it('writes the fiscal year and BS dates with dots, and the client time in Nepal time', () => {
    expect(cbmsFiscalYear('2082/83')).toBe('2082.083');
    expect(cbmsFiscalYear('2099/00')).toBe('2099.100');
    expect(() => cbmsFiscalYear('82/83')).toThrow(RangeError);
    // 1 Shrawan 2082 is 17 July 2025; 18:15 UTC on the 16th is already the 17th in Nepal (UTC+05:45).
    expect(cbmsDate(new Date('2025-07-16T18:15:00Z'))).toBe('2082.04.01');
    expect(cbmsDate(new Date('2025-07-16T18:14:59Z'))).toBe('2082.03.32');
    expect(cbmsClientTime(new Date('2025-07-16T18:15:00Z'))).toBe('2025-07-17 00:00:00');
  });

  it('sends a bill’s and a credit note’s amounts in rupees, and nothing exempt', () => {
    const document = {
      number: '2082/83-000042',
      fiscalYear: '2082/83',
      issuedAt: new Date('2025-11-29T04:00:00Z'),
      sellerPan: '600123456',
      buyerPan: null,
      buyerName: 'Sita Sharma',
      taxablePaisa: 3_995_575,
      vatPaisa: 519_425,
      totalPaisa: 4_515_000,
    };
    const sending = { username: 'u', password: 'p', realtime: true, at: new Date('2025-11-29T04:00:01Z') };
    expect(billPayload(document, sending)).toEqual({
      username: 'u',
      password: 'p',
      seller_pan: '600123456',
      buyer_pan: '',
      fiscal_year: '2082.083',
      buyer_name: 'Sita Sharma',
      invoice_number: '2082/83-000042',
      invoice_date: '2082.08.13',
      total_sales: 45_150,
      taxable_sales_vat: 39_955.75,
      vat: 5_194.25,
      excisable_amount: 0,
      excise: 0,
      taxable_sales_hst: 0,
      hst: 0,
      amount_for_esf: 0,
      esf: 0,
      export_sales: 0,
      tax_exempted_sales: 0,
      isrealtime: true,
      datetimeClient: '2025-11-29 09:45:01',
    });
    const note = billReturnPayload(
      { ...document, number: 'CN 2082/83-000001', refInvoiceNumber: '2082/83-000042', reason: 'Returned' },
      { ...sending, realtime: false },
    );
    expect(note).toMatchObject({
      ref_invoice_number: '2082/83-000042',
      credit_note_number: 'CN 2082/83-000001',
      credit_note_date: '2082.08.13',
      reason_for_return: 'Returned',
      isrealtime: false,
    });
    expect(note).not.toHaveProperty('invoice_number');
  });

  it('reads CBMS’s bare-code answers, as text or JSON', () => {
    expect(answerCode('200')).toBe(200);
    expect(answerCode(' "101"\n')).toBe(101);
    expect(answerCode('<html>Bad gateway</html>')).toBeNull();
    expect(describeAnswer(100)).toBe('100: API credentials do not match');
    expect(describeAnswer(999)).toBe('999: unknown answer');
  });
});
