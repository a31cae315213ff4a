import { PageMeta } from '../components/page-meta';
import { PaymentFailedPage } from '../features/checkout/payment-failed-page';

/** /payment-failed: eSewa's failure_url (cancelled or unfinished payment). */
export function Component() {
  return (
    <>
      <PageMeta title="Payment Failed | Pasal" description="Your payment was not completed." noIndex />
      <PaymentFailedPage />
    </>
  );
}
