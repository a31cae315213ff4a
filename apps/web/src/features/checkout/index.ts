// The checkout's public face (issue #21): its page and header. The payment hand-off that follows an
// online order (the provider's return, the stored checkout, pay again) is features/payments.
export { CheckoutHeader, CheckoutPage } from './checkout-page';
export { checkoutKeys } from './api';
