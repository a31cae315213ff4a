import { CHECKOUT_STEP_FIELDS, CHECKOUT_STEPS, type CheckoutFormInput, type CheckoutStep } from '@pasal/contract';

// Which step shows each field on this page. The contract's map puts the buyer's PAN with the
// personal details; the page asks for it on the Payment step, next to the bill it goes on, so a
// PAN error must lead there.

const PAN: keyof CheckoutFormInput = 'buyer_pan';

export const STEP_FIELDS: Record<CheckoutStep, readonly (keyof CheckoutFormInput)[]> = {
  personal: CHECKOUT_STEP_FIELDS.personal.filter((field) => field !== PAN),
  shipping: CHECKOUT_STEP_FIELDS.shipping.filter((field) => field !== PAN),
  payment: [...CHECKOUT_STEP_FIELDS.payment.filter((field) => field !== PAN), PAN],
};

/** The first step (in order) showing one of these fields. */
export function firstStepWithError(errorFields: readonly string[]): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => STEP_FIELDS[step].some((field) => errorFields.includes(field))) ?? null;
}
