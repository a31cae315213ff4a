import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, errorAnswerHeaders, policyText, scriptHash } from './security-headers.js';

const base = { publicUrl: 'http://localhost:3000', inlineScripts: ['console.log(1)'] };

describe('contentSecurityPolicy', () => {
  it("allows the shop's own scripts and the named inline ones by hash, never 'unsafe-inline' scripts", () => {
    const policy = contentSecurityPolicy(base);
    const hash = createHash('sha256').update('console.log(1)').digest('base64');
    expect(policy['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'", 'http://localhost:3000']);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    expect(policyText(policy)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('adds Google sign-in only when a client id is configured', () => {
    const policy = contentSecurityPolicy({ ...base, googleClientId: 'id.apps.googleusercontent.com' });
    expect(policy['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(policy['style-src']).toContain('https://accounts.google.com/gsi/style');
  });

  it("lets the checkout form post to a live eSewa form's host, and upgrades requests on https", () => {
    const policy = contentSecurityPolicy({
      ...base,
      publicUrl: 'https://shop.example.com',
      esewaFormUrl: 'https://epay.esewa.com.np/api/epay/main/v2/form',
    });
    expect(policy['form-action']).toEqual(["'self'", 'https://shop.example.com', 'https://epay.esewa.com.np']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });

  it('hashes the exact text', () => {
    expect(scriptHash('a')).not.toBe(scriptHash('a '));
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('errorAnswerHeaders', () => {
  it('sets HSTS only for an https shop', () => {
    expect(errorAnswerHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined();
    expect(errorAnswerHeaders('https://shop.example.com')['strict-transport-security']).toBe('max-age=31536000');
  });
});
