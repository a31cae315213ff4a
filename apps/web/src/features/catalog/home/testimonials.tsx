import { Quote } from 'lucide-react';
import { useState } from 'react';
import { useCarousel, usePrefersReducedMotion } from '../../../components/carousel';
import { CarouselDots } from '../../../components/carousel-dots';
import { StarRating } from '../../../components/star-rating';
import type { Testimonial } from '../../../content/home';
import { localDigits } from '../../../components/locale-format';
import { t } from '../../../i18n';

/** "Maya Lama" → "ML": the portrait of a testimonial the owner wrote without a picture. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * 4 static testimonials; every 5 s the next one, wrapping after the last; a dot jumps to one
 * (docs/rules/catalogue.md#home-page).
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [held, setHeld] = useState(false);
  const { index, goTo } = useCarousel({ count: items.length, interval: 5000, paused: held || reducedMotion });
  return (
    <section
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold tracking-[0.2em] [&:lang(ne)]:text-sm [&:lang(ne)]:tracking-normal text-brand-700">
          {t('home.testimonialsTag')}
        </p>
        <h2 id="testimonials-heading" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t('home.testimonialsTitle')}
        </h2>
      </div>
      <div className="relative mx-auto mt-8 grid max-w-3xl">
        {items.map((item, position) => {
          const active = position === index;
          return (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slidePosition', {
                number: localDigits(position + 1),
                total: localDigits(items.length),
              })}
              aria-hidden={!active}
              inert={!active}
              // All slides share one grid cell: the tallest sets the height, so nothing jumps.
              className={`col-start-1 row-start-1 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm transition-opacity duration-500 sm:p-10 ${
                active ? 'opacity-100' : 'pointer-events-none opacity-0'
              }`}
            >
              <figure>
                <Quote aria-hidden="true" className="mx-auto size-8 text-brand-300" />
                <StarRating rating={item.rating} size="md" className="mt-3 justify-center" />
                <blockquote className="mt-4 text-base leading-7 text-slate-700 sm:text-lg">“{item.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center justify-center gap-3">
                  {item.image ? (
                    <img
                      src={item.image}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-12 rounded-full"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800"
                    >
                      {initials(item.name)}
                    </span>
                  )}
                  <span className="text-left">
                    <span className="block font-semibold text-ink">{item.name}</span>
                    <span className="block text-sm text-slate-600">
                      {item.role} · {item.product}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <CarouselDots className="mt-5" count={items.length} active={index} onSelect={goTo} itemLabel="testimonial" />
    </section>
  );
}
