import type {
  PaymentCredentialProvider,
  PaymentCredentialSource,
  PaymentSettingsInput,
  PaymentSettingsView,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/connection.js';
import { users } from '../../../db/schema.js';
import type { SavedGatewayCredentials, SavedPaymentCredentials } from '../../../lib/payment-credentials.js';
import type { SecretBox } from '../mail/secret-box.js';
import { paymentCredentials } from './schema.js';

// The shop's own eSewa and Khalti credentials as saved on /staff/settings: reading, saving and
// removing the rows, and what the screen is shown (never the secret: whether one is saved and its
// last 4 characters).

export type PaymentCredentialsRow = typeof paymentCredentials.$inferSelect;

const GATEWAY_OF: Record<PaymentCredentialProvider, 'Esewa' | 'Khalti'> = { esewa: 'Esewa', khalti: 'Khalti' };

export async function readPaymentCredentialRows(db: DbOrTx): Promise<PaymentCredentialsRow[]> {
  return db.select().from(paymentCredentials);
}

/** The rows opened for the providers; a secret that does not open with `box` is null. */
export function openPaymentCredentials(
  rows: readonly PaymentCredentialsRow[],
  box: SecretBox,
): SavedPaymentCredentials {
  const saved: SavedPaymentCredentials = {};
  for (const row of rows) {
    const entry: SavedGatewayCredentials = {
      mode: row.mode,
      merchantCode: row.merchantCode,
      secret: box.open(row.secretSealed),
      updatedAt: row.updatedAt.getTime(),
    };
    saved[GATEWAY_OF[row.provider]] = entry;
  }
  return saved;
}

/** Saves the provider's credentials; a blank secret keeps the saved one (the caller checked there is one). */
export async function savePaymentCredentials(
  db: DbOrTx,
  box: SecretBox,
  provider: PaymentCredentialProvider,
  input: PaymentSettingsInput,
  previous: PaymentCredentialsRow | null,
  adminId: number,
  now: Date,
): Promise<PaymentCredentialsRow> {
  const secret =
    input.secret !== ''
      ? { secretSealed: box.seal(input.secret), secretLast4: input.secret.slice(-4) }
      : { secretSealed: previous!.secretSealed, secretLast4: previous!.secretLast4 };
  const values = {
    mode: input.mode,
    merchantCode: input.merchant_code,
    ...secret,
    updatedAt: now,
    updatedBy: adminId,
  };
  const [row] = await db
    .insert(paymentCredentials)
    .values({ provider, ...values })
    .onConflictDoUpdate({ target: paymentCredentials.provider, set: values })
    .returning();
  return row!;
}

export async function removePaymentCredentials(db: DbOrTx, provider: PaymentCredentialProvider): Promise<boolean> {
  const removed = await db
    .delete(paymentCredentials)
    .where(eq(paymentCredentials.provider, provider))
    .returning({ provider: paymentCredentials.provider });
  return removed.length > 0;
}

/** The provider's row with the e-mail of the admin who saved it last. */
export async function readPaymentCredentials(
  db: DbOrTx,
  provider: PaymentCredentialProvider,
): Promise<{ row: PaymentCredentialsRow; updatedBy: string | null } | null> {
  const [found] = await db
    .select({ row: paymentCredentials, updatedBy: users.email })
    .from(paymentCredentials)
    .leftJoin(users, eq(users.id, paymentCredentials.updatedBy))
    .where(eq(paymentCredentials.provider, provider));
  return found ?? null;
}

/** Where the provider's credentials come from now: saved ones win, then the environment, then the simulator. */
function paymentSourceOf(config: Config, provider: PaymentCredentialProvider, saved: boolean): PaymentCredentialSource {
  if (saved) return 'settings';
  const envSecret = provider === 'esewa' ? config.ESEWA_SECRET : config.KHALTI_SECRET_KEY;
  if (envSecret !== undefined) return 'environment';
  return config.paymentSimulators ? 'simulator' : 'off';
}

export function paymentSettingsView(
  config: Config,
  provider: PaymentCredentialProvider,
  found: { row: PaymentCredentialsRow; updatedBy: string | null } | null,
): PaymentSettingsView {
  return {
    provider,
    source: paymentSourceOf(config, provider, found !== null),
    saved: found && {
      mode: found.row.mode,
      merchant_code: found.row.merchantCode,
      secret_saved: found.row.secretSealed !== '',
      secret_last4: found.row.secretSealed !== '' ? found.row.secretLast4 : null,
      updated_at: found.row.updatedAt.toISOString(),
      updated_by: found.updatedBy,
    },
  };
}
