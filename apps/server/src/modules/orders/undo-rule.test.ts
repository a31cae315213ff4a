import { refusalInEnglish } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { undoAnswer as undoAnswerCoded, type LastStatusMove } from './undo-rule.js';

// The rule refuses with a code of the refusal catalogue; this reads it in the English staff see.
const undoAnswer = (...args: Parameters<typeof undoAnswerCoded>) => {
  const answer = undoAnswerCoded(...args);
  return 'refusal' in answer ? { refusal: refusalInEnglish(answer.refusal) } : answer;
};

const at = new Date('2026-11-29T06:00:00Z');
const move = (change: Partial<LastStatusMove> = {}): LastStatusMove => ({
  from: 'Pending',
  to: 'Processing',
  actor: 'staff',
  userId: 7,
  at,
  ...change,
});
const ask = (lastMove: LastStatusMove | null, change: { now?: number; staffId?: number; bill?: Date | null } = {}) =>
  undoAnswer({
    current: (lastMove?.to ?? 'Pending') as 'Processing',
    lastMove,
    staffId: change.staffId ?? 7,
    now: change.now ?? at.getTime() + 10_000,
    billIssuedAt: change.bill ?? null,
  });

describe('undoAnswer', () => {
  it('takes Processing back to Pending, and Delivered back to where it came from, within the minute', () => {
    expect(ask(move())).toEqual({ undoing: 'Processing', backTo: 'Pending', secondsLeft: 50 });
    expect(ask(move({ from: 'Ready for pickup', to: 'Delivered' }))).toMatchObject({ backTo: 'Ready for pickup' });
    expect(ask(move(), { now: at.getTime() + 60_000 })).toMatchObject({ secondsLeft: 0 });
  });

  it('refuses after the minute, for someone else, and for moves that are not undoable', () => {
    expect(ask(move(), { now: at.getTime() + 60_001 })).toEqual({
      refusal: 'Too late to undo: a change can be undone only within a minute',
    });
    expect(ask(move(), { staffId: 8 })).toEqual({ refusal: 'Only the staff member who made this change can undo it' });
    const nothing = { refusal: 'There is no change to undo on this order' };
    expect(ask(null)).toEqual(nothing);
    expect(ask(move({ from: 'Processing', to: 'Shipped' }))).toEqual(nothing);
    expect(ask(move({ from: 'Processing', to: 'Pending' }))).toEqual(nothing);
    expect(ask(move({ actor: 'system' }))).toEqual(nothing);
    // The order moved on since (its status is no longer the move's).
    expect(
      undoAnswer({ current: 'Shipped', lastMove: move(), staffId: 7, now: at.getTime(), billIssuedAt: null }),
    ).toEqual(nothing);
  });

  it('refuses a delivery that issued the bill, not one whose bill was issued before it', () => {
    const delivered = move({ from: 'Shipped', to: 'Delivered' });
    expect(ask(delivered, { bill: at })).toEqual({
      refusal: 'This delivery issued the bill, and an issued bill is never withdrawn: it cannot be undone',
    });
    expect(ask(delivered, { bill: new Date(at.getTime() - 3_600_000) })).toMatchObject({ backTo: 'Shipped' });
  });
});
