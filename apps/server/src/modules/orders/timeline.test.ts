import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline.js';

const at = (minute: number) => new Date(Date.UTC(2025, 9, 1, 10, minute));
const none = { paidAt: null, cancelledAt: null, shippedAt: null };

describe('buildTimeline', () => {
  it('starts with the order placed and follows the history, oldest first', () => {
    expect(
      buildTimeline({
        ...none,
        createdAt: at(0),
        paidAt: at(1),
        events: [
          { kind: 'payment', to: 'paid', at: at(1) },
          { kind: 'status', to: 'Processing', at: at(2) },
          { kind: 'status', to: 'Shipped', at: at(3) },
          { kind: 'status', to: 'Delivered', at: at(4) },
        ],
      }).map((entry) => entry.step),
    ).toEqual(['placed', 'paid', 'processing', 'shipped', 'delivered']);
  });

  it("leaves a return's steps to the return's own panel (issue #33)", () => {
    expect(
      buildTimeline({
        ...none,
        createdAt: at(0),
        events: [
          { kind: 'status', to: 'Delivered', at: at(1) },
          { kind: 'return', to: 'requested', at: at(2) },
          { kind: 'return', to: 'resolved', at: at(3) },
        ],
      }).map((entry) => entry.step),
    ).toEqual(['placed', 'delivered']);
  });

  it('shows each change staff made before it shipped (issue #36) where it happened', () => {
    expect(
      buildTimeline({
        ...none,
        createdAt: at(0),
        events: [
          { kind: 'edit', to: '3399', at: at(1) },
          { kind: 'status', to: 'Processing', at: at(2) },
          { kind: 'edit', to: '3549', at: at(3) },
        ],
      }).map((entry) => entry.step),
    ).toEqual(['placed', 'changed', 'processing', 'changed']);
  });

  it('drops a step staff undid within the minute (issue #33), and shows it again when redone', () => {
    const steps = (events: { kind: 'status' | 'payment'; to: string; at: Date }[]) =>
      buildTimeline({ ...none, createdAt: at(0), events }).map((entry) => entry.step);
    expect(
      steps([
        { kind: 'status', to: 'Processing', at: at(1) },
        { kind: 'status', to: 'Pending', at: at(2) },
      ]),
    ).toEqual(['placed']);
    expect(
      steps([
        { kind: 'payment', to: 'paid', at: at(1) },
        { kind: 'status', to: 'Processing', at: at(2) },
        { kind: 'status', to: 'Shipped', at: at(3) },
        { kind: 'status', to: 'Delivered', at: at(4) },
        { kind: 'status', to: 'Shipped', at: at(5) },
        { kind: 'status', to: 'Delivered', at: at(9) },
      ]),
    ).toEqual(['placed', 'paid', 'processing', 'shipped', 'delivered']);
  });

  it('keeps moves made at the same moment in the order they were recorded', () => {
    const timeline = buildTimeline({
      ...none,
      createdAt: at(0),
      events: [
        { kind: 'status', to: 'Cancelled', at: at(5) },
        { kind: 'payment', to: 'failed', at: at(5) },
        { kind: 'payment', to: 'paid', at: at(6) },
        { kind: 'payment', to: 'refunded', at: at(9) },
      ],
    });
    expect(timeline).toEqual([
      { step: 'placed', at: at(0).toISOString() },
      { step: 'cancelled', at: at(5).toISOString() },
      { step: 'payment_failed', at: at(5).toISOString() },
      { step: 'paid', at: at(6).toISOString() },
      { step: 'refunded', at: at(9).toISOString() },
    ]);
  });

  it('fills in from the order row for orders older than their history (migration 0004)', () => {
    expect(buildTimeline({ createdAt: at(0), paidAt: at(3), shippedAt: at(7), cancelledAt: null, events: [] })).toEqual(
      [
        { step: 'placed', at: at(0).toISOString() },
        { step: 'paid', at: at(3).toISOString() },
        { step: 'shipped', at: at(7).toISOString() },
      ],
    );
  });

  it('ignores moves that are not steps (back to Pending, unpaid)', () => {
    expect(
      buildTimeline({
        ...none,
        createdAt: at(0),
        events: [
          { kind: 'status', to: 'Pending', at: at(1) },
          { kind: 'payment', to: 'unpaid', at: at(2) },
        ],
      }),
    ).toEqual([{ step: 'placed', at: at(0).toISOString() }]);
  });
});
