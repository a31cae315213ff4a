import { defaultHomeContent, homeContentSchema, inLanguage } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { heroSlides, testimonials } from '../../../content/home';
import { aboutOf, bannerOf, heroSlidesOf, testimonialsOf } from './home-sections';

// What each home-page section shows (issue #32): built in, the owner's own in the page's language
// (a blank Nepali text falls back to the English), or nothing when hidden.

const nepali = (english: string, ne: string) => inLanguage('ne', english, ne);
const own = homeContentSchema.parse({
  hero: {
    mode: 'own',
    slides: [
      {
        image: '/media/0123456789abcdef0123456789abcdef-640.jpg',
        image_alt: 'Phones',
        title: 'Tihar offers',
        title_ne: 'तिहार अफर',
        text: 'For the festival',
        button: 'Shop',
        link: 'https://himal.example/offers',
      },
    ],
  },
  banner: {
    mode: 'own',
    tag: 'NEW',
    title: 'Laptops for college',
    button: 'See laptops',
    link: '/products?category=Laptops',
  },
  about: {
    mode: 'own',
    title: 'Since 2010',
    text: 'New Road',
    figures: [{ value: '2010', label: 'Founded', label_ne: 'स्थापना' }],
  },
  testimonials: { mode: 'hidden' },
});

describe('home sections', () => {
  it('are the built-in ones for a shop that saved none', () => {
    const content = defaultHomeContent();
    expect(heroSlidesOf(content.hero)).toBe(heroSlides);
    expect(testimonialsOf(content.testimonials)).toBe(testimonials);
    expect(bannerOf(content.banner)).toEqual({
      tag: 'GAME ON',
      title: 'Gear up for your next victory',
      text: 'Gaming laptops, low-latency earbuds and speakers that bring every match to life.',
      button: 'Shop Gaming',
      link: '/products',
    });
    expect(aboutOf(content.about)?.figures.map((figure) => figure.value)).toEqual(['2025', '100+', '500+', '24/7']);
  });

  it("show the owner's words in the page's language, the English where no Nepali was written", () => {
    expect(heroSlidesOf(own.hero, nepali)).toEqual([
      {
        id: 1,
        image: '/media/0123456789abcdef0123456789abcdef-640.jpg',
        imageAlt: 'Phones',
        title: 'तिहार अफर',
        subtitle: 'For the festival',
        ctaText: 'Shop',
        ctaLink: 'https://himal.example/offers',
      },
    ]);
    expect(bannerOf(own.banner)).toMatchObject({ title: 'Laptops for college', link: '/products?category=Laptops' });
    expect(aboutOf(own.about, nepali)).toEqual({
      tag: '',
      title: 'Since 2010',
      text: 'New Road',
      figures: [{ value: '2010', label: 'स्थापना' }],
      visit: '',
    });
  });

  it('show nothing for a hidden section', () => {
    expect(testimonialsOf(own.testimonials)).toEqual([]);
    expect(heroSlidesOf({ mode: 'hidden', slides: [] })).toEqual([]);
    expect(bannerOf({ ...own.banner, mode: 'hidden' })).toBeNull();
    expect(aboutOf({ ...own.about, mode: 'hidden' })).toBeNull();
  });
});
