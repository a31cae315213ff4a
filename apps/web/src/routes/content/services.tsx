import type { PublishedServices } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ownServicesQuery } from '../../api/content-lists';
import { serviceTextsNe } from '../../content/ne/services';
import { SERVICE_ICON_PARTS } from '../../content/service-icons';
import { servicesFor } from '../../content/services';
import { type ContactLinkState, container, PageHeader, primaryButton, PageMeta } from '../../features/content';
import { useInShopWords, useShopFacts } from '../../api/shop-info';
import { activeLocale, t } from '../../i18n';

interface Card {
  id: number;
  title: string;
  description: string;
  Icon: LucideIcon;
  /** 'en' on a Nepali page when the owner wrote no Nepali for the card. */
  lang?: 'en';
}

/** The owner's published cards (issue #32) in the page's language: a blank Nepali text shows the English. */
function ownCards(own: PublishedServices, nepali: boolean): Card[] {
  return own.cards.map((card, index) => {
    const english = nepali && (card.title_ne === '' || card.description_ne === '');
    return {
      id: index + 1,
      title: nepali && !english ? card.title_ne : card.title,
      description: nepali && !english ? card.description_ne : card.description,
      Icon: SERVICE_ICON_PARTS[card.icon].Icon,
      ...(english ? { lang: 'en' as const } : {}),
    };
  });
}

export function Component() {
  const facts = useShopFacts();
  const inShopWords = useInShopWords();
  const own = useQuery(ownServicesQuery()).data ?? null;
  const nepali = activeLocale() === 'ne' ? serviceTextsNe(facts) : null;
  // The owner's words are shown as written; the built-in ones name this shop and where it is.
  const words = own ? (text: string) => text : inShopWords;
  // The Nepali cards keep the English ones' icons (same ids).
  const services: Card[] = own
    ? ownCards(own, nepali !== null)
    : servicesFor(facts).map((service) => ({
        ...service,
        ...nepali?.find((text) => text.id === service.id),
      }));
  return (
    <>
      <PageMeta title={t('content.servicesMetaTitle')} description={t('content.servicesMetaDescription')} />
      <PageHeader eyebrow={t('content.servicesEyebrow')} title={t('content.servicesTitle')}>
        <p>{t('content.servicesIntro')}</p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ id, title, description, Icon, lang }) => (
            <li key={id} className="flex">
              <Link
                to="/contact"
                state={{ subject: title } satisfies ContactLinkState}
                className="group flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:-translate-y-0.5 hover:border-brand-700 hover:shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-700 group-hover:text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 lang={lang} className="mt-5 text-lg font-semibold text-ink">
                  {title}
                </h2>
                <p lang={lang} className="mt-2 flex-1 text-sm leading-6 text-slate-600">
                  {words(description)}
                </p>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                  {t('content.contactUsLink')}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
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
