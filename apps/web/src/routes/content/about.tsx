import { ArrowRight, BadgeCheck, Headset, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ABOUT_FIGURES_NE, ABOUT_MISSION_NE, ABOUT_STORY_NE, aboutValuesNe } from '../../content/ne/site';
import { ABOUT_FIGURES, ABOUT_MISSION, ABOUT_STORY, aboutValues, FOUNDED_YEAR } from '../../content/site';
import {
  container,
  PageHeader,
  primaryButton,
  secondaryButton,
  PageMeta,
  SellerDisclosures,
  OwnerPage,
  useOwnerPage,
} from '../../features/content';
import { useShopFacts } from '../../api/shop-info';
import { inShopWords } from '../../content/policy-facts';
import { localDigits } from '../../components/locale-format';
import { activeLocale, t } from '../../i18n';

const valueIcons = [BadgeCheck, Wallet, Headset];

export function Component() {
  const facts = useShopFacts();
  const nepali = activeLocale() === 'ne';
  const year = localDigits(FOUNDED_YEAR);
  const figures = nepali ? ABOUT_FIGURES_NE : ABOUT_FIGURES;
  // The built-in story names the shop and where it is: this shop's (issue #32).
  const story = (nepali ? ABOUT_STORY_NE : ABOUT_STORY).map((paragraph) => inShopWords(paragraph, facts));
  const values = nepali ? aboutValuesNe(facts) : aboutValues(facts);
  const owner = useOwnerPage('about');
  const meta = (
    <PageMeta title={t('content.aboutMetaTitle')} description={t('content.aboutMetaDescription', { year })} />
  );
  // The owner's own About page, once published (issue #32); the seller's details stay under it.
  if (owner)
    return (
      <>
        {meta}
        <OwnerPage
          page={owner}
          eyebrow={t('content.aboutEyebrow', { year })}
          title={t('content.aboutTitle')}
          after={<SellerDisclosures />}
        />
      </>
    );
  return (
    <>
      {meta}
      <PageHeader eyebrow={t('content.aboutEyebrow', { year })} title={t('content.aboutTitle')}>
        <p>{nepali ? ABOUT_MISSION_NE : ABOUT_MISSION}</p>
      </PageHeader>

      <section aria-label={t('content.aboutFigures')} className={`${container} -mt-px py-10`}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700 sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="our-story" className={`${container} grid gap-10 py-10 lg:grid-cols-2 lg:items-center`}>
        <div>
          <h2 id="our-story" className="text-2xl font-bold text-ink sm:text-3xl">
            {t('content.aboutStoryTitle')}
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={primaryButton}>
              {t('content.aboutExplore')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/contact" className={secondaryButton}>
              {t('content.getInTouch')}
            </Link>
          </div>
        </div>
        <div className="rounded-3xl bg-ink p-8 text-white sm:p-10">
          <h2 className="text-sm font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-brand-300 uppercase">
            {t('content.aboutMissionTitle')}
          </h2>
          <p className="mt-3 text-xl leading-8 font-semibold sm:text-2xl sm:leading-9">
            {t('content.aboutMissionText')}
          </p>
          <ul className="mt-8 space-y-5">
            {values.map((value, index) => {
              const Icon = valueIcons[index] ?? BadgeCheck;
              return (
                <li key={value.title} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
                    <Icon aria-hidden="true" className="size-5 text-brand-300" />
                  </span>
                  <div>
                    <p className="font-semibold">{value.title}</p>
                    <p className="text-sm text-slate-300">{value.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <div className={`${container} pt-6 pb-4`}>
        <SellerDisclosures />
      </div>
    </>
  );
}
