import { MAX_PAYMENT_ATTEMPTS } from '@pasal/contract';
import type { OrderForPayment, PaymentVerdict } from './provider.js';

// An order can have several payment attempts ("Pay now" starts a new one: a new eSewa
// transaction_uuid, a new Khalti pidx), and a tab left open on an older one can still pay it. So
// the provider is asked about each, and one verdict is made of the answers (issue #30).

/** What the provider said about one attempt, or why it could not be asked. */
export type AttemptAnswer = { attempt: string; verdict: PaymentVerdict } | { attempt: string; error: unknown };

/**
 * The attempts to ask about: the order's recorded attempts (newest first) with the current
 * reference in front, each once, at most MAX_PAYMENT_ATTEMPTS ("Pay now" starts no more).
 */
export function attemptsToAsk(order: Pick<OrderForPayment, 'attempts'>, current: string | null): string[] {
  const all = current === null ? order.attempts : [current, ...order.attempts];
  return [...new Set(all)].slice(0, MAX_PAYMENT_ATTEMPTS);
}

/**
 * One verdict from the answers about every attempt, newest first:
 * - `paid` when any attempt took the money (the newest that did): it must be recorded;
 * - otherwise an attempt that could not be asked makes the whole question unanswered (its error is
 *   thrown): no answer is not "not paid", and "Pay now" must not take money a second time;
 * - `pending` when an attempt may still be paid (inconclusive when any such answer was);
 * - `refunded` when one was paid and given back; `failed` only when every attempt failed.
 */
export function combineAttemptVerdicts(answers: readonly AttemptAnswer[]): PaymentVerdict {
  const verdicts: Array<PaymentVerdict & { attempt: string }> = [];
  for (const answer of answers) {
    if ('verdict' in answer) verdicts.push({ ...answer.verdict, attempt: answer.attempt });
  }
  const paid = verdicts.find((verdict) => verdict.outcome === 'paid');
  if (paid) return paid;
  const unanswered = answers.find((answer) => 'error' in answer);
  if (unanswered && 'error' in unanswered) throw unanswered.error;
  const pending = verdicts.filter((verdict) => verdict.outcome === 'pending');
  const [firstPending] = pending;
  if (firstPending) {
    const inconclusive = pending.find((verdict) => verdict.inconclusive === true);
    return inconclusive ?? firstPending;
  }
  const refunded = verdicts.find((verdict) => verdict.outcome === 'refunded');
  if (refunded) return refunded;
  const [newest] = verdicts;
  if (!newest) throw new Error('no payment attempt to ask about');
  return newest;
}

/** Asks `ask` about every attempt at once and combines the answers. */
export async function askEveryAttempt(
  attempts: readonly string[],
  ask: (attempt: string) => Promise<PaymentVerdict>,
): Promise<PaymentVerdict> {
  const answers = await Promise.all(
    attempts.map((attempt) =>
      ask(attempt).then(
        (verdict): AttemptAnswer => ({ attempt, verdict }),
        (error: unknown): AttemptAnswer => ({ attempt, error }),
      ),
    ),
  );
  return combineAttemptVerdicts(answers);
}
