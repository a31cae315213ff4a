import { lazy, Suspense } from 'react';
import { heroSlides } from '../content/home';
import { FeaturedProducts, HeroCarousel } from '../features/catalog';
import { PageMeta } from '../components/page-meta';
import { methodList } from '../content/policy-facts';
import { useShopFacts } from '../api/shop-info';
import { BelowTheFold } from '../ssr/below-the-fold';
import { localAmount } from '../components/locale-format';
import { t } from '../i18n';

const HomeBelowTheFold = lazy(() =>
  import('../features/catalog/home/below-the-fold-sections').then((module) => ({ default: module.HomeBelowTheFold })),
);

export function Component() {
  // The threshold and payment methods as an admin set them (the server's first screen carries them).
  const facts = useShopFacts();
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
      <HeroCarousel slides={heroSlides} />
      <FeaturedProducts />
      <BelowTheFold>
        <Suspense fallback={null}>
          <HomeBelowTheFold />
        </Suspense>
      </BelowTheFold>
    </>
  );
}
