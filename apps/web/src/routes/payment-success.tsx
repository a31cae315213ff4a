import { PageMeta } from '../components/page-meta';
import { PaymentReturnPage } from '../features/payments';
import { t } from '../i18n';

/** /payment-success: eSewa (?data=) and Khalti (?pidx=&status=) send the shopper back here. */
export function Component() {
  return (
    <>
      <PageMeta title={t('checkout.paymentMetaTitle')} description={t('checkout.paymentMetaDescription')} noIndex />
      <PaymentReturnPage />
    </>
  );
}
