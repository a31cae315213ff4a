import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` pixels: the header turns opaque after 10px
 * (docs/rules/content.md#header-and-navigation).
 */
export function useScrolled(threshold = 10): boolean {
  // Read after the first render: the server's HTML (which hydration must match) cannot know it.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
