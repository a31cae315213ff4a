import { ESEWA_FORM_FIELD_NAMES, type EsewaPaymentStart } from '@pasal/contract';

/**
 * eSewa takes an HTML form post (docs/protocols.md §1.2): a hidden form with the signed fields is
 * built and submitted, which leaves the page for eSewa.
 */
export function postEsewaForm(payment: EsewaPaymentStart, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = payment.payment_url;
  form.hidden = true;
  for (const name of ESEWA_FORM_FIELD_NAMES) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = payment[name];
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}

/** Khalti: the browser simply goes to the payment page. */
export function goToKhalti(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
