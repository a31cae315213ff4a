import { describe, expect, it } from 'vitest';
import { firstStepWithError } from './checkout-steps';

// The step checkout jumps to when the server or the form refuses fields: the page's own map, which
// asks for the buyer's PAN on the Payment step (beside the bill it goes on).
describe('firstStepWithError', () => {
  it('is the first step, in order, showing a refused field', () => {
    expect(firstStepWithError(['payment_method', 'district_id', 'email'])).toBe('personal');
    expect(firstStepWithError(['payment_method', 'postal_code'])).toBe('shipping');
    expect(firstStepWithError(['payment_method'])).toBe('payment');
    expect(firstStepWithError(['additional_info'])).toBe('payment');
    expect(firstStepWithError(['additional_info', 'ward'])).toBe('shipping');
    expect(firstStepWithError([])).toBeNull();
  });

  it('leads a refused PAN to the Payment step, where this page asks for it', () => {
    expect(firstStepWithError(['buyer_pan'])).toBe('payment');
    expect(firstStepWithError(['buyer_pan', 'first_name'])).toBe('personal');
  });
});
