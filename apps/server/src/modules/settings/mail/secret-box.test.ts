import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.js';

describe('secretBox', () => {
  const box = secretBox('a-settings-key-of-enough-length');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = box.seal('app password: abcd efgh');
    const second = box.seal('app password: abcd efgh');
    expect(first).not.toBe(second);
    expect(first).not.toContain('abcd');
    expect(box.open(first)).toBe('app password: abcd efgh');
    expect(box.open(second)).toBe('app password: abcd efgh');
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('पासवर्ड'))).toBe('पासवर्ड');
  });

  it('refuses a text sealed with another key, an altered one and garbage', () => {
    const sealed = box.seal('secret');
    expect(secretBox('another-settings-key-entirely').open(sealed)).toBeNull();
    const [version, nonce, body, tag] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(box.open([version, nonce, flipped, tag].join('.'))).toBeNull();
    expect(box.open('secret')).toBeNull();
    expect(box.open('v2.a.b.c')).toBeNull();
  });

  it('wants a key of at least 16 characters', () => {
    expect(() => secretBox('short')).toThrow(/at least 16/);
  });
});
