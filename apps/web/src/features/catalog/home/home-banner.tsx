import { Gamepad2 } from 'lucide-react';
import { ShopLinkTo } from '../../../components/layout/shop-link';
import type { BannerWords } from './home-sections';

/**
 * The wide banner: the gaming banner with its 'Shop Gaming' link to the products page
 * (docs/rules/catalogue.md#home-page), or the owner's own words and link in its place.
 */
export function HomeBanner({ banner }: { banner: BannerWords | null }) {
  if (!banner) return null;
  return (
    <section aria-labelledby="gaming-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-r from-indigo-950 via-violet-900 to-fuchsia-900 px-6 py-10 sm:px-12 sm:py-14">
        <Gamepad2
          aria-hidden="true"
          className="absolute -right-6 -bottom-10 -z-10 size-56 rotate-12 text-white/10 sm:size-72"
        />
        <p className="text-xs font-semibold tracking-[0.2em] [&:lang(ne)]:text-sm [&:lang(ne)]:tracking-normal text-fuchsia-200">
          {banner.tag}
        </p>
        <h2 id="gaming-heading" className="mt-2 max-w-lg text-2xl font-bold tracking-tight text-white sm:text-4xl">
          {banner.title}
        </h2>
        <p className="mt-3 max-w-md text-base text-violet-100">{banner.text}</p>
        <ShopLinkTo
          href={banner.link}
          className="mt-6 inline-flex h-12 items-center rounded-full bg-white px-7 text-sm font-semibold text-indigo-950 transition hover:bg-violet-100"
        >
          {banner.button}
        </ShopLinkTo>
      </div>
    </section>
  );
}
