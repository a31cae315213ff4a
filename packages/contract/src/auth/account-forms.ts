// Sign-in and account forms: one set of schemas and messages (docs/rules/accounts.md) used by the
// web forms and by the server's request validation, so every message is written once.
import { z } from 'zod';
import { LOCALES } from '../shared/locale.js';

// ---------------------------------------------------------------------------------------------
// Nepal facts (docs/protocols.md §4.1, §4.2)
// ---------------------------------------------------------------------------------------------

export interface Province {
  /** ISO 3166-2 code. */
  code: string;
  /** Official English name: the value stored and shown. */
  name: string;
  /** Other spellings and former names accepted on input. */
  aliases: readonly string[];
}

export const PROVINCES: readonly Province[] = [
  { code: 'NP-P1', name: 'Koshi Province', aliases: ['Koshi', 'Province No. 1', 'Province 1'] },
  {
    code: 'NP-P2',
    name: 'Madhesh Province',
    aliases: ['Madhesh', 'Madhes', 'Madhes Province', 'Province No. 2', 'Province 2'],
  },
  { code: 'NP-P3', name: 'Bagmati Province', aliases: ['Bagmati', 'Province No. 3', 'Province 3'] },
  { code: 'NP-P4', name: 'Gandaki Province', aliases: ['Gandaki', 'Province No. 4', 'Province 4'] },
  { code: 'NP-P5', name: 'Lumbini Province', aliases: ['Lumbini', 'Province No. 5', 'Province 5'] },
  { code: 'NP-P6', name: 'Karnali Province', aliases: ['Karnali', 'Province No. 6', 'Province 6'] },
  {
    code: 'NP-P7',
    name: 'Sudurpashchim Province',
    aliases: ['Sudurpashchim', 'Sudurpaschim', 'Sudur Pashchim', 'Sudūr Pashchim', 'Province No. 7', 'Province 7'],
  },
];

export const PROVINCE_NAMES: readonly string[] = PROVINCES.map((province) => province.name);

const squash = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** The official name of a province from its name, code or a known variant; null if none. */
export function normalizeProvince(input: string): string | null {
  const wanted = squash(input);
  if (wanted === '') return null;
  for (const province of PROVINCES) {
    const names = [province.name, province.code, ...province.aliases, ...province.aliases.map((a) => `${a} Province`)];
    if (names.some((name) => squash(name) === wanted)) return province.name;
  }
  return null;
}

/** The only delivery country. */
export const COUNTRY = 'Nepal';

/** NP mobile numbers (libphonenumber MOBILE pattern): 10 digits, 9 then a valid operator prefix. */
const NEPALI_MOBILE = /^9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\d{7}$/;

export function isNepaliMobile(phone: string): boolean {
  return NEPALI_MOBILE.test(phone);
}

/**
 * One phone number however it was written: digits only, without Nepal's country code, so
 * "+977 984-123 4567", "9779841234567" and "9841234567" are the same number (a first-order coupon
 * counts once per number, issue #29). The server compares stored orders with the same rule in SQL
 * (PHONE_KEY_SQL_PATTERN), so keep the two in step.
 */
export function nepaliPhoneKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^977(\d{9,})$/, '$1');
}

/** nepaliPhoneKey's country-code rule as a PostgreSQL regular expression (regexp_replace, with [^0-9] stripped first). */
export const PHONE_KEY_SQL_PATTERN = '^977([0-9]{9,})$';

// ---------------------------------------------------------------------------------------------
// Messages, as the rules state them (docs/rules/accounts.md,
// docs/rules/checkout-and-payments.md#shipping-address)
// ---------------------------------------------------------------------------------------------

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsMustMatch: 'Passwords must match',
  confirmPasswordRequired: 'Confirm Password is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  nameTooLong: 'Name must be at most 50 characters',
  phoneRequired: 'Phone is required',
  phoneDigits: 'Phone number must be 10 digits',
  phoneNotMobile: 'Enter a valid Nepali mobile number',
  otpRequired: 'Otp is required',
  otpDigits: 'Otp must be 6 digits',
  oldPasswordRequired: 'Old Password is required',
  newPasswordRequired: 'New Password is required',
  countryRequired: 'Country is required',
  countryNepalOnly: 'We deliver within Nepal only',
  provinceRequired: 'Province is required',
  provinceUnknown: 'Choose one of the 7 provinces',
  cityRequired: 'City is required',
  addressRequired: 'Address is required',
  // The API's field `monument` is a landmark near the address
  // (docs/rules/checkout-and-payments.md#shipping-address).
  monumentRequired: 'Landmark is required',
  zipcodeRequired: 'Zip code is required',
  zipcodeDigits: 'Zip code must be 5 digits',
  tooLong: 'Must be at most 200 characters',
  // Server answers
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this e-mail already exists',
  // E-mail verification (docs/rules/accounts.md#e-mail-verification)
  codeRequired: 'Code is required',
  codeDigits: 'Code must be 6 digits',
  verificationSent: 'If this e-mail needs verifying, a new code has been sent to it',
  emailVerified: 'Your e-mail address is verified',
  emailNotVerified: 'Verify your e-mail address to place an order: enter the code we e-mailed you',
  currentPasswordRequired: 'Current Password is required',
  // Mobile number verification and sign-in (docs/rules/accounts.md#mobile-number)
  phoneCodeSent: 'We have sent a code to your mobile number',
  phoneVerified: 'Your mobile number is verified',
  phoneLoginSent: 'If this number is verified on an account, we have sent a code',
  phoneSignupSent: 'We have sent a text message to this number. Enter the code from it',
} as const;

