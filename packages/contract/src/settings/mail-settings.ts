import { z } from 'zod';

// The shop's outgoing e-mail server, entered on /staff/settings (issue #32: "SMTP settings can be
// entered on the settings screen with a Send a test e-mail button; environment variables still
// win; secrets stored encrypted, never shown back").

export const MAIL_SETTINGS_PATH = '/api/v1/admin/settings/mail/';
export const MAIL_TEST_PATH = '/api/v1/admin/settings/mail/test/';

/**
 * How the connection is secured: TLS from the first byte (port 465), STARTTLS upgrading a plain
 * connection (port 587, required: a server that cannot upgrade is refused), or none (a relay on
 * the shop's own network only).
 */
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export const MAIL_SECURITY_LABELS: Record<MailSecurity, string> = {
  tls: 'TLS (port 465)',
  starttls: 'STARTTLS (port 587)',
  none: 'None (local relay)',
};

/** Where the shop's e-mail goes now. */
export const MAIL_SOURCES = ['environment', 'settings', 'outbox'] as const;
export type MailSource = (typeof MAIL_SOURCES)[number];

// A staff screen's words (English, like the other staff confirmations).
export const mailSettingsMessages = {
  hostInvalid: 'Enter the mail server’s host name, for example smtp.gmail.com',
  portInvalid: 'Enter a port from 1 to 65535',
  fromInvalid: 'Enter the address the shop’s e-mail comes from, for example orders@yourshop.com.np',
  passwordTooLong: 'Must be at most 500 characters',
  userTooLong: 'Must be at most 320 characters',
  saved: 'E-mail server saved: the shop’s e-mail goes through it from now on',
  removed: 'E-mail server removed: e-mail is written to the outbox folder again',
  environmentWins: 'SMTP_URL is set on the server, so e-mail goes through it; these settings apply once it is removed',
  testSent: (to: string) => `Test e-mail sent to ${to}: check that it arrived (and its spam folder)`,
} as const;

const hostPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const addressPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** PUT /api/v1/admin/settings/mail/. A blank password keeps the saved one. */
export const mailSettingsSchema = z.object({
  host: z.string().trim().regex(hostPattern, { error: mailSettingsMessages.hostInvalid }),
  port: z.coerce
    .number({ error: mailSettingsMessages.portInvalid })
    .int({ error: mailSettingsMessages.portInvalid })
    .min(1, { error: mailSettingsMessages.portInvalid })
    .max(65535, { error: mailSettingsMessages.portInvalid }),
  security: z.enum(MAIL_SECURITY),
  username: z.string().trim().max(320, { error: mailSettingsMessages.userTooLong }),
  password: z.string().max(500, { error: mailSettingsMessages.passwordTooLong }),
  from_address: z
    .string()
    .trim()
    .max(320, { error: mailSettingsMessages.fromInvalid })
    .regex(addressPattern, { error: mailSettingsMessages.fromInvalid }),
});
export type MailSettingsInput = z.infer<typeof mailSettingsSchema>;
/** What the screen's form holds before checking (the port as typed). */
export type MailSettingsFormValues = z.input<typeof mailSettingsSchema>;

/** What the screen shows: never the password, only whether one is saved. */
export const mailSettingsViewSchema = z.object({
  source: z.enum(MAIL_SOURCES),
  saved: z
    .object({
      host: z.string(),
      port: z.number().int(),
      security: z.enum(MAIL_SECURITY),
      username: z.string(),
      password_saved: z.boolean(),
      from_address: z.string(),
      updated_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type MailSettingsView = z.infer<typeof mailSettingsViewSchema>;

export const mailSettingsResponseSchema = z.object({ data: mailSettingsViewSchema, message: z.string().optional() });
export type MailSettingsResponse = z.infer<typeof mailSettingsResponseSchema>;

/** POST /api/v1/admin/settings/mail/test/: sent at once (not queued) to the admin's own address. */
export const mailTestResponseSchema = z.object({ message: z.string() });
export type MailTestResponse = z.infer<typeof mailTestResponseSchema>;
