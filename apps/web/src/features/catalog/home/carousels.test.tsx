import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroSlides, testimonials } from '../../../content/home';
import { HeroCarousel } from './hero-carousel';
import { Testimonials } from './testimonials';

const visibleSlide = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true');

function setReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe('HeroCarousel', () => {
  const renderHero = () =>
    render(
      <MemoryRouter>
        <HeroCarousel slides={heroSlides} />
      </MemoryRouter>,
    );

  it("has the spec's three slides, each with a button to /products", () => {
    renderHero();
    expect(heroSlides.map((slide) => [slide.title, slide.ctaText])).toEqual([
      ['Latest Tech Gadgets', 'Shop Now'],
      ['Summer Sale', 'View Offers'],
      ['Gaming Essentials', 'Explore'],
    ]);
    expect(heroSlides[1]!.subtitle).toMatch(/up to 40% off/i);
    expect(heroSlides.map((slide) => slide.ctaLink)).toEqual(['/products', '/products?on_sale=1', '/products']);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
  });

  it('auto-advances every 5 s and wraps; arrows move both ways', () => {
    renderHero();
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    expect(visibleSlide(carousel)).toHaveTextContent('Latest Tech Gadgets');
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide(carousel)).toHaveTextContent('Summer Sale');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide(carousel)).toHaveTextContent('Gaming Essentials');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide(carousel)).toHaveTextContent('Latest Tech Gadgets');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide(carousel)).toHaveTextContent('Gaming Essentials');
  });

  it('pauses while hovered and with the pause button', () => {
    renderHero();
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15000));
    expect(visibleSlide(carousel)).toHaveTextContent('Latest Tech Gadgets');
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(visibleSlide(carousel)).toHaveTextContent('Latest Tech Gadgets');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide(carousel)).toHaveTextContent('Summer Sale');
  });

  it('never moves on its own for shoppers who prefer reduced motion', () => {
    setReducedMotion(true);
    renderHero();
    act(() => vi.advanceTimersByTime(20000));
    expect(visibleSlide(screen.getByRole('region', { name: 'Featured offers' }))).toHaveTextContent(
      'Latest Tech Gadgets',
    );
  });

  it('loads the first slide image eagerly with high priority and the others lazily', () => {
    const { container } = renderHero();
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });
});

describe('Testimonials', () => {
  it('shows 4 testimonials, one every 5 s, wrapping after the last; a dot jumps to one', () => {
    render(<Testimonials items={testimonials} />);
    expect(testimonials).toHaveLength(4);
    const section = screen.getByRole('region', { name: 'What Our Customers Say' });
    const shown = () => visibleSlide(section);
    expect(shown()).toHaveTextContent(testimonials[0]!.name);
    for (const next of [1, 2, 3, 0]) {
      act(() => vi.advanceTimersByTime(5000));
      expect(shown()).toHaveTextContent(testimonials[next]!.name);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Go to testimonial 3' }));
    expect(shown()).toHaveTextContent(testimonials[2]!.name);
  });
});
