import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { socialLinksOf } from '../../components/layout/social-links';
import { FAQ_SECTION_PATH } from '../../content/faq';
import { CONTACT_FAQ_NE } from '../../content/ne/site';
import { CONTACT_FAQ } from '../../content/site';
import {
  ContactForm,
  contactSubjectFrom,
  withMarkup,
  LocationMap,
  container,
  PageHeader,
  textLink,
  PageMeta,
} from '../../features/content';
import { shopInfoQuery, useShopFacts } from '../../api/shop-info';
import { activeLocale, localText, t } from '../../i18n';
import { localDigits } from '../../components/locale-format';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-0.5 break-words text-slate-700">{children}</div>
      </div>
    </li>
  );
}

export function Component() {
  const location = useLocation();
  const shop = useQuery(shopInfoQuery());
  const facts = useShopFacts();
  const placeholder = <span className="inline-block h-5 w-40 rounded bg-slate-100 align-middle" aria-hidden="true" />;

  return (
    <>
      <PageMeta
        title={t('contact.metaTitle')}
        description={t('contact.metaDescription', { address: facts.address, hours: facts.openingHours })}
      />
      <PageHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
        <p>{t('contact.intro')}</p>
      </PageHeader>

      <div className={`${container} grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]`}>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold text-ink">
            {t('contact.formTitle')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{t('contact.requiredNote')}</p>
          <ContactForm defaultSubject={contactSubjectFrom(location.state)} />
        </section>

        <aside aria-labelledby="contact-details-title" className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="contact-details-title" className="text-lg font-semibold text-ink">
              {t('contact.detailsTitle')}
            </h2>
            <ul className="mt-5 space-y-5">
              <Detail icon={<MapPin aria-hidden="true" className="size-5" />} title={t('contact.visitUs')}>
                {shop.data ? (
                  <address className="not-italic">{localText(shop.data.address, shop.data.address_ne)}</address>
                ) : (
                  placeholder
                )}
              </Detail>
              <Detail icon={<Phone aria-hidden="true" className="size-5" />} title={t('contact.callUs')}>
                {shop.data ? (
                  <a
                    className="hover:text-brand-700 hover:underline"
                    href={`tel:${shop.data.phone.replace(/[\s\-()]/g, '')}`}
                  >
                    {localDigits(shop.data.phone)}
                  </a>
                ) : (
                  placeholder
                )}
              </Detail>
              <Detail icon={<Mail aria-hidden="true" className="size-5" />} title={t('contact.emailUs')}>
                {shop.data ? (
                  <a className="hover:text-brand-700 hover:underline" href={`mailto:${shop.data.email}`}>
                    {shop.data.email}
                  </a>
                ) : (
                  placeholder
                )}
              </Detail>
              <Detail icon={<Clock aria-hidden="true" className="size-5" />} title={t('contact.openingHours')}>
                {shop.data ? shop.data.opening_hours : placeholder}
              </Detail>
            </ul>
          </section>

          {socialLinksOf(shop.data).length > 0 && (
            <section
              aria-labelledby="contact-social-title"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="contact-social-title" className="text-lg font-semibold text-ink">
                {t('contact.followUs')}
              </h2>
              <ul className="mt-4 flex gap-2">
                {socialLinksOf(shop.data).map(({ label, href, Icon }) => {
                  return (
                    <li key={label}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('contact.socialLink', { network: label })}
                        className="inline-flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-800 transition hover:bg-brand-700 hover:text-white"
                      >
                        <Icon />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </aside>
      </div>

      <section aria-labelledby="find-us" className={`${container} py-6`}>
        <h2 id="find-us" className="mb-4 text-2xl font-bold text-ink">
          {t('contact.findShop')}
        </h2>
        <LocationMap address={facts.address} />
      </section>

      <section aria-labelledby="contact-faq" className={`${container} py-10`}>
        <h2 id="contact-faq" className="text-2xl font-bold text-ink">
          {t('contact.faqTitle')}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {(activeLocale() === 'ne' ? CONTACT_FAQ_NE : CONTACT_FAQ).map((item) => (
            <div key={item.question} className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="font-semibold text-ink">{item.question}</dt>
              <dd className="mt-2 text-sm leading-6 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-slate-700">
          {withMarkup(t('contact.moreAnswers'), (text) => (
            <Link to={FAQ_SECTION_PATH} className={textLink}>
              {text}
            </Link>
          ))}
        </p>
      </section>
    </>
  );
}
