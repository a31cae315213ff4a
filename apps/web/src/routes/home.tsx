import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FeaturedProducts, HeroCarousel, heroSlidesOf } from '../features/catalog';
import { PageMeta } from '../components/page-meta';
import { methodList } from '../content/policy-facts';
import { homeContentQuery } from '../api/home-content';
import { useShopFacts } from '../api/shop-info';
import { BelowTheFold } from '../ssr/below-the-fold';
import { localAmount } from '../components/locale-format';
import { t } from '../i18n';

const HomeBelowTheFold = lazy(() =>
  import('../features/catalog/home/below-the-fold-sections').then((module) => ({ default: module.HomeBelowTheFold })),
);

/** The hero's place while the home page's sections load (a visit that started elsewhere): no jump. */
function HeroPlaceholder() {
  return <div aria-hidden="true" className="h-[34rem] bg-slate-900 sm:h-[28rem] lg:h-[32rem]" />;
}

export function Component() {
  // The threshold and payment methods as an admin set them (the server's first screen carries them).
  const facts = useShopFacts();
  // The sections as the owner wrote them (issue #32): also in the server's first screen.
  const home = useQuery(homeContentQuery());
  // Unreadable (the API is down): the owner's sections are not known, so none is shown rather
  // than the demo's words (content null); the catalogue's own sections still are.
  const content = home.data ?? (home.isError ? null : undefined);
  const slides = content ? heroSlidesOf(content.hero) : content === null ? [] : null;
  return (
    <>
      <PageMeta
        title={t('home.metaTitle')}
        description={t('home.metaDescription', {
          threshold: localAmount(facts.freeDeliveryThreshold),
          methods: methodList(facts.paymentMethods, 'and'),
        })}
        path="/"
      />
      <h1 className="sr-only">{t('home.heading')}</h1>
      {slides === null ? <HeroPlaceholder /> : slides.length > 0 && <HeroCarousel slides={slides} />}
      <FeaturedProducts />
      {content !== undefined && (
        <BelowTheFold>
          <Suspense fallback={null}>
            <HomeBelowTheFold content={content} />
          </Suspense>
        </BelowTheFold>
      )}
    </>
  );
}
