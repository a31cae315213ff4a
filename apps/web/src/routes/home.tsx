import { heroSlides, testimonials } from '../content/home';
import { AboutBlurb } from '../features/catalog/home/about-blurb';
import { FeaturedProducts } from '../features/catalog/home/featured-products';
import { GamingBanner } from '../features/catalog/home/gaming-banner';
import { HeroCarousel } from '../features/catalog/home/hero-carousel';
import { Newsletter } from '../features/catalog/home/newsletter';
import { PromiseStrip } from '../features/catalog/home/promise-strip';
import { RecentlyViewed } from '../features/catalog/home/recently-viewed';
import { ShopByCategory } from '../features/catalog/home/shop-by-category';
import { Testimonials } from '../features/catalog/home/testimonials';
import { PageMeta } from '../components/page-meta';
import { BelowTheFold } from '../ssr/below-the-fold';

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
        <ShopByCategory />
        <RecentlyViewed />
        <PromiseStrip />
        <GamingBanner />
        <AboutBlurb />
        <Newsletter />
        <Testimonials items={testimonials} />
      </BelowTheFold>
    </>
  );
}
