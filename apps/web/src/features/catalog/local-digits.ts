import { toDevanagariDigits } from '@pasal/contract';
import { activeLocale } from '../../i18n';

/**
 * A count, rating or other figure in the page's language: '12' in English, '१२' in Nepali. Only the
 * digits change (no grouping added), so English reads exactly as before. Messages get figures
 * from here rather than from ICU's '#': Chromium's Intl writes Nepali numbers with 0–9 where Node
 * writes ०–९, so '#' would differ between the server's render and the page. Prices have their own
 * formatter (components/price.tsx).
 */
export function localDigits(value: number | string): string {
  const text = String(value);
  return activeLocale() === 'ne' ? toDevanagariDigits(text) : text;
}
