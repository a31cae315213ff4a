import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useCarousel, usePrefersReducedMotion } from '../../../components/carousel';
import { CarouselDots } from '../../../components/carousel-dots';
import { ShopLinkTo } from '../../../components/layout/shop-link';
import type { HeroSlide } from '../../../content/home';
import { localDigits } from '../../../components/locale-format';
import { t } from '../../../i18n';

const backgrounds = [
  'from-slate-900 via-slate-800 to-brand-900',
  'from-brand-800 via-brand-700 to-rose-800',
  'from-indigo-950 via-violet-900 to-slate-900',
];

const arrow =
  'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition hover:bg-white/30 sm:inline-flex';

/**
 * Hero (docs/rules/catalogue.md#home-page): 3 slides, arrows, one dot per slide, auto-advance every
 * 5 s. It pauses while hovered or focused, with the pause button, and never moves on its own for
 * shoppers who asked for reduced motion.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, next, previous, goTo } = useCarousel({
    count: slides.length,
    interval: 5000,
    paused: hovered || focused || stopped || reducedMotion,
  });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.heroLabel')}
      className="relative isolate overflow-hidden bg-slate-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="relative h-[34rem] sm:h-[28rem] lg:h-[32rem]">
        {slides.map((slide, position) => {
          const active = position === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slidePosition', {
                number: localDigits(position + 1),
                total: localDigits(slides.length),
              })}
              aria-hidden={!active}
              inert={!active}
              className={`absolute inset-0 bg-linear-to-br ${backgrounds[position % backgrounds.length]} transition-opacity duration-700 ${
                active ? 'opacity-100' : 'pointer-events-none opacity-0'
              }`}
            >
              <div className="mx-auto grid h-full max-w-7xl grid-rows-[auto_1fr] items-center gap-4 px-6 pt-10 pb-14 sm:grid-cols-2 sm:grid-rows-1 sm:gap-8 sm:px-14 sm:py-0 lg:px-20">
                <div className="text-center sm:text-left">
                  <p className="text-xs font-semibold tracking-[0.2em] uppercase [&:lang(ne)]:text-sm [&:lang(ne)]:tracking-normal text-brand-200">
                    {t('home.heroTag')}
                  </p>
                  <h2 className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mx-auto mt-3 max-w-md text-base text-slate-100 sm:mx-0 sm:text-lg">{slide.subtitle}</p>
                  <ShopLinkTo
                    href={slide.ctaLink}
                    className="mt-6 inline-flex h-12 items-center rounded-full bg-white px-7 text-sm font-semibold text-ink shadow-lg transition hover:bg-brand-50"
                  >
                    {slide.ctaText}
                  </ShopLinkTo>
                </div>
                <div className="flex h-full min-h-0 items-center justify-center">
                  <img
                    src={slide.image}
                    alt={slide.imageAlt}
                    width={560}
                    height={420}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : 'low'}
                    decoding={position === 0 ? 'sync' : 'async'}
                    className="max-h-full w-auto max-w-full object-contain drop-shadow-2xl"
                  />
                </div>
              </div>
            </div>
          );
        })}
        {slides.length > 1 && (
          <>
            <button type="button" aria-label={t('home.previousSlide')} onClick={previous} className={`${arrow} left-3`}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button type="button" aria-label={t('home.nextSlide')} onClick={next} className={`${arrow} right-3`}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
            <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-2">
              <CarouselDots count={slides.length} active={index} onSelect={goTo} tone="light" />
              <button
                type="button"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? t('home.playSlides') : t('home.pauseSlides')}
                className="inline-flex size-8 items-center justify-center rounded-full text-white/90 hover:bg-white/20"
              >
                {stopped ? (
                  <Play aria-hidden="true" className="size-4" />
                ) : (
                  <Pause aria-hidden="true" className="size-4" />
                )}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
