import { PageMeta } from '../components/page-meta';
import { t } from '../i18n';
import { PaymentFailedPage } from '../features/payments';

/** /payment-failed: eSewa's failure_url (cancelled or unfinished payment). */
export function Component() {
  return (
    <>
      <PageMeta
        title={t('checkout.paymentFailedMetaTitle')}
        description={t('checkout.paymentFailedMetaDescription')}
        noIndex
      />
      <PaymentFailedPage />
    </>
  );
}
