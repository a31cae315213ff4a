import type { AttributeKind, AttributeValue } from '@pasal/contract';
import type { CategorySlug } from './catalog-data.js';
import { demoVariantBases } from './demo-families.js';

/**
 * The demo catalogue's structured specifications (issue #35): a template per category that has
 * measurable specifications (phones, laptops, power banks; the demo has no tablets), and each
 * product's values, read from its specification texts ("8GB", "5000mAh", '6.7" FHD+ AMOLED') by
 * the pure functions below. 5G and NFC are not in the demo's texts: they come from the table of
 * the handsets' radios (`phoneRadios`), as the makers specify them.
 *
 * Pure data and functions: the seed writes them for a new shop and demo-attributes.ts for a shop
 * seeded before they existed.
 */

interface DemoAttributeOption {
  value: string;
  label: string;
  label_ne: string;
}

export interface DemoAttribute {
  key: string;
  label: string;
  labelNe: string;
  kind: AttributeKind;
  unit: string;
  group: string;
  groupNe: string;
  filterable: boolean;
  options: DemoAttributeOption[];
}

interface SpecText {
  title: string;
  answer: string;
}

const GROUPS = {
  performance: ['Performance', 'कार्यक्षमता'],
  display: ['Display', 'डिस्प्ले'],
  battery: ['Battery', 'ब्याट्री'],
  connectivity: ['Connectivity', 'कनेक्टिभिटी'],
  software: ['Software', 'सफ्टवेयर'],
  design: ['Design', 'डिजाइन'],
  power: ['Power', 'पावर'],
} as const;

function attribute(
  key: string,
  [label, labelNe]: readonly [string, string],
  kind: AttributeKind,
  group: keyof typeof GROUPS,
  extra: { unit?: string; options?: DemoAttributeOption[]; filterable?: boolean } = {},
): DemoAttribute {
  const [groupEn, groupNe] = GROUPS[group];
  return {
    key,
    label,
    labelNe,
    kind,
    unit: extra.unit ?? '',
    group: groupEn,
    groupNe,
    filterable: extra.filterable ?? true,
    options: extra.options ?? [],
  };
}

const option = (value: string, label: string, labelNe = ''): DemoAttributeOption => ({
  value,
  label,
  label_ne: labelNe,
});

const PHONE_PROCESSORS = [
  option('snapdragon', 'Qualcomm Snapdragon'),
  option('dimensity', 'MediaTek Dimensity'),
  option('helio', 'MediaTek Helio'),
  option('exynos', 'Samsung Exynos'),
  option('apple-a', 'Apple A-series'),
  option('unisoc', 'Unisoc'),
];

const LAPTOP_PROCESSORS = [
  option('apple-m', 'Apple M-series'),
  option('intel-core-ultra', 'Intel Core Ultra'),
  option('intel-core-i7', 'Intel Core i7'),
  option('intel-core-i5', 'Intel Core i5'),
  option('intel-core-i3', 'Intel Core i3'),
  option('amd-ryzen-7', 'AMD Ryzen 7'),
  option('amd-ryzen-5', 'AMD Ryzen 5'),
  option('amd-ryzen-3', 'AMD Ryzen 3'),
];

const RAM = ['RAM', 'र्‍याम'] as const;
const STORAGE = ['Storage', 'स्टोरेज'] as const;
const SCREEN = ['Screen size', 'स्क्रिनको आकार'] as const;
const PROCESSOR = ['Processor', 'प्रोसेसर'] as const;
const OS = ['Operating system', 'अपरेटिङ सिस्टम'] as const;

/** The templates, by category, in the order the product page shows them. */
export const demoTemplates: Partial<Record<CategorySlug, DemoAttribute[]>> = {
  smartphones: [
    attribute('ram_gb', RAM, 'number', 'performance', { unit: 'GB' }),
    attribute('storage_gb', STORAGE, 'number', 'performance', { unit: 'GB' }),
    attribute('processor', PROCESSOR, 'choice', 'performance', { options: PHONE_PROCESSORS }),
    attribute('screen_in', SCREEN, 'number', 'display', { unit: 'in' }),
    attribute('battery_mah', ['Battery capacity', 'ब्याट्री क्षमता'], 'number', 'battery', { unit: 'mAh' }),
    attribute('5g', ['5G', '5G'], 'boolean', 'connectivity'),
    attribute('nfc', ['NFC', 'NFC'], 'boolean', 'connectivity'),
    attribute('os', OS, 'choice', 'software', {
      options: [option('android', 'Android', 'एन्ड्रोइड'), option('ios', 'iOS')],
    }),
  ],
  laptops: [
    attribute('ram_gb', RAM, 'number', 'performance', { unit: 'GB' }),
    attribute('storage_gb', STORAGE, 'number', 'performance', { unit: 'GB' }),
    attribute('processor', PROCESSOR, 'choice', 'performance', { options: LAPTOP_PROCESSORS }),
    attribute('screen_in', SCREEN, 'number', 'display', { unit: 'in' }),
    attribute('weight_kg', ['Weight', 'तौल'], 'number', 'design', { unit: 'kg' }),
    attribute('os', OS, 'choice', 'software', {
      options: [option('windows', 'Windows', 'विन्डोज'), option('macos', 'macOS')],
    }),
  ],
  'power-banks': [
    attribute('capacity_mah', ['Capacity', 'क्षमता'], 'number', 'power', { unit: 'mAh' }),
    attribute('output_w', ['Maximum output', 'अधिकतम आउटपुट'], 'number', 'power', { unit: 'W' }),
  ],
};

