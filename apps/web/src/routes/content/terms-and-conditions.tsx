import { POLICIES_UPDATED_NE, termsSectionsNe } from '../../content/ne/policies';
import { POLICIES_UPDATED, termsSections } from '../../content/policies';
import {
  container,
  OwnerPage,
  PageHeader,
  PageMeta,
  PolicyCards,
  SellerDisclosures,
  useOwnerPage,
} from '../../features/content';
import { useShopFacts } from '../../api/shop-info';
import { activeLocale, t } from '../../i18n';

export function Component() {
  const facts = useShopFacts();
  const nepali = activeLocale() === 'ne';
  const owner = useOwnerPage('terms-and-conditions');
  const meta = <PageMeta title={t('content.termsMetaTitle')} description={t('content.termsMetaDescription')} />;
  // The owner's own terms, once published (issue #32); the seller's details stay under them.
  if (owner)
    return (
      <>
        {meta}
        <OwnerPage
          page={owner}
          eyebrow={t('content.policiesEyebrow')}
          title={t('content.termsTitle')}
          after={
            <section aria-labelledby="seller-details">
              <h2 id="seller-details" className="mb-4 text-xl font-bold text-ink">
                {t('content.sellerDetails')}
              </h2>
              <SellerDisclosures />
            </section>
          }
        />
      </>
    );
  return (
    <>
      {meta}
      <PageHeader eyebrow={t('content.policiesEyebrow')} title={t('content.termsTitle')}>
        <p>{t('content.termsIntro')}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t('content.lastUpdated', { date: nepali ? POLICIES_UPDATED_NE : POLICIES_UPDATED })}
        </p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <PolicyCards
          sections={(nepali ? termsSectionsNe : termsSections)(facts)}
          extra={[{ id: 'seller', title: t('content.sellerDetails'), content: <SellerDisclosures /> }]}
        />
      </div>
    </>
  );
}
