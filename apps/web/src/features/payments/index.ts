// The payment hand-off's public face (issue #31): sending the browser to eSewa or Khalti and keeping
// the order it pays for (the checkout starts it), the pages the provider sends the shopper back to,
// and the online payments that never arrived, with "Pay now", for Your Orders. It builds on the
// orders feature (their queries, the destination, the cancel button); orders never imports it, so
// what joins the two on a page (settling the stored checkout as purchases are read) is composed in
// routes/.
export { PaymentFailedPage } from './payment-failed-page';
export { PaymentNotCompleted } from './payment-not-completed';
export { readPaymentReturn } from './payment-return';
export { PaymentReturnPage } from './payment-return-page';
export { PaymentStatusPanel } from './payment-status-panel';
export { goToKhalti, postEsewaForm } from './redirect-to-provider';
export { useSettleStoredCheckout } from './settle-checkout';
export { saveCheckout } from './stored-checkout';
