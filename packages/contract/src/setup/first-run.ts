import { z } from 'zod';
import { signupSchema } from '../auth/account-forms.js';

// First run (issue #32): a shop with no admin answers /setup. The server prints a one-time setup
// code in its log when it starts; whoever enters it there creates the first admin in the browser,
// is signed in, and is led through a checklist on the staff dashboard until the shop is its own.

export const SETUP_PATH = '/api/v1/setup/';
export const ADMIN_SETUP_CHECKLIST_PATH = '/api/v1/admin/setup-checklist/';
export const ADMIN_SETUP_CHECKLIST_DISMISS_PATH = '/api/v1/admin/setup-checklist/dismiss/';
export const ADMIN_TEST_EMAIL_PATH = '/api/v1/admin/test-email/';

/** Crockford base32 (no I, L, O, U): 20 characters are 100 random bits, shown in groups of four. */
export const SETUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SETUP_CODE_LENGTH = 20;

export const SETUP_MESSAGES = {
  codeRequired: 'Enter the setup code from the server log',
  codeWrong: 'This setup code is not right. Copy it again from the server log',
  setupDone: 'Setup is done: this shop already has an admin. Sign in instead',
  testMailQueued: 'A test e-mail is on its way to your address',
} as const;

/**
 * The code as people copy it: letter case, spaces and dashes do not matter, and the letters
 * Crockford's alphabet leaves out are read as the digits they look like (O as 0, I and L as 1).
 */
export function normaliseSetupCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** "ABCD-EFGH-…": how the log shows a code. */
export function groupSetupCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

const codeField = z
  .string({ error: SETUP_MESSAGES.codeRequired })
  .trim()
  .min(1, SETUP_MESSAGES.codeRequired)
  .max(64, SETUP_MESSAGES.codeWrong);

/** The setup form: the code and the first admin's account, with sign-up's own rules. */
export const firstAdminSchema = signupSchema.safeExtend({ code: codeField });
export type FirstAdminInput = z.input<typeof firstAdminSchema>;

/** GET /api/v1/setup/ → 200 while the shop has no admin (404 once it has one). */
export const setupStatusSchema = z.object({ data: z.object({ open: z.literal(true) }) });

export const SETUP_STEPS = ['identity', 'delivery', 'payments', 'product', 'test_email'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const setupChecklistSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(SETUP_STEPS),
      done: z.boolean(),
    }),
  ),
  /** Every step done. */
  complete: z.boolean(),
  /** An admin hid the checklist before it was complete. */
  dismissed: z.boolean(),
  test_email: z
    .object({
      to: z.string(),
      queued_at: z.string().describe('ISO instant the test e-mail was queued'),
      sent: z.boolean().describe('The mailer has taken it (it left the mail queue)'),
      error: z.string().nullable().describe("The mailer's last error while it waits to be tried again"),
    })
    .nullable()
    .describe('The latest test e-mail, or null when none was sent'),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;

/** GET /api/v1/admin/setup-checklist/, POST …/dismiss/ → 200 */
export const setupChecklistResponseSchema = z.object({ data: setupChecklistSchema });

/** POST /api/v1/admin/test-email/ → 202 */
export const testEmailResponseSchema = z.object({
  data: z.object({ message: z.string(), to: z.string(), checklist: setupChecklistSchema }),
});
