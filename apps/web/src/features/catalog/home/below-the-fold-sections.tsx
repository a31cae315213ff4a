import { testimonials } from '../../../content/home';
import { AboutBlurb } from './about-blurb';
import { GamingBanner } from './gaming-banner';
import { Newsletter } from './newsletter';
import { PromiseStrip } from './promise-strip';
import { RecentlyViewed } from './recently-viewed';
import { ShopByCategory } from './shop-by-category';
import { Testimonials } from './testimonials';

/**
 * The home page under its first screen, a chunk of its own: the newsletter's form and schema
 * code and the rest arrive after the page is up, instead of weighing on its first load.
 */
export function HomeBelowTheFold() {
  return (
    <>
      <ShopByCategory />
      <RecentlyViewed />
      <PromiseStrip />
      <GamingBanner />
      <AboutBlurb />
      <Newsletter />
      <Testimonials items={testimonials} />
    </>
  );
}