const M = ACCOUNT_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

const requiredText = (message: string, max = 200, tooLong: string = M.tooLong) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .regex(z.regexes.email, M.emailInvalid);

/**
 * The e-mail of a form that an account signed up with a mobile number alone fills (Account Details,
 * checkout): none, or a valid address (docs/rules/accounts.md#sign-up-with-a-mobile-number).
 */
export const optionalEmailField = z
  .string({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, M.emailInvalid)
  .refine((value) => value === '' || z.regexes.email.test(value), M.emailInvalid);

/** Sign-in only checks presence: the length rule is for new passwords. */
const anyPassword = z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(1024, M.passwordMax);

const newPassword = (required: string = M.passwordRequired) =>
  z.string({ error: required }).min(1, required).min(8, M.passwordMin).max(128, M.passwordMax);

export const phoneField = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .regex(/^\d{10}$/, M.phoneDigits)
  .refine((value) => !/^\d{10}$/.test(value) || isNepaliMobile(value), M.phoneNotMobile);

const firstName = requiredText(M.firstNameRequired, 50, M.nameTooLong);
const lastName = requiredText(M.lastNameRequired, 50, M.nameTooLong);
const middleName = z.string().trim().max(50, M.nameTooLong);

const confirm = (required: string) => z.string({ error: required }).min(1, required);

/** Both passwords present: only then is "must match" worth saying. */
const bothStrings =
  (a: string, b: string) =>
  ({ value }: { value: unknown }) => {
    const record = value as Record<string, unknown> | null;
    return typeof record?.[a] === 'string' && typeof record[b] === 'string';
  };

// ---------------------------------------------------------------------------------------------
// Forms and payloads
// ---------------------------------------------------------------------------------------------

export const loginSchema = z.object({
  email: emailField,
  password: anyPassword,
  /** Pasal extension: keep the session across browser restarts. */
  remember: z.boolean().optional(),
});

export const signupSchema = z
  .object({
    first_name: firstName,
    last_name: lastName,
    email: emailField,
    phone: phoneField,
    password: newPassword(),
    confirm_password: confirm(M.confirmPasswordRequired),
  })
  .refine((data) => data.password === data.confirm_password, {
    message: M.passwordsMustMatch,
    path: ['confirm_password'],
    when: bothStrings('password', 'confirm_password'),
  });

export const forgotPasswordSchema = z.object({ email: emailField });

const otpField = z
  .string({ error: M.otpRequired })
  .trim()
  .min(1, M.otpRequired)
  .regex(/^\d{6}$/, M.otpDigits);

/** What the reset form asks for; the e-mail comes from navigation state. */
export const resetPasswordFormSchema = z
  .object({
    otp: otpField,
    password: newPassword(),
    confirm_password: confirm(M.confirmPasswordRequired),
  })
  .refine((data) => data.password === data.confirm_password, {
    message: M.passwordsMustMatch,
    path: ['confirm_password'],
    when: bothStrings('password', 'confirm_password'),
  });

/** POST api/v1/auth/set-new-password/ */
export const resetPasswordSchema = z
  .object({
    otp: otpField,
    password: newPassword(),
    confirm_password: confirm(M.confirmPasswordRequired),
    email: emailField,
  })
  .refine((data) => data.password === data.confirm_password, {
    message: M.passwordsMustMatch,
    path: ['confirm_password'],
    when: bothStrings('password', 'confirm_password'),
  });

/** The new password follows the signup rule (docs/rules/accounts.md#password-rules). */
export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: M.oldPasswordRequired }).min(1, M.oldPasswordRequired).max(1024, M.passwordMax),
    new_password: newPassword(M.newPasswordRequired),
    confirm_new_password: confirm(M.confirmPasswordRequired),
  })
  .refine((data) => data.new_password === data.confirm_new_password, {
    message: M.passwordsMustMatch,
    path: ['confirm_new_password'],
    when: bothStrings('new_password', 'confirm_new_password'),
  });

