import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';

describe('password hashing', () => {
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
});
