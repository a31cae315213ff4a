import { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

// Payment providers send the shopper back to PUBLIC_URL, and a sign-in belongs to the host name it
// was made on: a shopper who opened the shop on another name (an IP address, the name without
// `www.`, `127.0.0.1` for `localhost`) comes back signed out and the payment's return is lost to
// that tab (issue 30). The operator is told in the log, once per such host.

/** Probes (a load balancer, a container's health check, a scraper) call on an internal address. */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
/** Distinct hosts reported; any Host header can be sent, so the log is not theirs to fill. */
export const REPORTED_HOSTS = 20;

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `name:port` as a browser would reach it: lower case, no trailing dot, no default port. */
function normalHost(host: string, protocol: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(`${protocol}//${host}`);
  } catch {
    return null;
  }
  const name = parsed.hostname.replace(/\.$/, '');
  const port = parsed.port === '' || parsed.port === DEFAULT_PORTS[protocol] ? '' : `:${parsed.port}`;
  return `${name}${port}`;
}

/**
 * The request's host when it is not PUBLIC_URL's, normalised; null when it is (or cannot be told).
 * Loopback names are not one another's equals: `localhost` and `127.0.0.1` keep separate sign-ins
 * in the browser, so a shop opened on one loses the provider's return to the other just the same.
 */
export function unexpectedHost(requestHost: string, publicUrl: string): string | null {
  if (requestHost === '' || publicUrl === '') return null;
  let expected: URL;
  try {
    expected = new URL(publicUrl);
  } catch {
    return null;
  }
  const wanted = normalHost(expected.host, expected.protocol);
  const seen = normalHost(requestHost, expected.protocol);
  if (wanted === null) return null;
  // A Host header no URL can hold is not a browser's: reported as sent.
  if (seen === null) return requestHost.toLowerCase();
  return seen === wanted ? null : seen;
}

/**
 * Whether a request was made in process (`app.inject`: the first-screen render's API calls, the
 * simulated providers), not by a client on a socket: its Host is light-my-request's default and
 * says nothing about where shoppers open the shop.
 */
export function isInProcess(raw: { socket: unknown }): boolean {
  return !(raw.socket instanceof Socket);
}

/**
 * Warns once per host other than PUBLIC_URL's that requests arrive on (at most REPORTED_HOSTS,
 * then once that more are not reported). Read on every request: PUBLIC_URL may be set after the
 * server started (the end-to-end setup does).
 */
export function foreignHostWarning(
  publicUrl: () => string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): (request: { host: string; url: string; inProcess?: boolean }) => void {
  const reported = new Set<string>();
  let full = false;
  return (request) => {
    if (full || request.inProcess === true) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (PROBE_PATHS.has(path)) return;
    const configured = publicUrl();
    const host = unexpectedHost(request.host, configured);
    if (host === null || reported.has(host)) return;
    if (reported.size >= REPORTED_HOSTS) {
      full = true;
      log.warn(
        { publicUrl: configured },
        `Requests arrive on more than ${REPORTED_HOSTS} hosts other than PUBLIC_URL’s; further hosts are not reported`,
      );
      return;
    }
    reported.add(host);
    log.warn(
      { host, publicUrl: configured },
      'A request arrived on a host other than PUBLIC_URL’s: shoppers must open the shop at PUBLIC_URL, ' +
        'or their sign-in and payment returns are lost (said once per host)',
    );
  };
}
