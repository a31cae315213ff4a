import { ArrowRight, BadgeCheck, Headset, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ABOUT_FIGURES, ABOUT_MISSION, ABOUT_STORY, aboutValues, FOUNDED_YEAR } from '../../content/site';
import { container, PageHeader, primaryButton, secondaryButton } from '../../features/content/page-header';
import { PageMeta } from '../../features/content/page-meta';
import { SellerDisclosures } from '../../features/content/seller-disclosures';
import { useShopFacts } from '../../features/content/shop-info';

const valueIcons = [BadgeCheck, Wallet, Headset];

export function Component() {
  const facts = useShopFacts();
  return (
    <>
      <PageMeta
        title="About Us"
        description={`Pasal is an electronics shop in Kathmandu, founded in ${FOUNDED_YEAR}: genuine smartphones, laptops and accessories at the best prices, delivered across Nepal.`}
      />
      <PageHeader eyebrow={`Since ${FOUNDED_YEAR}`} title="About Pasal">
        <p>{ABOUT_MISSION}</p>
      </PageHeader>

      <section aria-label="Pasal in numbers" className={`${container} -mt-px py-10`}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {ABOUT_FIGURES.map((figure) => (
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
            Our Story
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            {ABOUT_STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/products" className={primaryButton}>
              Explore Products
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/contact" className={secondaryButton}>
              Get in Touch
            </Link>
          </div>
        </div>
        <div className="rounded-3xl bg-ink p-8 text-white sm:p-10">
          <h2 className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Our mission</h2>
          <p className="mt-3 text-xl leading-8 font-semibold sm:text-2xl sm:leading-9">
            High-quality gadgets at the best prices, accessible to everyone.
          </p>
          <ul className="mt-8 space-y-5">
            {aboutValues(facts).map((value, index) => {
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
