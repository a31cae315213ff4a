import { groupLakh, toDevanagariDigits, type PaymentGateway } from '@pasal/contract';
import { POLICY, type ShopFacts } from '../policy-facts';

// The policy facts (../policy-facts.ts) as the Nepali pages word them: the same numbers, in
// Devanagari digits. Loaded only by the content routes that show Nepali prose.

/** 7 → '७'. */
export const ne = (value: number | string): string => toDevanagariDigits(String(value));

export const POLICY_NE = {
  orderChangeWindow: 'एक घण्टा',
  standardReturnDays: ne(POLICY.standardReturnDays),
  warrantedReturnDays: ne(POLICY.warrantedReturnDays),
  valleyDelivery: 'उही दिन वा अर्को कार्यदिन',
  outsideValleyDelivery: '२ देखि ७ कार्यदिन',
  warrantyClaimTime: '७ देखि २१ कार्यदिन',
  refundTime: '७ कार्यदिन',
  minimumAge: ne(POLICY.minimumAge),
} as const;

/** How the Nepali policy pages name each payment method (brand names stay as they are). */
export const PAYMENT_METHOD_NAMES_NE: Record<PaymentGateway, string> = {
  Esewa: 'eSewa',
  Khalti: 'Khalti',
  COD: 'क्यास अन डेलिभरी (COD)',
};

const SHORT_NAMES_NE: Record<PaymentGateway, string> = { Esewa: 'eSewa', Khalti: 'Khalti', COD: 'क्यास अन डेलिभरी' };

/** "eSewa, Khalti वा क्यास अन डेलिभरी" (`joiner` 'or'), "eSewa र Khalti" (`joiner` 'and'). */
export function methodListNe(methods: readonly PaymentGateway[], joiner: 'and' | 'or', names = SHORT_NAMES_NE): string {
  const labels = methods.map((method) => names[method]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} ${joiner === 'and' ? 'र' : 'वा'} ${labels[labels.length - 1]}`;
}

/**
 * The free-delivery threshold in Nepali: 'NPR 100,000' as ShopFacts words it becomes 'रु. १,००,०००'
 * (lakh grouping). ShopFacts stays in English for the pages that are not translated here.
 */
export function thresholdNe(facts: ShopFacts): string {
  const english = /^NPR ([\d,]+(?:\.\d+)?)$/.exec(facts.freeDeliveryThreshold);
  if (!english) return facts.freeDeliveryThreshold;
  const [whole, fraction] = english[1]!.replace(/,/g, '').split('.');
  const grouped = groupLakh(Number(whole));
  return `रु. ${ne(fraction ? `${grouped}.${fraction.padEnd(2, '0')}` : grouped)}`;
}
