import { inLanguage, type HomeContent, type Locale } from '@pasal/contract';
import { useState } from 'react';
import { useShopFacts } from '../../api/shop-info';
import {
  aboutOf,
  AboutBlurb,
  bannerOf,
  HeroCarousel,
  heroSlidesOf,
  HomeBanner,
  PromiseStrip,
  promisesOf,
  Testimonials,
  testimonialsOf,
} from '../catalog';

// The home page's sections drawn by the storefront's own components from what the editor holds now
// (issue #32), in English or Nepali. It is a picture of the page: nothing in it can be clicked,
// so a link in it cannot take the owner away from unsaved words.

const LANGUAGES: { value: Locale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'ne', label: 'Nepali' },
];

export function HomePreview({ content }: { content: HomeContent }) {
  const [language, setLanguage] = useState<Locale>('en');
  const facts = useShopFacts();
  const pick = (english: string, nepali: string) => inLanguage(language, english, nepali);
  const slides = heroSlidesOf(content.hero, pick);
  const testimonials = testimonialsOf(content.testimonials, pick);
  return (
    <section aria-labelledby="home-preview-heading" className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
        <h2 id="home-preview-heading" className="text-base font-semibold text-ink">
          Preview
        </h2>
        <div role="radiogroup" aria-label="Preview language" className="flex gap-2">
          {LANGUAGES.map(({ value, label }) => (
            <label
              key={value}
              className="inline-flex h-9 cursor-pointer items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
            >
              <input
                type="radio"
                className="sr-only"
                name="preview-language"
                checked={language === value}
                onChange={() => setLanguage(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </div>
      <p className="px-4 pt-3 text-xs text-slate-600">
        Your own words as shoppers will see them, before you save. Built-in sections show here in English; Nepali pages
        show their Nepali words.
      </p>
      <div inert className="mt-3 overflow-hidden rounded-b-xl" lang={language}>
        {slides.length > 0 && <HeroCarousel slides={slides} />}
        <PromiseStrip promises={promisesOf(content.promises, facts, pick)} />
        <HomeBanner banner={bannerOf(content.banner, pick)} />
        <AboutBlurb about={aboutOf(content.about, pick)} />
        {testimonials.length > 0 && <Testimonials items={testimonials} />}
      </div>
    </section>
  );
}
