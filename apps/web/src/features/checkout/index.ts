// The checkout's public face (issue #21): its pages, and the payment hand-off the orders page uses to
// retry a payment that was not completed.
export { CheckoutHeader, CheckoutPage } from './checkout-page';
export { PaymentFailedPage } from './payment-failed-page';
export { PaymentReturnPage } from './payment-return-page';
export { goToKhalti, postEsewaForm } from './redirect-to-provider';
export { saveCheckout } from './stored-checkout';
export { settleStoredCheckout } from './settle-checkout';
