import { PageMeta } from '../components/page-meta';
import { PaymentReturnPage } from '../features/checkout/payment-return-page';

/** /payment-success: eSewa (?data=) and Khalti (?pidx=&status=) send the shopper back here. */
export function Component() {
  return (
    <>
      <PageMeta title="Payment | Pasal" description="Confirming your payment." noIndex />
      <PaymentReturnPage />
    </>
  );
}
