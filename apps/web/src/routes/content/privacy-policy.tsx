import { POLICIES_UPDATED, PRIVACY_SECTIONS } from '../../content/policies';
import { POLICY } from '../../content/policy-facts';
import { POLICIES_UPDATED_NE, PRIVACY_SECTIONS_NE } from '../../content/ne/policies';
import { localDigits } from '../../components/locale-format';
import { container, OwnerPage, PageHeader, PageMeta, PolicyCards, useOwnerPage } from '../../features/content';
import { activeLocale, t } from '../../i18n';

export function Component() {
  const nepali = activeLocale() === 'ne';
  const owner = useOwnerPage('privacy-policy');
  const meta = (
    <PageMeta
      title={t('content.privacyMetaTitle')}
      description={t('content.privacyMetaDescription', { age: localDigits(POLICY.minimumAge) })}
    />
  );
  // The owner's own privacy policy, once published (issue #32).
  if (owner)
    return (
      <>
        {meta}
        <OwnerPage page={owner} eyebrow={t('content.policiesEyebrow')} title={t('content.privacyTitle')} />
      </>
    );
  return (
    <>
      {meta}
      <PageHeader eyebrow={t('content.policiesEyebrow')} title={t('content.privacyTitle')}>
        <p>{t('content.privacyIntro')}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t('content.lastUpdated', { date: nepali ? POLICIES_UPDATED_NE : POLICIES_UPDATED })}
        </p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <PolicyCards sections={nepali ? PRIVACY_SECTIONS_NE : PRIVACY_SECTIONS} />
      </div>
    </>
  );
}
