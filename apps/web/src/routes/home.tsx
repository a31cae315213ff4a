import { lazy, Suspense } from 'react';
import { heroSlides } from '../content/home';
import { FeaturedProducts } from '../features/catalog/home/featured-products';
import { HeroCarousel } from '../features/catalog/home/hero-carousel';
import { PageMeta } from '../components/page-meta';
import { BelowTheFold } from '../ssr/below-the-fold';

const HomeBelowTheFold = lazy(() =>
  import('../features/catalog/home/below-the-fold-sections').then((module) => ({ default: module.HomeBelowTheFold })),
);

export function Component() {
  return (
    <>
      <PageMeta
        title="Pasal | Smartphones, Laptops and Accessories in Nepal"
        description="Shop genuine smartphones, laptops, earbuds, speakers and smartwatches in Nepal. Free delivery above NPR 10,000, 24/7 support, eSewa, Khalti and cash on delivery."
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
