import { normaliseSetupCode, SETUP_CODE_ALPHABET, SETUP_CODE_LENGTH } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { checklistOf, stepDone, type ChecklistFacts } from './checklist.js';
import { hashSetupCode, newSetupCode, sameHash } from './codes.js';

const blank: ChecklistFacts = {
  settings: null,
  liveGateways: ['COD'],
  ownActiveProduct: false,
  testMail: null,
  dismissed: false,
};
const saved = (over: Partial<NonNullable<ChecklistFacts['settings']>> = {}): ChecklistFacts['settings'] => ({
  name: 'Himal Gadgets',
  zones: 2,
  paymentMethods: ['COD'],
  ...over,
});

describe('the checklist rules', () => {
  it('has nothing done for a shop on the defaults', () => {
    const list = checklistOf(blank);
    expect(list.steps.every((step) => !step.done)).toBe(true);
    expect(list.complete).toBe(false);
  });

  it('wants a name other than the demo’s, in any letter case', () => {
    expect(stepDone('identity', { ...blank, settings: saved({ name: ' pasal ' }) })).toBe(false);
    expect(stepDone('identity', { ...blank, settings: saved() })).toBe(true);
  });

  it('wants at least one delivery zone', () => {
    expect(stepDone('delivery', { ...blank, settings: saved({ zones: 0 }) })).toBe(false);
    expect(stepDone('delivery', { ...blank, settings: saved({ zones: 1 }) })).toBe(true);
  });

  it('counts only a payment method that takes real money', () => {
    const facts = { ...blank, liveGateways: ['COD', 'Khalti'] as const };
    expect(stepDone('payments', { ...facts, settings: saved({ paymentMethods: ['Esewa'] }) })).toBe(false);
    expect(stepDone('payments', { ...facts, settings: saved({ paymentMethods: ['Esewa', 'Khalti'] }) })).toBe(true);
  });

  it('counts a test e-mail once it left the queue, and reports the error while it waits', () => {
    const queuedAt = new Date('2026-11-29T08:00:00Z');
    const waiting = { ...blank, testMail: { to: 'a@b.example', queuedAt, waiting: true, error: 'refused' } };
    expect(stepDone('test_email', waiting)).toBe(false);
    expect(checklistOf(waiting).test_email).toEqual({
      to: 'a@b.example',
      queued_at: queuedAt.toISOString(),
      sent: false,
      error: 'refused',
    });
    const sent = { ...waiting, testMail: { ...waiting.testMail, waiting: false } };
    expect(stepDone('test_email', sent)).toBe(true);
    expect(checklistOf(sent).test_email?.error).toBeNull();
  });

  it('is complete when every step is done', () => {
    const all: ChecklistFacts = {
      ...blank,
      settings: saved(),
      ownActiveProduct: true,
      testMail: { to: 'a@b.example', queuedAt: new Date(), waiting: false, error: null },
    };
    expect(checklistOf(all).complete).toBe(true);
  });
});

describe('setup codes', () => {
  it('are 20 characters of the alphabet, different every time', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newSetupCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) {
      expect(code).toHaveLength(SETUP_CODE_LENGTH);
      expect([...code].every((character) => SETUP_CODE_ALPHABET.includes(character))).toBe(true);
    }
  });

  it('match as people copy them: case, spaces, dashes, O for 0, I and L for 1', () => {
    expect(normaliseSetupCode('ab1o-il 2z')).toBe('AB10112Z');
    const secret = 'secret';
    expect(sameHash(hashSetupCode(secret, 'AB10-112Z'), hashSetupCode(secret, 'ab1o il2z'))).toBe(true);
    expect(sameHash(hashSetupCode(secret, 'AB10112Z'), hashSetupCode(secret, 'AB10112Y'))).toBe(false);
    expect(sameHash(hashSetupCode(secret, 'AB10112Z'), hashSetupCode('other', 'AB10112Z'))).toBe(false);
  });
});
