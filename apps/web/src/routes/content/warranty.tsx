import { Link } from 'react-router';
import { POLICIES_UPDATED, WARRANTY_SECTIONS } from '../../content/policies';
import { POLICY } from '../../content/policy-facts';
import { POLICIES_UPDATED_NE, WARRANTY_SECTIONS_NE } from '../../content/ne/policies';
import { POLICY_NE } from '../../content/ne/policy-facts';
import {
  container,
  OwnerPage,
  PageHeader,
  PageMeta,
  PolicyAccordion,
  textLink,
  useOwnerPage,
  withMarkup,
} from '../../features/content';
import { localDigits } from '../../components/locale-format';
import { activeLocale, t } from '../../i18n';

const highlights = () => [
  {
    value: t('content.warrantyDays', { days: localDigits(POLICY.standardReturnDays) }),
    label: t('content.warrantyReturnMost'),
  },
  {
    value: t('content.warrantyDays', { days: localDigits(POLICY.warrantedReturnDays) }),
    label: t('content.warrantyReturnDefect'),
  },
  { value: t('content.warrantyClaimRange'), label: t('content.warrantyClaimDays') },
];

export function Component() {
  const nepali = activeLocale() === 'ne';
  const sections = nepali ? WARRANTY_SECTIONS_NE : WARRANTY_SECTIONS;
  const owner = useOwnerPage('warranty');
  const meta = (
    <PageMeta
      title={t('content.warrantyMetaTitle')}
      description={t('content.warrantyMetaDescription', {
        standardDays: localDigits(POLICY.standardReturnDays),
        warrantedDays: localDigits(POLICY.warrantedReturnDays),
        claimTime: nepali ? POLICY_NE.warrantyClaimTime : POLICY.warrantyClaimTime,
      })}
    />
  );
  // The owner's own warranty page, once published (issue #32).
  if (owner)
    return (
      <>
        {meta}
        <OwnerPage page={owner} eyebrow={t('content.policiesEyebrow')} title={t('content.warrantyTitle')} />
      </>
    );
  return (
    <>
      {meta}
      <PageHeader eyebrow={t('content.policiesEyebrow')} title={t('content.warrantyTitle')}>
        <p>{t('content.warrantyIntro')}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t('content.lastUpdated', { date: nepali ? POLICIES_UPDATED_NE : POLICIES_UPDATED })}
        </p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <dl className="grid grid-cols-3 gap-3 sm:gap-4">
          {highlights().map((item) => (
            <div
              key={item.label}
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 sm:p-5"
            >
              <dt className="text-xs leading-snug text-slate-600 sm:text-sm">{item.label}</dt>
              <dd className="order-first text-lg font-bold whitespace-nowrap text-brand-700 sm:text-2xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 max-w-4xl">
          <PolicyAccordion sections={sections} defaultOpen={[sections[0]!.id]} />
          <p className="mt-8 text-sm text-slate-700">
            {withMarkup(t('content.warrantyNeedClaim'), (text) => (
              <Link to="/contact" state={{ subject: t('content.warrantyClaimSubject') }} className={textLink}>
                {text}
              </Link>
            ))}
          </p>
        </div>
      </div>
    </>
  );
}
