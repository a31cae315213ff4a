import type { Config } from '../config.js';

// The eSewa and Khalti credentials an admin saved on /staff/settings (settings/payments), as this
// process last read them. The settings module reads and caches them (its control registers here);
// the payments module and the mode rules (payment-modes.ts) read them here, keyed by the app's
// config object like the other per-app state (payments/registry.ts), so neither module imports the
// other's internals and the few callers that only hold `config` still see them.

export interface SavedGatewayCredentials {
  mode: 'live' | 'test';
  merchantCode: string;
  /** The opened secret; null when it does not open with this process's settings key. */
  secret: string | null;
  /** When it was saved (epoch ms): a provider built from it is rebuilt once this changes. */
  updatedAt: number;
}

export type SavedPaymentCredentials = Partial<Record<'Esewa' | 'Khalti', SavedGatewayCredentials>>;

interface Source {
  /** Re-reads when what it holds is old (another process may have saved); cheap otherwise. */
  current(): Promise<SavedPaymentCredentials>;
}

const sources = new WeakMap<Config, Source>();
const snapshots = new WeakMap<Config, SavedPaymentCredentials>();

/** The settings module's control: called once per app, and with each read (`remember`). */
export function registerPaymentCredentials(config: Config, source: Source): void {
  sources.set(config, source);
}

export function rememberPaymentCredentials(config: Config, saved: SavedPaymentCredentials): void {
  snapshots.set(config, saved);
}

/** What was last read (synchronous: the mode rules); nothing saved, or never read: {}. */
export function savedPaymentCredentials(config: Config): SavedPaymentCredentials {
  return snapshots.get(config) ?? {};
}

/** The credentials now: each payment start and verification asks (cached in the control). */
export async function currentPaymentCredentials(config: Config): Promise<SavedPaymentCredentials> {
  const source = sources.get(config);
  return source ? source.current() : savedPaymentCredentials(config);
}
