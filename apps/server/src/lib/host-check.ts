import type { FastifyBaseLogger } from 'fastify';

/**
 * Warns once when a request arrives on a host other than PUBLIC_URL's. Payment providers send the
 * shopper back to PUBLIC_URL, and the session cookie belongs to the host it was set on: a shopper
 * who opened the shop on another name (an IP address, a www-less name) comes back signed out and
 * the payment's return is lost to that tab (issue 30). Read on every request: PUBLIC_URL may be
 * set after the server started (the end-to-end setup does).
 */
export function foreignHostWarning(
  publicUrl: () => string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): (request: { host: string; url: string }) => void {
  let warned = false;
  return (request) => {
    // Probes (a load balancer, a container's health check) call on an internal address.
    if (warned || request.url === '/healthz' || request.url === '/readyz') return;
    const configured = publicUrl();
    if (!configured) return;
    let expected: string;
    try {
      expected = new URL(configured).host;
    } catch {
      return;
    }
    if (request.host.toLowerCase() === expected.toLowerCase()) return;
    warned = true;
    log.warn(
      { host: request.host, publicUrl: configured },
      'A request arrived on a host other than PUBLIC_URL’s: shoppers must open the shop at PUBLIC_URL, ' +
        'or their sign-in and payment returns are lost (this is said once)',
    );
  };
}
