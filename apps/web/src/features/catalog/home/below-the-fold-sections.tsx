import type { HomeContent } from '@pasal/contract';
import { useShopFacts } from '../../../api/shop-info';
import { AboutBlurb } from './about-blurb';
import { HomeBanner } from './home-banner';
import { aboutOf, bannerOf, promisesOf, testimonialsOf } from './home-sections';
import { Newsletter } from './newsletter';
import { PromiseStrip } from './promise-strip';
import { RecentlyViewed } from './recently-viewed';
import { ShopByCategory } from './shop-by-category';
import { Testimonials } from './testimonials';

/**
 * The home page under its first screen, a chunk of its own: the newsletter's form and schema
 * code and the rest arrive after the page is up, instead of weighing on its first load. The
 * owner's sections (issue #32) show as written on /staff/storefront; a hidden one not at all, nor
 * any while they cannot be read (null).
 */
export function HomeBelowTheFold({ content }: { content: HomeContent | null }) {
  const facts = useShopFacts();
  const testimonials = content ? testimonialsOf(content.testimonials) : [];
  return (
    <>
      <ShopByCategory />
      <RecentlyViewed />
      <PromiseStrip promises={content ? promisesOf(content.promises, facts) : []} />
      <HomeBanner banner={content && bannerOf(content.banner)} />
      <AboutBlurb about={content && aboutOf(content.about)} />
      <Newsletter />
      {testimonials.length > 0 && <Testimonials items={testimonials} />}
    </>
  );
}
