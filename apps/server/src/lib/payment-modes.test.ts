import { describe, expect, it } from 'vitest';
import { gatewayMode, isLoopbackUrl, demoModeEnabled } from './payment-modes.js';

describe('isLoopbackUrl', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://shop.localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.10.20.30',
    'http://127.1',
    'http://[::1]:3000',
    'https://localhost/',
  ])('%s is loopback', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    'https://shop.example.com',
    'http://shop.test',
    'http://10.0.0.5:3000',
    'http://128.0.0.1',
    'http://localhost.example.com',
    'http://[::2]',
    'http://0.0.0.0:3000',
    'not a url',
    '',
  ])('%s is not loopback', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe('demoModeEnabled', () => {
  it('follows an explicit setting wherever the shop is', () => {
    expect(demoModeEnabled('on', 'https://shop.example.com')).toBe(true);
    expect(demoModeEnabled('off', 'http://localhost:3000')).toBe(false);
  });

  it('defaults to on only for a loopback public address', () => {
    expect(demoModeEnabled(undefined, 'http://localhost:3000')).toBe(true);
    expect(demoModeEnabled(undefined, 'http://127.0.0.1:3101')).toBe(true);
    expect(demoModeEnabled(undefined, 'https://shop.example.com')).toBe(false);
    expect(demoModeEnabled(undefined, 'http://192.168.1.20:3000')).toBe(false);
  });
});

describe('gatewayMode', () => {
  it('is live with credentials, simulated in demo mode, otherwise off', () => {
    expect(gatewayMode(true, true)).toBe('live');
    expect(gatewayMode(true, false)).toBe('live');
    expect(gatewayMode(false, true)).toBe('simulated');
    expect(gatewayMode(false, false)).toBe('off');
  });
});
