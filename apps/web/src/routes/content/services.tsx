import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ownServicesQuery } from '../../api/content-lists';
import { serviceTextsNe } from '../../content/ne/services';
import { servicesFor } from '../../content/services';
import {
  container,
  ownServiceCards,
  PageHeader,
  primaryButton,
  PageMeta,
  ServiceCards,
  type ServiceCard,
} from '../../features/content';
import { useInShopWords, useShopFacts } from '../../api/shop-info';
import { activeLocale, t } from '../../i18n';

export function Component() {
  const facts = useShopFacts();
  const inShopWords = useInShopWords();
  const own = useQuery(ownServicesQuery()).data ?? null;
  const nepali = activeLocale() === 'ne' ? serviceTextsNe(facts) : null;
  // The owner's published cards (issue #32), or the built-in ones: the Nepali keep the English
  // ones' icons (same ids).
  const services: ServiceCard[] = own
    ? ownServiceCards(own, nepali !== null)
    : servicesFor(facts).map((service) => ({
        ...service,
        ...nepali?.find((text) => text.id === service.id),
      }));
  // The owner's words are shown as written; the built-in ones name this shop and where it is.
  const words = own ? (text: string) => text : inShopWords;
  return (
    <>
      <PageMeta title={t('content.servicesMetaTitle')} description={t('content.servicesMetaDescription')} />
      <PageHeader eyebrow={t('content.servicesEyebrow')} title={t('content.servicesTitle')}>
        <p>{t('content.servicesIntro')}</p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <ServiceCards cards={services} words={words} />
        <div className="mt-12 rounded-2xl bg-brand-50 px-6 py-8 text-center">
          <h2 className="text-xl font-bold text-ink">{t('content.servicesElseTitle')}</h2>
          <p className="mt-2 text-slate-700">{t('content.servicesElseText')}</p>
          <Link to="/contact" className={`${primaryButton} mt-5`}>
            {t('content.getInTouch')}
          </Link>
        </div>
      </div>
    </>
  );
}
