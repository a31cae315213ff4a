import { describe, expect, it } from 'vitest';
import { smsParts } from './parts.js';

describe('smsParts', () => {
  it('counts plain text as GSM-7: 160 characters in one part, 153 a part beyond', () => {
    expect(smsParts('')).toEqual({ encoding: 'gsm7', length: 0, parts: 1 });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm7', length: 161, parts: 2 });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
  });

  it('counts an extension character (€, [, ]) as two', () => {
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'gsm7', length: 160, parts: 1 });
    expect(smsParts(`${'a'.repeat(159)}[`)).toEqual({ encoding: 'gsm7', length: 161, parts: 2 });
  });

  it('sends any text with a character outside GSM-7 (Devanagari) as Unicode: 70 in one part, 67 a part beyond', () => {
    expect(smsParts('अ'.repeat(70))).toEqual({ encoding: 'unicode', length: 70, parts: 1 });
    expect(smsParts('अ'.repeat(71))).toEqual({ encoding: 'unicode', length: 71, parts: 2 });
    expect(smsParts('अ'.repeat(134)).parts).toBe(2);
    expect(smsParts('अ'.repeat(135)).parts).toBe(3);
    // One Devanagari letter makes a long English text Unicode too.
    expect(smsParts(`${'a'.repeat(100)}क`)).toEqual({ encoding: 'unicode', length: 101, parts: 2 });
  });

  it('counts a character beyond the basic plane (an emoji) as two UCS-2 units', () => {
    expect(smsParts('🙂'.repeat(35)).parts).toBe(1);
    expect(smsParts('🙂'.repeat(36)).parts).toBe(2);
  });
});
