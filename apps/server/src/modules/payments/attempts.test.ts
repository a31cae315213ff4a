import { MAX_PAYMENT_ATTEMPTS } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { askEveryAttempt, attemptsToAsk, combineAttemptVerdicts, type AttemptAnswer } from './attempts.js';
import type { PaymentVerdict } from './provider.js';

const verdict = (outcome: PaymentVerdict['outcome'], extra: Partial<PaymentVerdict> = {}): PaymentVerdict => ({
  outcome,
  reference: outcome === 'paid' ? 'REF' : null,
  detail: { status: outcome },
  ...extra,
});
const said = (attempt: string, outcome: PaymentVerdict['outcome'], extra?: Partial<PaymentVerdict>): AttemptAnswer => ({
  attempt,
  verdict: verdict(outcome, extra),
});
const down = new Error('eSewa timed out');

describe('attemptsToAsk', () => {
  it('puts the current reference first and names each attempt once', () => {
    expect(attemptsToAsk({ attempts: ['A-R3', 'A-R2', 'A'] }, 'A-R3')).toEqual(['A-R3', 'A-R2', 'A']);
    expect(attemptsToAsk({ attempts: ['A-R2', 'A'] }, 'A-R3')).toEqual(['A-R3', 'A-R2', 'A']);
    expect(attemptsToAsk({ attempts: [] }, null)).toEqual([]);
  });

  it('asks about at most MAX_PAYMENT_ATTEMPTS', () => {
    const many = Array.from({ length: MAX_PAYMENT_ATTEMPTS + 5 }, (_, index) => `A-R${index + 2}`);
    expect(attemptsToAsk({ attempts: many }, 'A')).toHaveLength(MAX_PAYMENT_ATTEMPTS);
  });
});

describe('combineAttemptVerdicts', () => {
  it('an older attempt that paid makes the order paid, naming that attempt', () => {
    const combined = combineAttemptVerdicts([said('A-R2', 'pending'), said('A', 'paid')]);
    expect(combined).toMatchObject({ outcome: 'paid', attempt: 'A', reference: 'REF' });
  });

  it('a paid attempt wins even when another could not be asked', () => {
    expect(combineAttemptVerdicts([{ attempt: 'A-R2', error: down }, said('A', 'paid')]).outcome).toBe('paid');
  });

  it('otherwise an attempt nobody could ask about leaves the question open: its error is thrown', () => {
    expect(() => combineAttemptVerdicts([said('A-R2', 'failed'), { attempt: 'A', error: down }])).toThrow(down);
    expect(() => combineAttemptVerdicts([said('A-R2', 'pending'), { attempt: 'A', error: down }])).toThrow(down);
  });

  it('an attempt that may still be paid keeps the order pending, inconclusive when any answer was', () => {
    expect(combineAttemptVerdicts([said('A-R2', 'failed'), said('A', 'pending')])).toMatchObject({
      outcome: 'pending',
      attempt: 'A',
    });
    const combined = combineAttemptVerdicts([said('A-R2', 'pending'), said('A', 'pending', { inconclusive: true })]);
    expect(combined).toMatchObject({ outcome: 'pending', inconclusive: true, attempt: 'A' });
  });

  it('failed only when every attempt failed; a refund is said before a failure', () => {
    expect(combineAttemptVerdicts([said('A-R2', 'failed'), said('A', 'failed')])).toMatchObject({
      outcome: 'failed',
      attempt: 'A-R2',
    });
    expect(combineAttemptVerdicts([said('A-R2', 'failed'), said('A', 'refunded')]).outcome).toBe('refunded');
  });

  it('needs an answer', () => {
    expect(() => combineAttemptVerdicts([])).toThrow();
  });
});

describe('askEveryAttempt', () => {
  it('asks about each attempt and turns a refusal into that attempt’s error', async () => {
    const asked: string[] = [];
    const combined = await askEveryAttempt(['A-R2', 'A'], async (attempt) => {
      asked.push(attempt);
      if (attempt === 'A-R2') throw down;
      return verdict('paid');
    });
    expect(asked.sort()).toEqual(['A', 'A-R2']);
    expect(combined).toMatchObject({ outcome: 'paid', attempt: 'A' });
  });
});
