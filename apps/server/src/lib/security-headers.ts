import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

// The shop's security headers, on every response (pages, API, static files, uploads, errors).
// The Content-Security-Policy lets the browser run only the shop's own script files plus the
// inline scripts named here by hash: an injected <script>, inline event handler or script from
// another host does not run. Styles may be inline: the server-drawn first screen inlines its
// stylesheet, and React (style attributes), Radix (scroll lock) and Sonner insert styles at run
// time, some of them computed; a style cannot run code.

/** What the policy depends on. */
export interface SecurityHeaderSettings {
  /** The shop's public address: https turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  /** Set when "Sign in with Google" is on: its script, button frame and calls are allowed. */
  googleClientId?: string;
  /** eSewa's form URL when payments go to the real eSewa (the simulator's form posts to the shop). */
  esewaFormUrl?: string;
  /** Every inline script the shop's pages carry, exactly as written between the tags. */
  inlineScripts: readonly string[];
}

/** The CSP source that allows one inline script: `'sha256-…'` of its exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/** The Content-Security-Policy directives for these settings. */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): Record<string, string[]> {
  const shop = new URL(settings.publicUrl).origin;
  const google = settings.googleClientId !== undefined;
  // The shop's own address too: behind a proxy the page's origin is the public one.
  const formTargets = ["'self'", shop];
  if (settings.esewaFormUrl) formTargets.push(new URL(settings.esewaFormUrl).origin);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...settings.inlineScripts.map(scriptHash), ...(google ? [`${GOOGLE_SIGN_IN}client`] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(google ? [`${GOOGLE_SIGN_IN}style`] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(google ? [GOOGLE_SIGN_IN] : [])],
    'frame-src': google ? [GOOGLE_SIGN_IN] : ["'none'"],
    'object-src': ["'none'"],
    'form-action': [...new Set(formTargets)],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  // On plain http (a laptop, the e2e server) an upgrade would send the page's own requests to a
  // port that does not speak TLS.
  if (isHttps(settings.publicUrl)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header text of a policy, as browsers read it. */
export function policyText(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Features the shop never uses, switched off for its pages and anything they embed. Only names
 * Chromium knows: an unknown one is a console error (and costs Lighthouse's Best Practices).
 * Publickey and identity credentials stay allowed for Google sign-in.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The headers of an answer given before any hook ran (lib/input-hygiene.ts frameworkErrorAnswer):
 * a JSON error, so the strictest policy fits it.
 */
export function errorAnswerHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(isHttps(publicUrl) ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

function isHttps(url: string): boolean {
  return new URL(url).protocol === 'https:';
}

/** Registers the headers for every route of `app`; call before any route is added. */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const google = settings.googleClientId !== undefined;
  // Helmet's middleware, made once: the Fastify plugin made it again for every request (parsing the
  // policy each time), a twentieth of an order's CPU on the checkout benchmark.
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings) },
    // Google's sign-in popup talks back to the page that opened it.
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' : 'same-origin' },
    // A year; not includeSubDomains: the shop may live on a subdomain of a domain whose other
    // hosts do not all speak https.
    strictTransportSecurity: isHttps(settings.publicUrl) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  // On the raw response, so an error answer or a route's own headers keep them. Helmet has no
  // Permissions-Policy; it is set the same way.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    setHelmetHeaders(request.raw, reply.raw, () => done());
  });
}
