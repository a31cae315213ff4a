import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountDetailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  isNepaliMobile,
  nepaliPhoneKey,
  loginSchema,
  normalizeProvince,
  PROVINCES,
  phoneResetFormSchema,
  phoneResetSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupSchema,
} from './account-forms.js';
import { billingFromAddress, billingSchema, profilePatchSchema } from './billing-forms.js';

/** First message per field, the way the forms and the server report them. */
function firstErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const goodSignup = {
  first_name: 'Sita',
  last_name: 'Sharma',
  email: 'Sita@Example.com ',
  phone: '9841234567',
  password: 'kathmandu-valley',
  confirm_password: 'kathmandu-valley',
};

describe('Nepali mobile numbers', () => {
  it.each([
    '9841234567',
    '9851234567',
    '9861234567',
    '9801234567',
    '9811234567',
    '9821234567',
    '9741234567',
    '9751234567',
    '9761234567',
    '9701234567',
    '9711234567',
    '9721234567',
    '9611234567',
    '9621234567',
    '9631234567',
    '9601234567',
    '9881234567',
    '9001234567',
  ])('accepts %s', (phone) => expect(isNepaliMobile(phone)).toBe(true));
  it.each([
    '9831234567',
    '9871234567',
    '9891234567',
    '9731234567',
    '9771234567',
    '9781234567',
    '9791234567',
    '9641234567',
    '0141234567',
    '984123456',
    '98412345678',
  ])('rejects %s', (phone) => expect(isNepaliMobile(phone)).toBe(false));
});

describe('provinces', () => {
  it('has the seven official names', () => {
    expect(PROVINCES.map((p) => p.name)).toEqual([
      'Koshi Province',
      'Madhesh Province',
      'Bagmati Province',
      'Gandaki Province',
      'Lumbini Province',
      'Karnali Province',
      'Sudurpashchim Province',
    ]);
  });
  it.each([
    ['bagmati', 'Bagmati Province'],
    ['NP-P1', 'Koshi Province'],
    ['Province No. 1', 'Koshi Province'],
    ['Madhes', 'Madhesh Province'],
    ['  sudurpaschim  province ', 'Sudurpashchim Province'],
    ['Sudur Pashchim', 'Sudurpashchim Province'],
  ])('reads %s as %s', (input, name) => expect(normalizeProvince(input)).toBe(name));
  it('knows no eighth province', () => {
    expect(normalizeProvince('Province No. 8')).toBeNull();
    expect(normalizeProvince('')).toBeNull();
  });
});

