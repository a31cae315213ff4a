// The shop's policy facts (docs/rules/content.md#policy-facts), written once and quoted by the FAQ,
// the contact page, the blog and the Warranty, Privacy and Terms pages so they never disagree.
// How "all sales are final" fits with the return windows: docs/decisions.md.
// The facts an admin sets on /staff/settings (threshold, payment methods, hours, address) come
// from the server as ShopFacts; the content below takes them as an argument, and the constants
// built with DEFAULT_SHOP_FACTS are what a shop shows before they have loaded.

import {
  DEFAULT_FREE_DELIVERY_THRESHOLD,
  formatThreshold,
  PAYMENT_GATEWAYS,
  SHOP_ADDRESS,
  SHOP_ADDRESS_NE,
  type PaymentGateway,
  type ShopInfo,
} from '@pasal/contract';
import { activeLocale, shopName, t, type Locale } from '../i18n';

export const POLICY = {
  /** Orders can be modified or cancelled within one hour of being placed. */
  orderChangeWindow: 'one hour',
  /** Most products: returned within 7 days of delivery. */
  standardReturnDays: 7,
  /** Products with a manufacturer's warranty: returned within 30 days for a manufacturing defect. */
  warrantedReturnDays: 30,
  valleyDelivery: 'the same day or the next business day',
  outsideValleyDelivery: '2 to 7 business days',
  warrantyClaimTime: '7 to 21 working days',
  refundTime: '7 working days',
  minimumAge: 13,
  freeDeliveryThreshold: formatThreshold(DEFAULT_FREE_DELIVERY_THRESHOLD),
  openingHours: 'Mon - Sat 9AM - 7PM',
} as const;

/** How the policy pages name each payment method. */
export const PAYMENT_METHOD_NAMES: Record<PaymentGateway, string> = {
  Esewa: 'eSewa',
  Khalti: 'Khalti',
  COD: 'Cash on Delivery (COD)',
};

/** The shop's settings as the content pages word them. */
export interface ShopFacts {
  /** 'NPR 10,000' */
  freeDeliveryThreshold: string;
  paymentMethods: readonly PaymentGateway[];
  openingHours: string;
  address: string;
  /** The address on Nepali pages (issue #30); null: none, the English one is shown. */
  addressNe: string | null;
}

export const DEFAULT_SHOP_FACTS: ShopFacts = {
  freeDeliveryThreshold: POLICY.freeDeliveryThreshold,
  paymentMethods: PAYMENT_GATEWAYS,
  openingHours: POLICY.openingHours,
  address: SHOP_ADDRESS,
  addressNe: SHOP_ADDRESS_NE,
};

export function shopFactsFrom(info: ShopInfo | undefined): ShopFacts {
  if (!info) return DEFAULT_SHOP_FACTS;
  return {
    freeDeliveryThreshold: formatThreshold(info.free_delivery_threshold),
    // A shop always takes some payment; an empty list (nothing possible) keeps the general wording.
    paymentMethods: info.payment_methods.length > 0 ? info.payment_methods : PAYMENT_GATEWAYS,
    openingHours: info.opening_hours,
    address: info.address,
    addressNe: info.address_ne,
  };
}

/**
 * The built-in pages' words made this shop's own (issue #32): `{shop}` is its name, `{place}` where
 * it is and `{locality}` the same in short. Until an admin saves another address they are the demo
 * shop's, "Lambagar, Tarkeshwor" and "Lambagar", word for word as the specification has them.
 * `locale` is the language of `text` (the back office words the Nepali while showing English).
 */
export function inShopWords(text: string, facts: ShopFacts, locale: Locale = activeLocale()): string {
  const nepali = locale === 'ne';
  const saved = nepali ? (facts.addressNe ?? facts.address) : facts.address;
  const moved = facts.address !== SHOP_ADDRESS;
  const place = moved ? saved : nepali ? 'लम्बगर, तारकेश्वर' : 'Lambagar, Tarkeshwor';
  const locality = moved ? saved : nepali ? 'लम्बगर' : 'Lambagar';
  return text.replaceAll('{shop}', shopName()).replaceAll('{place}', place).replaceAll('{locality}', locality);
}

/** The methods' short names in the page's language (looked up when used: see i18n). */
const shortNames = (): Record<PaymentGateway, string> => ({
  Esewa: 'eSewa',
  Khalti: 'Khalti',
  COD: t('content.cashOnDelivery'),
});

/**
 * "eSewa, Khalti or Cash on Delivery" (`joiner` 'or'), "eSewa and Khalti" (`joiner` 'and'); in
 * Nepali "eSewa, Khalti वा क्यास अन डेलिभरी".
 */
export function methodList(methods: readonly PaymentGateway[], joiner: 'and' | 'or', names = shortNames()): string {
  const labels = methods.map((method) => names[method]);
  if (labels.length <= 1) return labels.join('');
  const values = { list: labels.slice(0, -1).join(', '), last: labels[labels.length - 1] };
  return joiner === 'and' ? t('content.methodsAnd', values) : t('content.methodsOr', values);
}
