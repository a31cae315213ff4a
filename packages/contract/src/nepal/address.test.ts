import { describe, expect, it } from 'vitest';
import { formatNepalAddress, NEPAL_ADDRESS_MESSAGES as M, nepalAddressSchema } from './address.js';

// Kathmandu Metropolitan City (307) is in Kathmandu district (27), Bagmati Province (3).
const valid = { provinceId: 3, districtId: 27, localLevelId: 307, ward: 26, tole: 'Thamel Marg' };

const issues = (input: unknown) => {
  const result = nepalAddressSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('nepalAddressSchema', () => {
  it('accepts an address whose places nest, with landmark and postal code optional', () => {
    expect(nepalAddressSchema.parse(valid)).toEqual(valid);
    expect(nepalAddressSchema.parse({ ...valid, landmark: ' Kathmandu Guest House ', postalCode: '44600' })).toEqual({
      ...valid,
      landmark: 'Kathmandu Guest House',
      postalCode: '44600',
    });
  });

  it('treats empty optional fields from a form as not given', () => {
    expect(nepalAddressSchema.parse({ ...valid, landmark: '  ', postalCode: '' })).toEqual(valid);
  });

  it('rejects a district outside the chosen province', () => {
    // Kaski (38) is in Gandaki.
    expect(issues({ ...valid, districtId: 38 })).toEqual([{ path: 'districtId', message: M.districtNotInProvince }]);
  });

  it('rejects a municipality outside the chosen district', () => {
    // Lalitpur Metropolitan City (331) is in Lalitpur district.
    expect(issues({ ...valid, localLevelId: 331 })).toEqual([
      { path: 'localLevelId', message: M.localLevelNotInDistrict },
    ]);
  });

  it('rejects unknown places', () => {
    expect(issues({ ...valid, provinceId: 8 })).toEqual([{ path: 'provinceId', message: M.provinceRequired }]);
    expect(issues({ ...valid, districtId: 78 })).toEqual([{ path: 'districtId', message: M.districtRequired }]);
    expect(issues({ ...valid, localLevelId: 754 })).toEqual([{ path: 'localLevelId', message: M.localLevelRequired }]);
  });

  it('keeps the ward within the municipality (Kathmandu has 32)', () => {
    expect(issues({ ...valid, ward: 32 })).toEqual([]);
    expect(issues({ ...valid, ward: 33 })).toEqual([{ path: 'ward', message: M.wardOutOfRange(32) }]);
    expect(issues({ ...valid, ward: 0 })).toEqual([{ path: 'ward', message: M.wardOutOfRange(32) }]);
    expect(issues({ ...valid, ward: 2.5 })).toEqual([{ path: 'ward', message: M.wardRequired }]);
  });

  it('requires a street or tole', () => {
    expect(issues({ ...valid, tole: '   ' })).toEqual([{ path: 'tole', message: M.toleRequired }]);
    expect(issues({ ...valid, tole: 'x'.repeat(121) })).toEqual([{ path: 'tole', message: M.tooLong(120) }]);
  });

  it('accepts only a 5-digit postal code', () => {
    expect(issues({ ...valid, postalCode: '4460' })).toEqual([{ path: 'postalCode', message: M.postalCodeInvalid }]);
    expect(issues({ ...valid, postalCode: '44600a' })).toEqual([{ path: 'postalCode', message: M.postalCodeInvalid }]);
  });

  it('rejects ids sent as text, so a form converts them on purpose', () => {
    expect(issues({ ...valid, districtId: '27' })).toEqual([{ path: 'districtId', message: M.districtRequired }]);
  });
});

describe('formatNepalAddress', () => {
  const address = nepalAddressSchema.parse({ ...valid, landmark: 'Kathmandu Guest House', postalCode: '44600' });

  it('writes the lines a courier reads, most specific first', () => {
    expect(formatNepalAddress(address)).toEqual([
      'Thamel Marg, near Kathmandu Guest House',
      'Kathmandu Metropolitan City-26',
      'Kathmandu, Bagmati Province 44600',
    ]);
  });

  it('writes them in Nepali with Devanagari digits', () => {
    expect(formatNepalAddress(address, 'ne')).toEqual([
      'Thamel Marg, Kathmandu Guest House नजिक',
      'काठमाण्डौं महानगरपालिका-२६',
      'काठमाडौँ, बाग्मती प्रदेश ४४६००',
    ]);
  });

  it('leaves a landmark that already says where it is as the shopper wrote it (issue 30)', () => {
    for (const landmark of [
      'Opposite Everest Bank',
      'near the temple',
      'Behind Bir Hospital',
      'Next to Bhatbhateni',
      'Opp. Civil Mall',
      'In front of the school',
    ]) {
      const line = formatNepalAddress({ ...address, landmark })[0];
      expect(line).toBe(`Thamel Marg, ${landmark}`);
    }
    for (const landmark of ['एभरेस्ट बैंक अगाडि', 'मन्दिर नजिक', 'विद्यालयको पछाडि']) {
      expect(formatNepalAddress({ ...address, landmark }, 'ne')[0]).toBe(`Thamel Marg, ${landmark}`);
    }
  });
});
