import { PAYMENT_GATEWAY_LABELS, toDevanagariDigits, type PaymentGateway } from '@pasal/contract';
import { activeLocale, t } from '../i18n';

// Figures as the page's language writes them: Nepali pages use Devanagari digits (२०२५, १००+),
// English pages the figures as they are. Called while rendering, so the server's Nepali first
// screen and the browser's hydration write the same text. Messages get counts and ratings from
// here rather than from ICU's '#': Chromium's Intl writes Nepali numbers with 0–9 where Node
// writes ०–९, so '#' would differ between the server's render and the page. Prices have their
// own formatter (components/price.tsx).

/** 42 → '42' in English, '४२' in Nepali; a text keeps everything but its digits ('24/7' → '२४/७'). */
export function localDigits(value: number | string): string {
  const text = String(value);
  return activeLocale() === 'ne' ? toDevanagariDigits(text) : text;
}

/**
 * An amount the shop's settings already worded in English ('NPR 10,000', the free-delivery
 * threshold) as the page's language writes it: 'रु. १०,०००' in Nepali. The lakh grouping stays.
 */
export function localAmount(formatted: string): string {
  if (activeLocale() !== 'ne') return formatted;
  return toDevanagariDigits(formatted.replace(/^(NPR|Rs\.)\s*/, 'रु. '));
}

/**
 * A payment method as the shopper's page names it: eSewa and Khalti are brands and stay; Cash on
 * Delivery is words, so a Nepali page says क्यास अन डेलिभरी.
 */
export function paymentMethodName(gateway: PaymentGateway): string {
  return gateway === 'COD' ? t('common.cashOnDelivery') : PAYMENT_GATEWAY_LABELS[gateway];
}
