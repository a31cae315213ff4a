import { describe, expect, it } from 'vitest';
import {
  WARRANTY_CLAIM_MOVES,
  WARRANTY_CLAIM_PROMISE,
  warrantyClaimAgeing,
  warrantyClaimStepSchema,
} from './warranty-claims.js';

// 2026-11-27 is a Friday, 2026-11-28 a Saturday (Nepal's weekly holiday).
const day = (month: number, date: number) => ({ year: 2026, month, day: date });

describe('a warranty claim’s age in working days', () => {
  it('counts working days after the day received, without Saturdays', () => {
    expect(warrantyClaimAgeing(day(11, 27), day(11, 27)).working_days).toBe(0);
    expect(warrantyClaimAgeing(day(11, 27), day(11, 28)).working_days).toBe(0);
    expect(warrantyClaimAgeing(day(11, 27), day(11, 29)).working_days).toBe(1);
  });

  it('gives the expected day (7 working days) and the last day of the promise (21)', () => {
    expect(WARRANTY_CLAIM_PROMISE).toEqual({ expectedWorkingDays: 7, promisedWorkingDays: 21 });
    // Sun 22 Nov: 7 working days later is Mon 30 Nov (Sat 28 skipped); 21 is Wed 16 Dec.
    const ageing = warrantyClaimAgeing(day(11, 22), day(11, 22));
    expect(ageing.expected_by).toBe('2026-11-30');
    expect(ageing.due_by).toBe('2026-12-16');
  });

  it('is overdue only after the 21st working day, and never once returned', () => {
    expect(warrantyClaimAgeing(day(11, 22), day(12, 16))).toMatchObject({ working_days: 21, overdue: false });
    expect(warrantyClaimAgeing(day(11, 22), day(12, 17))).toMatchObject({ working_days: 22, overdue: true });
    expect(warrantyClaimAgeing(day(11, 22), day(12, 30), new Set(), day(12, 1))).toMatchObject({
      working_days: 8,
      overdue: false,
    });
  });

  it('leaves out the shop’s listed holidays', () => {
    const holidays = new Set(['2026-11-23', '2026-11-24']);
    expect(warrantyClaimAgeing(day(11, 22), day(11, 30), holidays).working_days).toBe(5);
    expect(warrantyClaimAgeing(day(11, 22), day(11, 22), holidays).expected_by).toBe('2026-12-02');
  });
});

describe('the steps of a warranty claim', () => {
  it('moves received → service centre → an answer → returned, and nowhere else', () => {
    expect(WARRANTY_CLAIM_MOVES.received).toEqual(['at_service_centre']);
    expect(WARRANTY_CLAIM_MOVES.at_service_centre).toEqual(['repaired', 'replaced', 'refused']);
    expect(WARRANTY_CLAIM_MOVES.repaired).toEqual(['returned_to_customer']);
    expect(WARRANTY_CLAIM_MOVES.returned_to_customer).toEqual([]);
  });

  it('needs the service centre and job number, and a refusal’s note', () => {
    expect(warrantyClaimStepSchema.safeParse({ to: 'at_service_centre', service_centre: 'X' }).success).toBe(false);
    expect(
      warrantyClaimStepSchema.safeParse({ to: 'at_service_centre', service_centre: 'X', job_number: ' ' }).success,
    ).toBe(false);
    expect(
      warrantyClaimStepSchema.safeParse({ to: 'at_service_centre', service_centre: 'X', job_number: 'J-1' }).success,
    ).toBe(true);
    expect(warrantyClaimStepSchema.safeParse({ to: 'refused' }).success).toBe(false);
    expect(warrantyClaimStepSchema.safeParse({ to: 'refused', note: 'Water damage' }).success).toBe(true);
    expect(warrantyClaimStepSchema.safeParse({ to: 'replaced', replacement_serial: 'ab' }).success).toBe(false);
  });
});
