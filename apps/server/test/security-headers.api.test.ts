import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/lib/security-headers.js';
import { createTestApp, type TestContext } from './test-app.js';

// The security headers on every kind of answer the server gives, and a policy that lets the
// server-drawn pages' inline scripts run (by hash) and no other inline script.

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pasal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head>
  <body><div id="root"><div>shell</div></div></body>
</html>`;

const renderer = `
export async function renderFirstScreen(path) {
  return {
    html: '<p>' + path + '</p>',
    dataScript: '<script id="pasal-first-screen-data" type="application/json">{"a":"<\\\\/script>"}</script>',
  };
}`;

function webBuild(): string {
  const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
  chmodSync(web, 0o755);
  writeFileSync(join(web, 'index.html'), indexHtml);
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index-2.css'), '.x{color:red}');
  writeFileSync(join(web, 'assets', 'index-1.js'), 'console.log(1)');
  mkdirSync(join(web, '.ssr'));
  writeFileSync(join(web, '.ssr', 'entry-server.mjs'), renderer);
  return web;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Inline scripts a browser would run (not data blocks such as JSON and JSON-LD). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
      return type === undefined || type === 'module' || /javascript/.test(type);
    })
    .map(([, , text]) => text!);
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SERVE_WEB: 'on', WEB_DIST_DIR: webBuild(), PAYMENT_SIMULATORS: 'on' });
  mkdirSync(join(ctx.config.DATA_DIR, 'uploads', 'products'), { recursive: true });
  writeFileSync(join(ctx.config.DATA_DIR, 'uploads', 'products', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => ctx.close());

const everyKind = {
  'the home page (server-drawn)': '/',
  'a client route (SPA fallback)': '/account/orders',
  'an API answer': '/api/v1/products/featured/',
  'an API error': '/api/v1/orders/',
  'an API 404': '/api/v1/nothing-here/',
  'a static file of the build': '/assets/index-1.js',
  'an upload': '/uploads/products/a.svg',
  'the sitemap': '/sitemap.xml',
  'the API docs': '/api/docs/json',
};

describe('security headers', () => {
  it.each(Object.entries(everyKind))('are on %s', async (_kind, url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'http://shop.test']);
    expect(policy.get('script-src')?.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(response.headers['x-frame-options']).toBe('DENY');
    // PUBLIC_URL is http here: no HSTS, which would lock a plain-http shop out of browsers.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets every inline script of a server-drawn page run by its hash, and names no other', async () => {
    for (const url of ['/', '/products']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const scripts = executableInlineScripts(response.body);
      expect(scripts.length, url).toBe(1);
      const allowed = directives(response.headers['content-security-policy']).get('script-src') ?? [];
      for (const script of scripts) {
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        expect(allowed, url).toContain(hash);
      }
      // The loader and the announcement bar's script (issue #32; on pages while a bar shows).
      expect(allowed.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    }
  });

  it('keeps the payment simulator pages on their own stricter policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/simulator/khalti/pay?pidx=nothing' });
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('on an https shop', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(() => https.close());

  it('adds HSTS and upgrades insecure requests', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/api/v1/products/featured/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});
