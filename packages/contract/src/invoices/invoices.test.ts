import { describe, expect, it } from 'vitest';
import { billingFromAddress } from '../auth/billing-forms.js';
import { billBuyerAddress } from './invoices.js';

// Issue #30: the buyer's address on a bill.

const kathmandu26 = { provinceId: 3, districtId: 27, localLevelId: 307, ward: 26, tole: 'Thamel Marg' };
const freeText = { details_address: 'Thamel Marg', city: 'Kathmandu', province: 'Bagmati Province' };

describe('billBuyerAddress', () => {
  it("is the account's billing address when it has one, in one line without the landmark", () => {
    const billing = billingFromAddress({
      provinceId: 4,
      districtId: 38,
      localLevelId: 414,
      ward: 6,
      tole: 'Lakeside, Baidam',
      landmark: 'Opposite the boat station',
      postalCode: '33700',
    });
    expect(billBuyerAddress(billing, kathmandu26, freeText)).toBe(
      'Lakeside, Baidam, Pokhara Metropolitan City-6, Kaski, Gandaki Province 33700',
    );
  });

  it('takes a billing address saved as free text before as it was written', () => {
    const billing = { address: 'Baneshwor', city: 'Kathmandu', state: 'Bagmati Province', zipcode: '' };
    expect(billBuyerAddress(billing, null, freeText)).toBe('Baneshwor, Kathmandu, Bagmati Province');
  });

  it('else the whole address the order went to: municipality with ward, district, province, postal code', () => {
    expect(billBuyerAddress(null, { ...kathmandu26, landmark: 'near the stupa', postalCode: '44600' }, freeText)).toBe(
      'Thamel Marg, Kathmandu Metropolitan City-26, Kathmandu, Bagmati Province 44600',
    );
    const empty = { address: ' ', city: '', state: '', zipcode: '' };
    expect(billBuyerAddress(empty, kathmandu26, freeText)).toBe(
      'Thamel Marg, Kathmandu Metropolitan City-26, Kathmandu, Bagmati Province',
    );
  });

  it('an order from before the Nepal address: its free text; a pickup order of an account without one: nothing', () => {
    expect(billBuyerAddress(null, null, freeText)).toBe('Thamel Marg, Kathmandu, Bagmati Province');
    expect(billBuyerAddress(null, null, { details_address: '', city: '', province: '' })).toBe('');
  });
});
