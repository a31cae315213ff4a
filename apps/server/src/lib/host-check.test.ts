import { describe, expect, it } from 'vitest';
import { foreignHostWarning } from './host-check.js';

describe('foreignHostWarning', () => {
  it('warns once, for the first request on a host other than PUBLIC_URL’s', () => {
    const warnings: unknown[][] = [];
    const check = foreignHostWarning(() => 'https://shop.example.com', {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    check({ host: 'shop.example.com', url: '/' });
    check({ host: '127.0.0.1:3000', url: '/healthz' });
    check({ host: 'SHOP.example.com', url: '/products' });
    expect(warnings).toHaveLength(0);
    check({ host: '203.0.113.7:3000', url: '/payment-success' });
    check({ host: 'www.shop.example.com', url: '/' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toEqual({ host: '203.0.113.7:3000', publicUrl: 'https://shop.example.com' });
  });

  it('says nothing without a PUBLIC_URL', () => {
    const warnings: unknown[] = [];
    const check = foreignHostWarning(() => '', { warn: (...args: unknown[]) => warnings.push(args) });
    check({ host: 'anything', url: '/' });
    expect(warnings).toHaveLength(0);
  });
});
