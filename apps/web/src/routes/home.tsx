import { lazy, Suspense } from 'react';
import { heroSlides } from '../content/home';
import { FeaturedProducts } from '../features/catalog/home/featured-products';
import { HeroCarousel } from '../features/catalog/home/hero-carousel';
import { PageMeta } from '../components/page-meta';
import { methodList } from '../content/policy-facts';
import { useShopFacts } from '../features/content/shop-info';
import { BelowTheFold } from '../ssr/below-the-fold';

const HomeBelowTheFold = lazy(() =>
  import('../features/catalog/home/below-the-fold-sections').then((module) => ({ default: module.HomeBelowTheFold })),
);

export function Component() {
  // The threshold and payment methods as an admin set them (the server's first screen carries them).
  const facts = useShopFacts();
  return (
    <>
      <PageMeta
        title="Pasal | Smartphones, Laptops and Accessories in Nepal"
        description={`Shop genuine smartphones, laptops, earbuds, speakers and smartwatches in Nepal. Free delivery above ${facts.freeDeliveryThreshold}, 24/7 support, ${methodList(facts.paymentMethods, 'and')}.`}
        path="/"
      />
      <h1 className="sr-only">Pasal, your electronics shop in Nepal</h1>
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
