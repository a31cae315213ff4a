import { Socket } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { foreignHostWarning, isInProcess, REPORTED_HOSTS, unexpectedHost } from './host-check.js';

function warningsOf(publicUrl: string) {
  const warnings: unknown[][] = [];
  const check = foreignHostWarning(() => publicUrl, { warn: (...args: unknown[]) => warnings.push(args) });
  return { warnings, check };
}

describe('unexpectedHost', () => {
  it('takes PUBLIC_URL’s host however the browser spells it', () => {
    expect(unexpectedHost('shop.example.com', 'https://shop.example.com')).toBeNull();
    expect(unexpectedHost('SHOP.example.com', 'https://shop.example.com')).toBeNull();
    expect(unexpectedHost('shop.example.com.', 'https://shop.example.com')).toBeNull();
    expect(unexpectedHost('shop.example.com:443', 'https://shop.example.com')).toBeNull();
    expect(unexpectedHost('localhost:3000', 'http://localhost:3000')).toBeNull();
    expect(unexpectedHost('[::1]:3000', 'http://[::1]:3000')).toBeNull();
  });

  it('names any other host, port or loopback name', () => {
    expect(unexpectedHost('www.shop.example.com', 'https://shop.example.com')).toBe('www.shop.example.com');
    expect(unexpectedHost('203.0.113.7:3000', 'https://shop.example.com')).toBe('203.0.113.7:3000');
    expect(unexpectedHost('shop.example.com:8443', 'https://shop.example.com')).toBe('shop.example.com:8443');
    // The browser keeps separate sign-ins for localhost and 127.0.0.1: the return is lost the same.
    expect(unexpectedHost('127.0.0.1:3000', 'http://localhost:3000')).toBe('127.0.0.1:3000');
    expect(unexpectedHost('localhost:3000', 'http://127.0.0.1:3000')).toBe('localhost:3000');
  });

  it('says nothing without a host or a PUBLIC_URL', () => {
    expect(unexpectedHost('', 'https://shop.example.com')).toBeNull();
    expect(unexpectedHost('anything', '')).toBeNull();
  });
});

describe('foreignHostWarning', () => {
  it('warns once per host other than PUBLIC_URL’s, not once per request', () => {
    const { warnings, check } = warningsOf('https://shop.example.com');
    check({ host: 'shop.example.com', url: '/' });
    check({ host: 'SHOP.example.com', url: '/products' });
    expect(warnings).toHaveLength(0);
    check({ host: '203.0.113.7:3000', url: '/payment-success' });
    check({ host: '203.0.113.7:3000', url: '/' });
    check({ host: 'www.shop.example.com', url: '/' });
    check({ host: 'WWW.shop.example.com', url: '/cart' });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]?.[0]).toEqual({ host: '203.0.113.7:3000', publicUrl: 'https://shop.example.com' });
    expect(warnings[1]?.[0]).toEqual({ host: 'www.shop.example.com', publicUrl: 'https://shop.example.com' });
  });

  it('leaves probes alone, whatever host they call on', () => {
    const { warnings, check } = warningsOf('https://shop.example.com');
    for (const url of ['/healthz', '/readyz', '/metrics', '/readyz?full=1']) check({ host: '10.0.0.5:3000', url });
    expect(warnings).toHaveLength(0);
  });

  it(`reports at most ${REPORTED_HOSTS} hosts, then says once that it stops`, () => {
    const { warnings, check } = warningsOf('https://shop.example.com');
    for (let index = 0; index < REPORTED_HOSTS + 10; index += 1) check({ host: `h${index}.example.net`, url: '/' });
    expect(warnings).toHaveLength(REPORTED_HOSTS + 1);
    expect(String(warnings.at(-1)?.[1])).toContain('further hosts are not reported');
  });

  it('leaves the server’s own in-process calls alone (the first-screen render asks its API so)', () => {
    const { warnings, check } = warningsOf('https://shop.example.com');
    check({ host: 'localhost:80', url: '/api/v1/products/', inProcess: true });
    expect(warnings).toHaveLength(0);
  });

  it('says nothing without a PUBLIC_URL', () => {
    const { warnings, check } = warningsOf('');
    check({ host: 'anything', url: '/' });
    expect(warnings).toHaveLength(0);
  });
});

describe('isInProcess', () => {
  it('tells app.inject from a client on a socket', async () => {
    const app = Fastify();
    app.get('/where', async (request) => ({ inProcess: isInProcess(request.raw) }));
    await app.ready();
    try {
      expect((await app.inject({ url: '/where' })).json()).toEqual({ inProcess: true });
    } finally {
      await app.close();
    }
    expect(isInProcess({ socket: new Socket() })).toBe(false);
  });
});