// ---- reading the specification texts ----

const numberOf = (text: string) => Number(text.replace(/,/g, ''));

/** A memory or storage size in GB: "12GB DDR5 (upgradable to 32GB)" → 12, "1TB NVMe SSD" → 1024. */
export function sizeInGb(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(GB|TB)\b/i.exec(text);
  if (!match) return null;
  const size = numberOf(match[1]!);
  return match[2]!.toUpperCase() === 'TB' ? size * 1024 : size;
}

/** A battery or power bank's capacity: "5000mAh", "24,000 mAh (86.4Wh)" → mAh; null for "Up to 33 hours". */
export function capacityInMah(text: string): number | null {
  const match = /(\d[\d,]*)\s*mAh\b/i.exec(text);
  return match ? numberOf(match[1]!) : null;
}

/** The screen's diagonal at the start of a display text: '6.7" FHD+', '16" WQXGA', '14-inch' → inches. */
export function screenInInches(text: string): number | null {
  const match = /^\s*(\d{1,2}(?:\.\d{1,2})?)\s*(?:"|″|-?\s*inch(?:es)?\b|in\b)/i.exec(text);
  return match ? numberOf(match[1]!) : null;
}

/** A weight in kg: "1.24 kg" → 1.24, "162 g" → 0.162. */
export function weightInKg(text: string): number | null {
  const kg = /(\d+(?:\.\d+)?)\s*kg\b/i.exec(text);
  if (kg) return numberOf(kg[1]!);
  const grams = /(\d[\d,]*(?:\.\d+)?)\s*g\b/i.exec(text);
  return grams ? Math.round(numberOf(grams[1]!)) / 1000 : null;
}

/** The largest wattage named: "130W total (100W single port)" → 130, "15W Qi2 wireless, 27W USB-C" → 27. */
export function maxWatts(text: string): number | null {
  const watts = [...text.matchAll(/(\d+(?:\.\d+)?)\s*W\b/g)].map((match) => numberOf(match[1]!));
  return watts.length > 0 ? Math.max(...watts) : null;
}

/** A phone chip's family: "Snapdragon 8 Gen 3 for Galaxy" → snapdragon, "A18 Pro (3 nm)" → apple-a. */
export function phoneProcessorFamily(text: string): string | null {
  const rules: [RegExp, string][] = [
    [/snapdragon/i, 'snapdragon'],
    [/dimensity/i, 'dimensity'],
    [/helio/i, 'helio'],
    [/exynos/i, 'exynos'],
    [/^\s*(?:apple\s+)?A\d{2}\b/, 'apple-a'],
    [/unisoc/i, 'unisoc'],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** A laptop chip's family: "Intel Core i5-12450H" → intel-core-i5, "AMD Ryzen 7 7840HS" → amd-ryzen-7. */
export function laptopProcessorFamily(text: string): string | null {
  if (/apple\s+M\d/i.test(text)) return 'apple-m';
  if (/core\s+ultra/i.test(text)) return 'intel-core-ultra';
  const core = /core\s+i([3579])\b/i.exec(text);
  if (core) return `intel-core-i${core[1]}`;
  const ryzen = /ryzen\s+([3579])\b/i.exec(text);
  if (ryzen) return `amd-ryzen-${ryzen[1]}`;
  return null;
}

/** The operating system's family: "Xiaomi HyperOS (Android 14)" → android, "Windows 11 Home" → windows. */
export function operatingSystem(text: string): string | null {
  const rules: [RegExp, string][] = [
    [/android|one ui|hyperos|oxygenos|coloros|funtouch|realme ui|magicos|\bxos\b/i, 'android'],
    [/\bios\b/i, 'ios'],
    [/windows/i, 'windows'],
    [/macos/i, 'macos'],
  ];
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/**
 * The demo handsets' radios, by slug, as their makers specify them: every one launched from 2023
 * at about Rs 30,000 or more has 5G (the Infinix Note 40 Pro's Helio G99 is the 4G edition);
 * NFC as sold in South Asia.
 */
export const phoneRadios: Record<string, { fiveG: boolean; nfc: boolean }> = {
  'samsung-galaxy-s24-ultra-12gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-s25-ultra-12gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-s25-12gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-s24-fe-8gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-z-flip6-12gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-a56-5g-8gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-a36-5g-8gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-a26-5g-8gb-256gb': { fiveG: true, nfc: true },
  'samsung-galaxy-a16-6gb-128gb': { fiveG: false, nfc: true },
  'samsung-galaxy-a06-4gb-64gb': { fiveG: false, nfc: false },
  'apple-iphone-16-pro-max-256gb': { fiveG: true, nfc: true },
  'apple-iphone-16-128gb': { fiveG: true, nfc: true },
  'apple-iphone-16e-128gb': { fiveG: true, nfc: true },
  'apple-iphone-15-128gb': { fiveG: true, nfc: true },
  'xiaomi-14t-pro-12gb-512gb': { fiveG: true, nfc: true },
  'redmi-note-14-pro-plus-5g-12gb-512gb': { fiveG: true, nfc: true },
  'redmi-note-14-8gb-256gb': { fiveG: false, nfc: true },
  'redmi-14c-4gb-128gb': { fiveG: false, nfc: false },
  'redmi-a3x-3gb-64gb': { fiveG: false, nfc: false },
  'poco-x7-pro-12gb-512gb': { fiveG: true, nfc: true },
  'oneplus-13-12gb-256gb': { fiveG: true, nfc: true },
  'oneplus-nord-ce4-lite-5g-8gb-256gb': { fiveG: true, nfc: false },
  'realme-14-pro-plus-5g-8gb-256gb': { fiveG: true, nfc: true },
  'realme-c75-8gb-256gb': { fiveG: false, nfc: true },
  'vivo-v50-5g-12gb-256gb': { fiveG: true, nfc: false },
  'vivo-y29-8gb-128gb': { fiveG: true, nfc: false },
  'oppo-reno13-5g-12gb-256gb': { fiveG: true, nfc: true },
  'oppo-a3x-4gb-64gb': { fiveG: true, nfc: false },
  'honor-x9c-5g-12gb-256gb': { fiveG: true, nfc: true },
  'infinix-note-40-pro-8gb-256gb': { fiveG: false, nfc: true },
  'infinix-hot-50-8gb-128gb': { fiveG: false, nfc: true },
};

/** A benchmark catalogue's "…-edition-3" is its demo product's copy. */
/** The demo product a slug was made from: a benchmark's edition, or a configuration (issue #35). */
const demoBaseSlug = (slug: string) => {
  const base = slug.replace(/-edition-\d+$/, '');
  return demoVariantBases.get(base) ?? base;
};

/**
 * A demo product's attribute values, key → value, from its specification texts (and, for a
 * phone, its radios). An attribute whose text is missing or unreadable has no value.
 */
export function demoAttributeValues(
  category: string,
  slug: string,
  specifications: readonly SpecText[],
): Record<string, AttributeValue> {
  const text = (title: string) => specifications.find((spec) => spec.title.trim().toLowerCase() === title)?.answer;
  const values: Record<string, AttributeValue> = {};
  const put = (key: string, value: AttributeValue | null | undefined) => {
    if (value !== null && value !== undefined) values[key] = value;
  };
  const read = <T>(title: string, parse: (text: string) => T | null) => {
    const answer = text(title);
    return answer === undefined ? null : parse(answer);
  };
  if (category === 'smartphones' || category === 'laptops') {
    put('ram_gb', read('ram', sizeInGb));
    put('storage_gb', read('storage', sizeInGb));
    put('screen_in', read('display', screenInInches));
    put('os', read('operating system', operatingSystem));
  }
  if (category === 'smartphones') {
    put('processor', read('processor', phoneProcessorFamily));
    put('battery_mah', read('battery', capacityInMah));
    const radios = phoneRadios[demoBaseSlug(slug)];
    put('5g', radios?.fiveG);
    put('nfc', radios?.nfc);
  }
  if (category === 'laptops') {
    put('processor', read('processor', laptopProcessorFamily));
    put('weight_kg', read('weight', weightInKg));
  }
  if (category === 'power-banks') {
    put('capacity_mah', read('capacity', capacityInMah));
    put('output_w', read('output', maxWatts));
  }
  return values;
}
