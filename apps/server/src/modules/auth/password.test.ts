import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordsForTests, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';

describe('password hashing', () => {
  // The server's test files share a process, and most switch the cheap cost on (test-app.ts).
  beforeEach(() => hashPasswordsForTests(false));

  it('verifies the right password only, with a fresh salt each time', async () => {
    const [one, two] = await Promise.all([hashPassword('Sagarmatha-8848'), hashPassword('Sagarmatha-8848')]);
    expect(one).not.toBe(two);
    expect(await verifyPassword('Sagarmatha-8848', one)).toBe(true);
    expect(await verifyPassword('Sagarmatha-8849', one)).toBe(false);
    expect(needsRehash(one)).toBe(false);
  });

  it('treats composed and decomposed Unicode alike (NFKC)', async () => {
    const hash = await hashPassword('Sudūr-Pashchim');
    expect(await verifyPassword('Sudu\u0304r-Pashchim', hash)).toBe(true);
  });

  it('refuses malformed or absurd stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA$a2V5')).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$c2FsdA$a2V5')).toBe(true);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it("hashes at OWASP's cost unless a test suite asks for its cheap one, and a cheap hash is redone at the next sign-in", async () => {
    const owasp = await hashPassword('Sagarmatha-8848');
    expect(owasp).toMatch(/^scrypt\$131072\$8\$1\$/);
    hashPasswordsForTests(true);
    try {
      const cheap = await hashPassword('Sagarmatha-8848');
      expect(cheap).toMatch(/^scrypt\$4096\$8\$1\$/);
      expect(await verifyPassword('Sagarmatha-8848', cheap)).toBe(true);
      expect(await verifyPassword('Sagarmatha-8849', cheap)).toBe(false);
      // A shop's own hashes still verify in a suite that hashes cheaply.
      expect(await verifyPassword('Sagarmatha-8848', owasp)).toBe(true);
      expect(needsRehash(cheap)).toBe(false);
    } finally {
      hashPasswordsForTests(false);
    }
    expect(needsRehash(owasp)).toBe(false);
    expect(needsRehash('scrypt$4096$8$1$c2FsdA$a2V5')).toBe(true);
  });
});
