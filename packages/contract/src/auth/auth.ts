// Auth shapes shared by the web app and the server.
import type { UserRole } from '../staff/staff.js';

/** POST: reads the HttpOnly refresh cookie, rotates it, answers { data: { access, user } }. */
export const AUTH_REFRESH_PATH = '/api/v1/auth/token/refresh/';
export const AUTH_LOGOUT_PATH = '/api/v1/auth/logout/';

/**
 * A disabled account (the back office's Customers screen) cannot sign in in any way, refresh its
 * session or make changes. Nothing in the storefront spec covers it: one wording everywhere.
 */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Please contact the shop if you think this is a mistake';

export interface SessionUser {
  id: number;
  email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  role: UserRole;
  /** The owner proved the address (a code, or Google): needed to order (docs/rules/accounts.md#e-mail-verification). */
  email_verified: boolean;
  /** The owner proved the phone number with an SMS code: it may sign in with it (docs/rules/accounts.md#mobile-number). */
  phone_verified: boolean;
}

export interface AuthResponse {
  user: SessionUser;
  access: string;
}

/** Every auth and account endpoint the web app calls (docs/rules/accounts.md#sessions-and-tokens; docs/api-auth.md). */
export const AUTH_PATHS = {
  register: '/api/v1/users/register/',
  login: '/api/v1/users/login/',
  google: '/api/v1/auth/google/',
  config: '/api/v1/auth/config/',
  refresh: AUTH_REFRESH_PATH,
  logout: AUTH_LOGOUT_PATH,
  passwordReset: '/api/v1/auth/password-reset/',
  setNewPassword: '/api/v1/auth/set-new-password/',
  changePassword: '/api/v1/auth/change-password/',
  profile: '/api/v1/auth/profile/',
  verifyEmail: '/api/v1/auth/verify-email/',
  sendVerification: '/api/v1/auth/verify-email/send/',
  changeEmail: '/api/v1/auth/change-email/',
  /** PUT: the language of the signed-in account's e-mails (the language switch records it). */
  language: '/api/v1/auth/profile/language/',
  /** POST (signed in): text a code to the account's phone number. */
  sendPhoneVerification: '/api/v1/auth/verify-phone/send/',
  /** POST (signed in): the code proves the account's phone number. */
  verifyPhone: '/api/v1/auth/verify-phone/',
  /** POST: text a sign-in code to a proven number (the same answer for any number). */
  sendPhoneLogin: '/api/v1/auth/phone-login/send/',
  /** POST: sign in with a proven number and its code. */
  phoneLogin: '/api/v1/auth/phone-login/',
  /** POST: text a password-reset code to a proven number (the same answer for any number). */
  sendPhoneReset: '/api/v1/auth/phone-reset/send/',
  /** POST: a new password with a proven number and its reset code; ends every session. */
  phoneReset: '/api/v1/auth/phone-reset/',
  /** POST: text a sign-up code to a mobile number (the same answer for any number). */
  sendPhoneSignup: '/api/v1/auth/phone-signup/send/',
  /** POST: a new account with no e-mail, its number proven by the code; signs it in. */
  phoneSignup: '/api/v1/auth/phone-signup/',
} as const;

/**
 * SMS codes proving a phone number, or signing in or resetting the password with a proven one (issue #36): shorter-lived
 * than the e-mail codes, since a text arrives at once and sits on a phone's lock screen.
 */
export const PHONE_VERIFICATION = {
  codeDigits: 6,
  expiryMinutes: 5,
  maxWrongAttempts: 5,
} as const;

/** Codes proving an e-mail address, at sign-up or after a change. */
export const EMAIL_VERIFICATION = {
  codeDigits: 6,
  expiryMinutes: 30,
  maxWrongAttempts: 5,
} as const;

/**
 * The account's billing address: a Nepal address (ids from nepal/geography.ts; null on an address
 * saved as free text before the billing form asked for them), and the same in one-line fields.
 */
export interface Billing {
  country: string;
  state: string;
  city: string;
  address: string;
  monument: string;
  /** '' when not given. */
  zipcode: string;
  province_id: number | null;
  district_id: number | null;
  local_level_id: number | null;
  ward: number | null;
  tole: string;
  landmark: string;
  /** '' when not given. */
  postal_code: string;
}

/** GET/PATCH api/v1/auth/profile/ → { data: Profile }. billing is null until first saved. */
export interface Profile extends SessionUser {
  billing: Billing | null;
}

/** GET api/v1/auth/config/ → { data: AuthConfig } */
export interface AuthConfig {
  /** Set only when Google sign-in is configured (docs/rules/accounts.md#google-sign-in). */
  google_client_id: string | null;
  /**
   * The demo shop's mailbox page (a shop running on this computer writes its e-mail to a folder):
   * where a person trying the demo reads the sign-up code. Null on a real shop.
   */
  demo_mail_path: string | null;
  /** The shop sends text messages (Sparrow SMS, or the demo's folder): phone verification and sign-in work. */
  phone_sign_in: boolean;
}

/** One-time codes for a password reset (docs/api-auth.md). */
export const PASSWORD_RESET = {
  codeDigits: 6,
  expiryMinutes: 10,
  maxWrongAttempts: 5,
} as const;
