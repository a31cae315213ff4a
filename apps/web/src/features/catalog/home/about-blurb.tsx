import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { localDigits } from '../../../components/locale-format';
import { t } from '../../../i18n';
import type { AboutWords } from './home-sections';

/**
 * Founded 2025, a shop in Lambagar, Kathmandu (docs/rules/catalogue.md#home-page), or the owner's
 * own words and figures (/staff/storefront).
 */
export function AboutBlurb({ about }: { about: AboutWords | null }) {
  if (!about) return null;
  return (
    <section aria-labelledby="about-heading" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] uppercase [&:lang(ne)]:text-sm [&:lang(ne)]:tracking-normal text-brand-700">
            {about.tag}
          </p>
          <h2 id="about-heading" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {about.title}
          </h2>
          <p className="mt-4 text-base leading-7 text-slate-700">{about.text}</p>
          <Link
            to="/about"
            className="mt-6 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white transition hover:bg-slate-700"
          >
            {t('home.aboutMore')}
          </Link>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          {about.figures.length > 0 && (
            <dl className="col-span-2 grid grid-cols-2 gap-3 sm:gap-4">
              {about.figures.map(({ value, label }, position) => (
                <div key={`${position}-${label}`} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{localDigits(value)}</dd>
                </div>
              ))}
            </dl>
          )}
          {about.visit && (
            <p className="col-span-2 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {about.visit}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