export const googleLoginSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(8192, 'Token is too long'),
  remember: z.boolean().optional(),
});

const verificationCodeField = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, M.codeRequired)
  .regex(/^\d{6}$/, M.codeDigits);

/** The code form (sign-up's second step, checkout, account): the e-mail comes from the page. */
export const verifyEmailFormSchema = z.object({ code: verificationCodeField });

/** POST api/v1/auth/verify-email/ */
export const verifyEmailSchema = z.object({ email: emailField, code: verificationCodeField });

/** POST api/v1/auth/verify-email/send/: a new code (same answer whatever the account). */
export const sendVerificationSchema = z.object({ email: emailField });

/** POST api/v1/auth/verify-phone/ (signed in): the code texted to the account's number. */
export const verifyPhoneSchema = z.object({ code: verificationCodeField });

/** POST api/v1/auth/phone-login/send/: a sign-in code for a proven number (same answer for any number). */
export const phoneLoginSendSchema = z.object({ phone: phoneField });

/** POST api/v1/auth/phone-login/ */
export const phoneLoginSchema = z.object({
  phone: phoneField,
  code: verificationCodeField,
  remember: z.boolean().optional(),
});

/** POST api/v1/auth/phone-signup/send/: a sign-up code for a mobile number (same answer for any number). */
export const phoneSignupSendSchema = z.object({ phone: phoneField });

/** The sign-up-by-SMS form's second step: the number comes from its first step. */
export const phoneSignupFormSchema = z.object({
  first_name: firstName,
  last_name: lastName,
  code: verificationCodeField,
});

/** POST api/v1/auth/phone-signup/: an account with no e-mail and no password, its number proven by the code. */
export const phoneSignupSchema = phoneSignupFormSchema.extend({
  phone: phoneField,
  remember: z.boolean().optional(),
});

/** The reset-by-SMS form (docs/rules/accounts.md#forgot-and-reset-password): the number comes from its first step. */
export const phoneResetFormSchema = z
  .object({
    code: verificationCodeField,
    password: newPassword(),
    confirm_password: confirm(M.confirmPasswordRequired),
  })
  .refine((data) => data.password === data.confirm_password, {
    message: M.passwordsMustMatch,
    path: ['confirm_password'],
    when: bothStrings('password', 'confirm_password'),
  });

/** POST api/v1/auth/phone-reset/send/: a reset code for a proven number (same answer for any number). */
export const phoneResetSendSchema = z.object({ phone: phoneField });

/** POST api/v1/auth/phone-reset/: the e-mail reset's rules, with a proven number and its texted code. */
export const phoneResetSchema = z
  .object({
    phone: phoneField,
    code: verificationCodeField,
    password: newPassword(),
    confirm_password: confirm(M.confirmPasswordRequired),
  })
  .refine((data) => data.password === data.confirm_password, {
    message: M.passwordsMustMatch,
    path: ['confirm_password'],
    when: bothStrings('password', 'confirm_password'),
  });

/** POST api/v1/auth/change-email/ (signed in): the new address and the current password. */
export const changeEmailSchema = z.object({
  email: emailField,
  current_password: z
    .string({ error: M.currentPasswordRequired })
    .min(1, M.currentPasswordRequired)
    .max(1024, M.passwordMax),
});

/** The Account Details form's fields (billing-forms.ts's profile patch takes them one by one). */
export const accountDetailFields = {
  first_name: firstName,
  middle_name: middleName,
  last_name: lastName,
  email: emailField,
  phone: phoneField,
};

/** Account Details form (also the checkout's personal step). */
export const accountDetailSchema = z.object({
  ...accountDetailFields,
  middle_name: middleName.optional(),
});

/** Account Details of an account signed up with a mobile number alone: the e-mail may stay empty. */
export const phoneAccountDetailSchema = accountDetailSchema.extend({ email: optionalEmailField });

/** PUT api/v1/auth/profile/language/: the language the account's e-mails are written in (issue #30). */
export const accountLanguageSchema = z.object({ locale: z.enum(LOCALES) });

export type LoginInput = z.input<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type PhoneResetInput = z.input<typeof phoneResetSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type AccountDetailInput = z.input<typeof accountDetailSchema>;
export type VerifyEmailFormInput = z.input<typeof verifyEmailFormSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
