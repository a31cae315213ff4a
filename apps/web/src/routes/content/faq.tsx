import { useQuery } from '@tanstack/react-query';
import { Mail, MessageCircle } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { FAQ_SECTION_ID, faqEntries, faqFilterFrom, type FaqEntry } from '../../content/faq';
import { shopContact } from '../../content/home';
import { faqEntriesNe } from '../../content/ne/faq';
import {
  FaqBrowser,
  JsonLd,
  ownFaqEntries,
  container,
  PageHeader,
  primaryButton,
  secondaryButton,
  PageMeta,
} from '../../features/content';
import { ownFaqQuery } from '../../api/content-lists';
import { shopInfoQuery, useShopFacts } from '../../api/shop-info';
import { inShopWords } from '../../content/policy-facts';
import { activeLocale, t } from '../../i18n';

const faqPageData = (entries: readonly FaqEntry[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  })),
});

export function Component() {
  const location = useLocation();
  const shop = useQuery(shopInfoQuery());
  const own = useQuery(ownFaqQuery()).data ?? null;
  const facts = useShopFacts();
  const locale = activeLocale();
  // The built-in answers name the shop and where it is: this shop's (issue #32).
  const entries = useMemo(
    () =>
      own
        ? ownFaqEntries(own, locale === 'ne')
        : (locale === 'ne' ? faqEntriesNe : faqEntries)(facts).map((entry) => ({
            ...entry,
            answer: inShopWords(entry.answer, facts),
          })),
    [own, facts, locale],
  );
  const initialFilter = faqFilterFrom(location.state, location.search);

  // Links such as the footer's land on /faq#activeExist: scroll there once the page is drawn
  // (after the layout's scroll-to-top on navigation).
  useEffect(() => {
    if (location.hash !== `#${FAQ_SECTION_ID}`) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(FAQ_SECTION_ID)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash]);

  return (
    <>
      <PageMeta title={t('content.faqMetaTitle')} description={t('content.faqMetaDescription')} />
      <JsonLd data={faqPageData(entries)} />
      <PageHeader eyebrow={t('content.faqEyebrow')} title={t('content.faqTitle')}>
        <p>{t('content.faqIntro')}</p>
      </PageHeader>

      <section id={FAQ_SECTION_ID} aria-label={t('content.faqListLabel')} className={`${container} scroll-mt-20 py-10`}>
        <div className="mx-auto max-w-3xl">
          {/* A new visit (another footer link) starts again from the category it names. */}
          <FaqBrowser key={location.key} entries={entries} initialFilter={initialFilter} />
        </div>
      </section>

      <section aria-labelledby="still-questions" className={`${container} pb-6`}>
        <div className="mx-auto max-w-3xl rounded-2xl bg-ink px-6 py-10 text-center text-white sm:px-10">
          <MessageCircle aria-hidden="true" className="mx-auto size-10 text-brand-300" />
          <h2 id="still-questions" className="mt-4 text-2xl font-bold">
            {t('content.faqStillTitle')}
          </h2>
          <p className="mx-auto mt-2 max-w-lg text-slate-300">{t('content.faqStillText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/contact" className={primaryButton}>
              {t('content.contactUs')}
            </Link>
            <a href={`mailto:${shop.data?.email ?? shopContact.email}`} className={secondaryButton}>
              <Mail aria-hidden="true" className="size-4" />
              {t('content.faqEmailSupport')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
