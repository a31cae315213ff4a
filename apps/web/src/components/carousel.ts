import { useCallback, useEffect, useState } from 'react';

/** Wraps any index into 0..count-1 (−1 → last, count → 0). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface CarouselOptions {
  count: number;
  /** Auto-advance period in ms: 5000 (docs/rules/catalogue.md#home-page). */
  interval?: number;
  /** While true the carousel stays put (hover, focus, reduced motion, pause button). */
  paused?: boolean;
}

export interface Carousel {
  index: number;
  next(): void;
  previous(): void;
  goTo(index: number): void;
}

/**
 * The state of the hero and testimonial carousels (docs/rules/catalogue.md#home-page): the active
 * index moves forward or back with wrap-around, jumps to a chosen dot and advances on its own every
 * `interval` ms. Every move restarts the timer, so a slide the shopper picked gets its full time.
 */
export function useCarousel({ count, interval = 5000, paused = false }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count <= 1) return;
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), interval);
    return () => clearTimeout(timer);
  }, [index, paused, count, interval]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  return { index: wrapIndex(index, count), next, previous, goTo };
}

/** Follows the shopper's 'reduce motion' setting. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  // Read after the first render: the server's HTML (which hydration must match) cannot know it.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}
