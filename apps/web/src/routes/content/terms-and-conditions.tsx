import { POLICIES_UPDATED_NE, termsSectionsNe } from '../../content/ne/policies';
import { POLICIES_UPDATED, termsSections } from '../../content/policies';
import { container, PageHeader, PageMeta, PolicyCards, SellerDisclosures } from '../../features/content';
import { useShopFacts } from '../../api/shop-info';
import { activeLocale, t } from '../../i18n';

export function Component() {
  const facts = useShopFacts();
  const nepali = activeLocale() === 'ne';
  return (
    <>
      <PageMeta title={t('content.termsMetaTitle')} description={t('content.termsMetaDescription')} />
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
