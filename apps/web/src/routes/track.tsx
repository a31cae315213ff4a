import { container, PageHeader, PageMeta } from '../features/content';
import { OrderTracker } from '../features/order-tracking';
import { t } from '../i18n';

/** /track: an order's status and timeline from its number and the phone's last four digits (issue #36). */
export function Component() {
  return (
    <>
      <PageMeta title={t('orders.trackTitle')} description={t('orders.trackIntro')} />
      <PageHeader title={t('orders.trackTitle')} />
      <div className={`${container} py-10`}>
        <OrderTracker />
      </div>
    </>
  );
}
