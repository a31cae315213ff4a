import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './password-strength.js';

describe('isWeakPassword', () => {
  it.each([
    '98765432',
    'Welcome@1',
    '12qwaszx',
    'password1',
    'Password123',
    'abcdefgh',
    'qwertyuiop',
    'iloveyou123',
    'P@ssw0rd!',
    'nepal@123',
    'Kathmandu123',
    'Kathmandu@123',
    'zzzzzzzzzz',
  ])('refuses the guessable %s', async (password) => {
    expect(await isWeakPassword(password)).toBe(true);
  });

  it.each([
    'Himal-Chuli-7493',
    'Another-Fresh-One-99',
    'correct horse battery staple',
    'Dal-Bhat-Power-24',
    'vY7#pQ2!mZ',
  ])('accepts the hard-to-guess %s', async (password) => {
    expect(await isWeakPassword(password)).toBe(false);
  });

  it('refuses a password made of the person’s own e-mail or name', async () => {
    expect(await isWeakPassword('sitasharma2081', [])).toBe(false);
    expect(await isWeakPassword('sitasharma2081', ['sita.sharma2081@example.com', 'Sita', 'Sharma'])).toBe(true);
    expect(await isWeakPassword('hari.prasad@example.com', ['hari.prasad@example.com'])).toBe(true);
    expect(await isWeakPassword('Hari.Prasad', ['hari.prasad@example.com'])).toBe(true);
  });

  it('judges a very long or l33t-crafted password quickly (it runs on the event loop)', async () => {
    await isWeakPassword('warm-up-the-dictionaries');
    const started = performance.now();
    expect(await isWeakPassword('x7!Kq'.repeat(200))).toBe(false);
    await isWeakPassword('4@3$1!0|7+5'.repeat(20));
    await isWeakPassword('p@$$w0rd'.repeat(8));
    // Unbounded l33t readings took over 9 s for such passwords on this machine.
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
