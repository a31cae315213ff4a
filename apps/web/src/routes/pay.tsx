import { PageMeta } from '../features/content';
import { PayLinkPage } from '../features/pay-link';
import { t } from '../i18n';

/** /pay/:token: paying for an order staff took by phone, from the link they sent (issue #36). */
export function Component() {
  return (
    <>
      <PageMeta title={t('orders.payLinkTitle')} description={t('orders.payLinkTitle')} />
      {/* A link that is a key to one order: never indexed. */}
      <meta name="robots" content="noindex" />
      <PayLinkPage />
    </>
  );
}
