import { HELD_LINK_ATTRIBUTE } from '@pasal/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import type { ContactLinkState } from './contact-form';
import type { ServiceCard } from './own-lists';

/** The Services page's cards, each a link to the contact page with its title as the subject. */
export function ServiceCards({ cards, words }: { cards: readonly ServiceCard[]; words(text: string): string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ id, title, description, Icon, lang }) => (
        <li key={id} className="flex">
          <Link
            to="/contact"
            state={{ subject: title } satisfies ContactLinkState}
            // Tapped before the app has taken over the server's page, the link waits for it: the
            // browser alone would open the contact form without the subject.
            {...{ [HELD_LINK_ATTRIBUTE]: '' }}
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
  );
}
