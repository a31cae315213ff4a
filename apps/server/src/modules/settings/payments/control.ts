import type { Config } from '../../../config.js';
import type { DbOrTx } from '../../../db/connection.js';
import {
  registerPaymentCredentials,
  rememberPaymentCredentials,
  type SavedPaymentCredentials,
} from '../../../lib/payment-credentials.js';
import type { SecretBox } from '../mail/secret-box.js';
import { openPaymentCredentials, readPaymentCredentialRows } from './store.js';

// The saved eSewa and Khalti credentials as this process holds them: read once, kept, read again
// after this process saves or removes them (reload) and, as the mail server's settings are, after
// REREAD_MS (another process of the same shop may have saved). Each payment start and verification
// asks `current()`, which costs nothing while the read is fresh.

/** How long a process trusts what it read. */
const REREAD_MS = 30_000;

export interface PaymentCredentialsControl {
  current(): Promise<SavedPaymentCredentials>;
  /** This process saved or removed credentials: read them now. */
  reload(): Promise<SavedPaymentCredentials>;
}

export function paymentCredentialsControl(options: {
  config: Config;
  db: DbOrTx;
  /** The settings key's box (shared with the mail server's password: mail/control.ts). */
  box: () => SecretBox;
  now?: () => number;
}): PaymentCredentialsControl {
  const now = options.now ?? Date.now;
  let read: { at: number; current: Promise<SavedPaymentCredentials> } | undefined;
  const fetch = (): Promise<SavedPaymentCredentials> => {
    const pending = readPaymentCredentialRows(options.db).then((rows) => {
      const saved = rows.length === 0 ? {} : openPaymentCredentials(rows, options.box());
      rememberPaymentCredentials(options.config, saved);
      return saved;
    });
    read = { at: now(), current: pending };
    // A failed read is tried again with the next payment.
    pending.catch(() => {
      if (read?.current === pending) read = undefined;
    });
    return pending;
  };
  const control: PaymentCredentialsControl = {
    current: () => (read && now() - read.at < REREAD_MS ? read.current : fetch()),
    reload: fetch,
  };
  registerPaymentCredentials(options.config, control);
  return control;
}
