import { z } from 'zod';

// The shop's own eSewa and Khalti merchant credentials, entered on /staff/settings (issue #32: "Your
// shop, not the demo"). Saved credentials win over ESEWA_* / KHALTI_* environment variables; the
// secret is stored sealed and never answered back (only whether one is saved and its last 4
// characters).

export const PAYMENT_CREDENTIAL_PROVIDERS = ['esewa', 'khalti'] as const;
export type PaymentCredentialProvider = (typeof PAYMENT_CREDENTIAL_PROVIDERS)[number];

export const PAYMENT_CREDENTIAL_LABELS: Record<PaymentCredentialProvider, string> = {
  esewa: 'eSewa',
  khalti: 'Khalti',
};

export const paymentSettingsPath = (provider: PaymentCredentialProvider) =>
  `/api/v1/admin/settings/payments/${provider}/`;
export const paymentSettingsTestPath = (provider: PaymentCredentialProvider) =>
  `/api/v1/admin/settings/payments/${provider}/test/`;

export const PAYMENT_SETTINGS_PATHS = {
  provider: paymentSettingsPath,
  /** POST: check the saved Khalti key with Khalti (the one provider the settings screen checks). */
  khaltiTest: paymentSettingsTestPath('khalti'),
} as const;

/** live: the provider's production hosts; test: its sandbox, or the built-in simulator in demo mode. */
export const PAYMENT_CREDENTIAL_MODES = ['live', 'test'] as const;
export type PaymentCredentialMode = (typeof PAYMENT_CREDENTIAL_MODES)[number];

export const PAYMENT_CREDENTIAL_MODE_LABELS: Record<PaymentCredentialMode, string> = {
  live: 'Live (real payments)',
  test: 'Test (sandbox or simulator)',
};

/** Where the gateway's credentials come from now. */
export const PAYMENT_CREDENTIAL_SOURCES = ['settings', 'environment', 'simulator', 'off'] as const;
export type PaymentCredentialSource = (typeof PAYMENT_CREDENTIAL_SOURCES)[number];

// A staff screen's words (English, like the other staff confirmations).
export const paymentSettingsMessages = {
  merchantCodeInvalid: 'Enter the merchant code: letters, digits, - and _ only (at most 100)',
  merchantCodeRequired: 'Enter the product code eSewa gave the shop, for example EPAYTEST',
  secretRequired: 'Enter the secret key',
  secretInvalid: 'The secret key is 8 to 200 characters, without spaces',
  providerUnknown: 'Unknown payment provider: use esewa or khalti',
  saved: (label: string) => `${label} credentials saved: payments use them from now on`,
  removed: (label: string) =>
    `${label} credentials removed: payments use the server’s environment settings, or the built-in simulator`,
  notSaved: (label: string) => `No ${label} credentials are saved`,
  noCheck: 'eSewa has no way to check a secret key without a payment: pay a small order to check it',
  checkOk: (label: string) => `${label} accepted the secret key`,
  checkRefused: (label: string, detail: string) => `${label} refused the secret key: ${detail}`,
} as const;

const secret = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\S{8,200}$/.test(value), { error: paymentSettingsMessages.secretInvalid });

/** PUT /api/v1/admin/settings/payments/:provider/. A blank secret keeps the saved one. */
export const paymentSettingsSchema = z.object({
  mode: z.enum(PAYMENT_CREDENTIAL_MODES),
  /** eSewa: the product (merchant) code; Khalti: optional, the merchant's own reference. */
  merchant_code: z
    .string()
    .trim()
    .max(100, { error: paymentSettingsMessages.merchantCodeInvalid })
    .regex(/^[A-Za-z0-9_-]*$/, { error: paymentSettingsMessages.merchantCodeInvalid }),
  secret,
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsViewSchema = z.object({
  provider: z.enum(PAYMENT_CREDENTIAL_PROVIDERS),
  source: z.enum(PAYMENT_CREDENTIAL_SOURCES),
  saved: z
    .object({
      mode: z.enum(PAYMENT_CREDENTIAL_MODES),
      merchant_code: z.string(),
      secret_saved: z.boolean(),
      /** The secret's last 4 characters ("••••1234" on the screen); null when none is saved. */
      secret_last4: z.string().nullable(),
      updated_at: z.iso.datetime({ offset: true }),
      updated_by: z.string().nullable(),
    })
    .nullable(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsViewSchema>;

export const paymentSettingsResponseSchema = z.object({
  data: paymentSettingsViewSchema,
  message: z.string().optional(),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

export const paymentSettingsTestResponseSchema = z.object({ message: z.string() });
export type PaymentSettingsTestResponse = z.infer<typeof paymentSettingsTestResponseSchema>;
