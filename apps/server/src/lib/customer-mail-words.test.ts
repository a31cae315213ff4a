import { describe, expect, it } from 'vitest';
import { greeting } from './customer-mail-words.js';

describe("a customer e-mail's greeting", () => {
  it('names the customer, in Nepali with the respectful जी', () => {
    expect(greeting('Sita', 'en')).toBe('Namaste Sita,');
    expect(greeting('Sita', 'ne')).toBe('नमस्ते Sita जी,');
  });

  it('greets without a name when there is none, with no stray space (it once read "Namaste ,")', () => {
    expect(greeting('', 'en')).toBe('Namaste,');
    expect(greeting('   ', 'ne')).toBe('नमस्ते,');
    expect(greeting(' Ram ', 'en')).toBe('Namaste Ram,');
  });
});