describe('login', () => {
  it('asks for both fields with the spec messages', () => {
    expect(firstErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(firstErrors(loginSchema, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('rejects a malformed e-mail and normalises a good one', () => {
    expect(firstErrors(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual({ email: 'Invalid email' });
    expect(loginSchema.parse({ email: ' Ram@Example.COM ', password: 'x' }).email).toBe('ram@example.com');
  });
});

describe('signup', () => {
  it('accepts a good payload', () => {
    expect(signupSchema.parse(goodSignup).email).toBe('sita@example.com');
  });
  it('reports every required field', () => {
    expect(firstErrors(signupSchema, {})).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      password: 'Password is required',
      confirm_password: 'Confirm Password is required',
    });
  });
  it('checks phone, length and match', () => {
    expect(firstErrors(signupSchema, { ...goodSignup, phone: '98412' })).toEqual({
      phone: 'Phone number must be 10 digits',
    });
    expect(firstErrors(signupSchema, { ...goodSignup, phone: '9831234567' })).toEqual({
      phone: 'Enter a valid Nepali mobile number',
    });
    expect(firstErrors(signupSchema, { ...goodSignup, password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(firstErrors(signupSchema, { ...goodSignup, confirm_password: 'different-one' })).toEqual({
      confirm_password: 'Passwords must match',
    });
  });
});

describe('forgot and reset', () => {
  it('needs a valid e-mail', () => {
    expect(firstErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(firstErrors(forgotPasswordSchema, { email: 'x@' })).toEqual({ email: 'Invalid email' });
  });
  it('needs the otp, a long enough password and a matching confirmation', () => {
    expect(firstErrors(resetPasswordFormSchema, { otp: '', password: '', confirm_password: '' })).toEqual({
      otp: 'Otp is required',
      password: 'Password is required',
      confirm_password: 'Confirm Password is required',
    });
    expect(
      firstErrors(resetPasswordFormSchema, { otp: '12ab', password: 'abcdefgh', confirm_password: 'abcdefgx' }),
    ).toEqual({
      otp: 'Otp must be 6 digits',
      confirm_password: 'Passwords must match',
    });
    expect(
      resetPasswordSchema.safeParse({
        otp: '123456',
        password: 'abcdefgh',
        confirm_password: 'abcdefgh',
        email: 'a@b.co',
      }).success,
    ).toBe(true);
  });

  it('with a mobile number: the SMS code, the password rules and a Nepali mobile', () => {
    expect(firstErrors(phoneResetFormSchema, { code: '', password: '', confirm_password: '' })).toEqual({
      code: 'Code is required',
      password: 'Password is required',
      confirm_password: 'Confirm Password is required',
    });
    expect(
      firstErrors(phoneResetSchema, { phone: '12345', code: '12ab', password: 'short', confirm_password: 'shorx' }),
    ).toEqual({
      phone: 'Phone number must be 10 digits',
      code: 'Code must be 6 digits',
      password: 'Password must be at least 8 characters',
      confirm_password: 'Passwords must match',
    });
    expect(
      phoneResetSchema.safeParse({
        phone: '9841234567',
        code: '123456',
        password: 'abcdefgh',
        confirm_password: 'abcdefgh',
      }).success,
    ).toBe(true);
  });
});

// docs/rules/accounts.md#change-password
describe('change password', () => {
  it('uses the spec messages and the signup minimum', () => {
    expect(firstErrors(changePasswordSchema, {})).toEqual({
      old_password: 'Old Password is required',
      new_password: 'New Password is required',
      confirm_new_password: 'Confirm Password is required',
    });
    expect(
      firstErrors(changePasswordSchema, { old_password: 'a', new_password: 'short', confirm_new_password: 'short' }),
    ).toEqual({
      new_password: 'Password must be at least 8 characters',
    });
    expect(
      firstErrors(changePasswordSchema, {
        old_password: 'a',
        new_password: 'long-enough',
        confirm_new_password: 'long-enougX',
      }),
    ).toEqual({
      confirm_new_password: 'Passwords must match',
    });
  });
});

describe('account detail and billing', () => {
  it('account detail: middle name optional, the rest required', () => {
    expect(firstErrors(accountDetailSchema, { first_name: '', last_name: '', email: '', phone: '' })).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
    expect(
      accountDetailSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '9801234567' }).success,
    ).toBe(true);
  });
  it('billing: the address book’s Nepal address, postal code optional (five digits when given)', () => {
    expect(firstErrors(billingSchema, {})).toEqual({
      province_id: 'Choose a province',
      district_id: 'Choose a district',
      local_level_id: 'Choose a municipality or rural municipality',
      ward: 'Enter the ward number',
      tole: 'Street / tole is required',
    });
    const good = { province_id: 3, district_id: 27, local_level_id: 307, ward: 26, tole: 'Lambagar' };
    expect(billingSchema.safeParse(good).success).toBe(true);
    expect(billingSchema.safeParse({ ...good, landmark: '', postal_code: '' }).success).toBe(true);
    expect(firstErrors(billingSchema, { ...good, district_id: 38 })).toEqual({
      district_id: 'This district is not in the chosen province',
    });
    expect(firstErrors(billingSchema, { ...good, postal_code: '446' })).toEqual({
      postal_code: 'Postal code must be 5 digits',
    });
  });
  it('billing is kept with the same address in one-line fields', () => {
    expect(
      billingFromAddress({ provinceId: 3, districtId: 27, localLevelId: 307, ward: 26, tole: 'Lambagar' }),
    ).toEqual({
      country: 'Nepal',
      state: 'Bagmati Province',
      city: 'Kathmandu Metropolitan City-26, Kathmandu',
      address: 'Lambagar',
      monument: '',
      zipcode: '',
      province_id: 3,
      district_id: 27,
      local_level_id: 307,
      ward: 26,
      tole: 'Lambagar',
      landmark: '',
      postal_code: '',
    });
  });
  it('profile patch takes any subset', () => {
    expect(profilePatchSchema.parse({})).toEqual({});
    expect(profilePatchSchema.parse({ billing: { ward: 4 } })).toEqual({ billing: { ward: 4 } });
    expect(firstErrors(profilePatchSchema, { phone: '123' })).toEqual({ phone: 'Phone number must be 10 digits' });
  });
});

describe('nepaliPhoneKey: one number however it is written', () => {
  it.each([
    ['9841234567', '9841234567'],
    ['984-123 4567', '9841234567'],
    ['+977 9841234567', '9841234567'],
    ['+977-984-1234567', '9841234567'],
    ['9779841234567', '9841234567'],
    ['(+977) 98412 34567', '9841234567'],
  ])('%s → %s', (written, key) => expect(nepaliPhoneKey(written)).toBe(key));

  it('keeps a short number that merely starts with 977', () => {
    expect(nepaliPhoneKey('9771234')).toBe('9771234');
  });
});
