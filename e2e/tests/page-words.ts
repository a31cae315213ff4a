/// <reference lib="dom" />
import type { Page } from '@playwright/test';

// What a Nepali journey checks for Latin-script words (issue #30): the page as a shopper reads it
// and a screen reader says it.

/**
 * What a shopper reads on the page and what a screen reader says: the visible text and the
 * accessible names (aria-label, alt, placeholder, title), leaving out what is marked as English
 * (the "English" switch, lang="en").
 */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const english = (element: Element) => element.closest('[lang]:not(html)')?.getAttribute('lang') === 'en';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || english(parent) || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], img[alt], [placeholder], [title]')) {
      if (english(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) parts.push(element.getAttribute(name) ?? '');
    }
    parts.push(document.title);
    return parts.join('\n');
  });
}
