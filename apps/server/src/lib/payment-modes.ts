import { PAYMENT_GATEWAYS, type PaymentGateway } from '@pasal/contract';
import type { Config } from '../config.js';
import { savedPaymentCredentials, type SavedGatewayCredentials } from './payment-credentials.js';

// Which way each online gateway runs: against the real provider (live), against the built-in
// simulator (simulated), or not at all (off). Pure rules, read once from config at start. Shared
// by config.ts, the payments module and the settings module (what checkout can offer), so it lives
// below all of them.
//
// The simulators take "payments" that move no money, and their secrets are public (eSewa's UAT
// secret, the Khalti simulator key in this source). On a real domain they would hand out goods for
// nothing, so they run only in demo mode: when asked for (PAYMENT_SIMULATORS=on), or by default
// when the shop's public address is this machine (`npm start` on a laptop still pays offline).
// The same rule decides whether an empty database gets the demo catalogue (SEED_DEMO).

export type GatewayMode = 'live' | 'simulated' | 'off';

export type DemoSetting = 'on' | 'off' | undefined;

/** True for localhost (and *.localhost), 127.0.0.0/8 and ::1. Anything unparsable is not loopback. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (hostname === '[::1]') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  // WHATWG URL parsing already normalises IPv4 forms (127.1, 0x7f.0.0.1) to dotted quads.
  return octets !== null && octets[1] === '127';
}

/**
 * Demo mode (payment simulators, the demo catalogue): explicit on/off wins; otherwise on exactly
 * when the public URL is loopback.
 */
export function demoModeEnabled(setting: DemoSetting, publicUrl: string): boolean {
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  return isLoopbackUrl(publicUrl);
}

/** Credentials always mean the real provider; without them, the simulator in demo mode, else off. */
export function gatewayMode(hasCredentials: boolean, simulators: boolean): GatewayMode {
  if (hasCredentials) return 'live';
  return simulators ? 'simulated' : 'off';
}

/**
 * A gateway's mode with credentials saved on /staff/settings (they win over the environment): live
 * ones talk to the real provider; test ones to the built-in simulator in demo mode, else to the
 * provider's sandbox. A secret that no longer opens (another SETTINGS_KEY) switches the gateway off.
 */
export function savedGatewayMode(saved: SavedGatewayCredentials, simulators: boolean): GatewayMode {
  if (saved.secret === null) return 'off';
  return saved.mode === 'test' && simulators ? 'simulated' : 'live';
}

/** Each gateway's mode; cash on delivery needs no provider, so it is always live. */
export function gatewayModes(config: Config): Record<PaymentGateway, GatewayMode> {
  const saved = savedPaymentCredentials(config);
  const mode = (gateway: 'Esewa' | 'Khalti', fromEnv: GatewayMode): GatewayMode => {
    const entry = saved[gateway];
    return entry ? savedGatewayMode(entry, config.paymentSimulators) : fromEnv;
  };
  return { Esewa: mode('Esewa', config.esewaMode), Khalti: mode('Khalti', config.khaltiMode), COD: 'live' };
}

/**
 * The gateways the checkout offers, in display order: those the admin switched on (shop settings)
 * that can run here. A gateway without credentials outside demo mode stays off whatever the setting.
 */
export function offeredGateways(
  config: Config,
  switchedOn: readonly PaymentGateway[] = PAYMENT_GATEWAYS,
): PaymentGateway[] {
  const modes = gatewayModes(config);
  return PAYMENT_GATEWAYS.filter((gateway) => modes[gateway] !== 'off' && switchedOn.includes(gateway));
}
