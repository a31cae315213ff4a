import { describe, expect, it } from 'vitest';
import { hasInvalidTextCharacters } from './text-hygiene.js';

describe('hasInvalidTextCharacters', () => {
  it('accepts ordinary text in any script, emoji (surrogate pairs) included', () => {
    for (const text of ['', 'Ram Bahadur', 'नमस्ते', 'Line\nbreak\ttab', '📱 phone 👍🏽', '\uFFFD', 'a\u0001b'])
      expect(hasInvalidTextCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses U+0000 anywhere', () => {
    for (const text of ['\u0000', 'a\u0000', '\u0000b', 'note: \u0000 end'])
      expect(hasInvalidTextCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses a lone high or low surrogate, and surrogates in the wrong order', () => {
    for (const text of ['\uD800', 'a\uD83D', '\uDC00b', 'x\uDFFFy', '\uDE00\uD83D', '📱\uD83D'])
      expect(hasInvalidTextCharacters(text), JSON.stringify(text)).toBe(true);
  });
});
