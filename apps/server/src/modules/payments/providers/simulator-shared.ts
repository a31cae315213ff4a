import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Pieces both provider simulators need: a form-body parser, a tiny page template and URL helpers.

/** A payment form is a dozen short fields; a larger body is a mistake or abuse. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` into a flat record. Registered inside the
 * simulator's own (encapsulated) plugin so it neither needs @fastify/formbody nor leaks into the
 * rest of the API. When a name repeats, the first value wins, as a naive gateway might do.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))) {
        if (!Object.hasOwn(fields, name)) fields[name] = value;
      }
      done(null, fields);
    },
  );
}

/** Reads a request body or query that should be a flat record of strings. */
export function stringFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string') fields[name] = item;
  }
  return fields;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `Rs. 1,23,456` or `Rs. 1,130.50`, grouping like the storefront, without float arithmetic. */
export function formatRupeesForDisplay(paisa: number): string {
  const rupees = new Intl.NumberFormat('en-IN').format(BigInt(Math.trunc(paisa / 100)));
  const rest = paisa % 100;
  return rest === 0 ? `Rs. ${rupees}` : `Rs. ${rupees}.${String(rest).padStart(2, '0')}`;
}

/** A full HTML document. `bodyHtml` must already be escaped. */
export function renderPage(options: { title: string; bodyHtml: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin-top:0}
.note{font-size:.875rem;color:#4a5560}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#4a5560}dd{margin:0;font-variant-numeric:tabular-nums}
.total{font-weight:700}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
.actions form{flex:1}
button{width:100%;padding:.75rem 1rem;font-size:1rem;border-radius:.375rem;border:1px solid #1b1f24;cursor:pointer}
button.pay{background:#1d6b2f;border-color:#1d6b2f;color:#fff}
button.cancel{background:#fff;color:#1b1f24}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
ul.errors{color:#a11}
</style>
</head>
<body>
<main>
${options.bodyHtml}
</main>
</body>
</html>
`;
}

/**
 * Sends a simulator page. The CSP forbids every script, so a page that accidentally grew one
 * would break in tests rather than pass unnoticed.
 */
export function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

export function errorPage(title: string, problems: readonly string[]): string {
  const items = problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('');
  return renderPage({
    title,
    bodyHtml: `<h1>${escapeHtml(title)}</h1>\n<ul class="errors">${items}</ul>`,
  });
}

/** Appends query parameters, percent-encoding spaces as `%20` (Khalti's `User canceled`). */
export function appendQuery(target: string, params: ReadonlyArray<readonly [string, string]>): string {
  const url = new URL(target);
  const added = params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const existing = url.search.replace(/^\?/, '');
  url.search = existing === '' ? added : `${existing}&${added}`;
  return url.toString();
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Whether a redirect target is on the given origin (the shop's PUBLIC_URL). The simulators run on
 * the shop's own address, so a success or failure URL elsewhere would make the shop an open
 * redirect: a link to its pay page that lands the shopper on any site an attacker names.
 */
export function isOnOrigin(value: string, origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(value).origin === origin;
  } catch {
    return false;
  }
}

/** Random identifier from an alphabet, e.g. eSewa's `000AWEO`-style codes or Khalti's pidx. */
export function randomId(length: number, alphabet: string): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length] ?? '';
  return id;
}

export const UPPER_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const MIXED_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
