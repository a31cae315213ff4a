/**
 * Demo catalogue for a fresh Pasal install: categories, brands, ~130 products with realistic
 * Nepali-market prices (whole rupees), colours, stock, bulk discounts, specifications and a
 * deterministic set of demo reviews.
 *
 * Pure data and pure functions, no dependencies: the seed script turns this into rows (and
 * converts rupees to paisa); tests check the invariants the storefront relies on.
 */

export type CategorySlug =
  'smartphones' | 'laptops' | 'earbuds' | 'neckbands' | 'speakers' | 'smartwatches' | 'power-banks';

export interface SeedCategory {
  slug: CategorySlug;
  name: string;
}

export interface SeedBrand {
  slug: string;
  name: string;
}

interface SeedColor {
  name: string;
  hex: string;
  quantity: number;
}

interface SeedBulkDiscount {
  minQuantity: number;
  discountPercentage: number;
}

interface SeedSpecification {
  title: string;
  answer: string;
}

export interface SeedProduct {
  name: string;
  slug: string;
  category: CategorySlug;
  /** brand slug */
  brand: string;
  /** MRP in whole rupees */
  price: number;
  /** selling price in whole rupees, <= price */
  discountPrice: number;
  shortDescription: string;
  /** 2-4 plain-text paragraphs separated by a blank line */
  longDescription: string;
  deliveryDetail: string;
  deliveryPrice: number;
  isFeatured: boolean;
  colors: SeedColor[];
  /** equals the sum of colour quantities when colours exist */
  stock: number;
  /** kept in the order written (not necessarily ascending) */
  bulkDiscounts: SeedBulkDiscount[];
  specifications: SeedSpecification[];
  /** 2-4 */
  imageCount: number;
}

export const categories: SeedCategory[] = [
  { slug: 'smartphones', name: 'Smartphones' },
  { slug: 'laptops', name: 'Laptops' },
  { slug: 'earbuds', name: 'Earbuds' },
  { slug: 'neckbands', name: 'Neckbands' },
  { slug: 'speakers', name: 'Speakers' },
  { slug: 'smartwatches', name: 'Smartwatches' },
  { slug: 'power-banks', name: 'Power Banks' },
];

export const brands: SeedBrand[] = [
  { slug: 'samsung', name: 'Samsung' },
  { slug: 'apple', name: 'Apple' },
  { slug: 'xiaomi', name: 'Xiaomi' },
  { slug: 'oneplus', name: 'OnePlus' },
  { slug: 'realme', name: 'Realme' },
  { slug: 'vivo', name: 'Vivo' },
  { slug: 'oppo', name: 'Oppo' },
  { slug: 'honor', name: 'Honor' },
  { slug: 'infinix', name: 'Infinix' },
  { slug: 'lenovo', name: 'Lenovo' },
  { slug: 'hp', name: 'HP' },
  { slug: 'dell', name: 'Dell' },
  { slug: 'asus', name: 'Asus' },
  { slug: 'acer', name: 'Acer' },
  { slug: 'msi', name: 'MSI' },
  { slug: 'jbl', name: 'JBL' },
  { slug: 'sony', name: 'Sony' },
  { slug: 'marshall', name: 'Marshall' },
  { slug: 'boat', name: 'boAt' },
  { slug: 'anker', name: 'Anker' },
  { slug: 'soundcore', name: 'Soundcore' },
  { slug: 'baseus', name: 'Baseus' },
  { slug: 'ugreen', name: 'Ugreen' },
  { slug: 'amazfit', name: 'Amazfit' },
  { slug: 'noise', name: 'Noise' },
  { slug: 'oraimo', name: 'Oraimo' },
];

// ---------------------------------------------------------------------------------------------
// Compact entry format, expanded into SeedProduct by `build` below.
// ---------------------------------------------------------------------------------------------

type ColorRow = readonly [name: string, hex: string, quantity: number];
type BulkRow = readonly [minQuantity: number, discountPercentage: number];
type SpecRow = readonly [title: string, answer: string];

interface Entry {
  name: string;
  brand: string;
  price: number;
  discountPrice: number;
  /** one sentence */
  short: string;
  /** first paragraph of the long description: what makes this product worth buying */
  highlight: string;
  specs: readonly SpecRow[];
  colors?: readonly ColorRow[];
  /** used only when there are no colours */
  stock?: number;
  bulk?: readonly BulkRow[];
  featured?: boolean;
  warranty?: string;
  deliveryPrice?: number;
}

const APPLE_WARRANTY = '1-year Apple limited warranty';
const ANKER_WARRANTY = '18-month Anker warranty';
const ORAIMO_WARRANTY = '1-year Oraimo warranty';

const phoneSpecs = (
  display: string,
  processor: string,
  ram: string,
  storage: string,
  rearCamera: string,
  frontCamera: string,
  battery: string,
  charging: string,
  software: string,
): SpecRow[] => [
  ['Display', display],
  ['Processor', processor],
  ['RAM', ram],
  ['Storage', storage],
  ['Rear camera', rearCamera],
  ['Front camera', frontCamera],
  ['Battery', battery],
  ['Charging', charging],
  ['Operating system', software],
];

const laptopSpecs = (
  display: string,
  processor: string,
  ram: string,
  storage: string,
  graphics: string,
  battery: string,
  weight: string,
  software: string,
): SpecRow[] => [
  ['Display', display],
  ['Processor', processor],
  ['RAM', ram],
  ['Storage', storage],
  ['Graphics', graphics],
  ['Battery', battery],
  ['Weight', weight],
  ['Operating system', software],
];

const earbudSpecs = (
  driver: string,
  bluetooth: string,
  noiseCancellation: string,
  battery: string,
  charging: string,
  water: string,
  features: string,
): SpecRow[] => [
  ['Driver size', driver],
  ['Bluetooth version', bluetooth],
  ['Noise cancellation', noiseCancellation],
  ['Battery life', battery],
  ['Charging', charging],
  ['Water resistance', water],
  ['Features', features],
];

const neckbandSpecs = (
  driver: string,
  bluetooth: string,
  battery: string,
  fastCharging: string,
  water: string,
  features: string,
): SpecRow[] => [
  ['Driver size', driver],
  ['Bluetooth version', bluetooth],
  ['Battery life', battery],
  ['Fast charging', fastCharging],
  ['Water resistance', water],
  ['Features', features],
];

const speakerSpecs = (
  output: string,
  bluetooth: string,
  battery: string,
  water: string,
  weight: string,
  features: string,
): SpecRow[] => [
  ['Output power', output],
  ['Bluetooth version', bluetooth],
  ['Battery life', battery],
  ['Water resistance', water],
  ['Weight', weight],
  ['Features', features],
];

const watchSpecs = (
  display: string,
  battery: string,
  water: string,
  sensors: string,
  gps: string,
  compatibility: string,
): SpecRow[] => [
  ['Display', display],
  ['Battery life', battery],
  ['Water resistance', water],
  ['Sensors', sensors],
  ['GPS', gps],
  ['Compatibility', compatibility],
];

const powerBankSpecs = (
  capacity: string,
  output: string,
  ports: string,
  recharge: string,
  weight: string,
  features: string,
): SpecRow[] => [
  ['Capacity', capacity],
  ['Output', output],
  ['Ports', ports],
  ['Recharge time', recharge],
  ['Weight', weight],
  ['Features', features],
];

// ---------------------------------------------------------------------------------------------
// Smartphones
// ---------------------------------------------------------------------------------------------

const smartphones: Entry[] = [
  {
    name: 'Samsung Galaxy S24 Ultra (12GB/256GB)',
    brand: 'samsung',
    price: 184999,
    discountPrice: 169999,
    featured: true,
    short: "Samsung's titanium flagship with a built-in S Pen, a 200MP quad camera and Galaxy AI.",
    highlight:
      'The Galaxy S24 Ultra wraps a flat 6.8-inch QHD+ display in a titanium frame and keeps the S Pen tucked inside the body. Its 200MP main camera and 5x periscope zoom make it the phone to beat for concerts, weddings and travel, while Galaxy AI adds Live Translate, Circle to Search and Note Assist.',
    specs: phoneSpecs(
      '6.8" QHD+ Dynamic AMOLED 2X, 120Hz, 2600 nits',
      'Snapdragon 8 Gen 3 for Galaxy',
      '12GB',
      '256GB',
      '200MP main + 50MP 5x periscope + 10MP 3x telephoto + 12MP ultra-wide',
      '12MP',
      '5000mAh',
      '45W wired, 15W wireless',
      'Android 14, One UI 6.1 (7 OS upgrades)',
    ),
    colors: [
      ['Titanium Black', '#2b2b2d', 6],
      ['Titanium Gray', '#8e8c88', 4],
      ['Titanium Violet', '#5b5470', 0],
      ['Titanium Yellow', '#e6dcae', 2],
    ],
  },
  {
    name: 'Samsung Galaxy S25 Ultra (12GB/256GB)',
    brand: 'samsung',
    price: 209999,
    discountPrice: 209999,
    short: 'The newest Galaxy Ultra with Snapdragon 8 Elite, a lighter titanium body and seven years of updates.',
    highlight:
      'Samsung rounded off the corners and trimmed the weight for the S25 Ultra, but kept everything Ultra owners love: a 6.9-inch anti-reflective display, the S Pen and a 200MP camera system, now with a 50MP ultra-wide. The Snapdragon 8 Elite for Galaxy chip runs Galaxy AI features such as Now Brief and Audio Eraser on the device.',
    specs: phoneSpecs(
      '6.9" QHD+ Dynamic AMOLED 2X, 120Hz, Gorilla Armor 2',
      'Snapdragon 8 Elite for Galaxy',
      '12GB',
      '256GB',
      '200MP main + 50MP 5x periscope + 10MP 3x telephoto + 50MP ultra-wide',
      '12MP',
      '5000mAh',
      '45W wired, 15W wireless',
      'Android 15, One UI 7',
    ),
    colors: [
      ['Titanium Silverblue', '#a9b8c8', 5],
      ['Titanium Black', '#1f2022', 7],
      ['Titanium Gray', '#7d7f82', 3],
      ['Titanium Whitesilver', '#e4e4e2', 2],
    ],
  },
  {
    name: 'Samsung Galaxy S25 (12GB/256GB)',
    brand: 'samsung',
    price: 139999,
    discountPrice: 132999,
    short: 'A compact 6.2-inch Galaxy flagship with Snapdragon 8 Elite and 12GB of RAM.',
    highlight:
      'If you want flagship power in a phone you can use with one hand, the Galaxy S25 is the one. It packs the same Snapdragon 8 Elite chip as the Ultra into a 162-gram body with a bright 6.2-inch 120Hz screen and a versatile triple camera with 3x optical zoom.',
    specs: phoneSpecs(
      '6.2" FHD+ Dynamic AMOLED 2X, 120Hz',
      'Snapdragon 8 Elite for Galaxy',
      '12GB',
      '256GB',
      '50MP main + 10MP 3x telephoto + 12MP ultra-wide',
      '12MP',
      '4000mAh',
      '25W wired, 15W wireless',
      'Android 15, One UI 7',
    ),
    colors: [
      ['Navy', '#27334d', 4],
      ['Icyblue', '#b9d3e6', 3],
      ['Mint', '#c5e0d2', 0],
      ['Silver Shadow', '#c4c6c8', 2],
    ],
  },
  {
    name: 'Samsung Galaxy S24 FE (8GB/256GB)',
    brand: 'samsung',
    price: 94999,
    discountPrice: 84999,
    short: 'Flagship Galaxy features, including Galaxy AI and a 3x telephoto camera, at a friendlier price.',
    highlight:
      'The Fan Edition takes the look and most of the features of the S24 series to a lower price. You get a large 6.7-inch 120Hz display, the Exynos 2400e chip, a 50MP camera with 3x telephoto and IP68 water and dust resistance.',
    specs: phoneSpecs(
      '6.7" FHD+ Dynamic AMOLED 2X, 120Hz',
      'Exynos 2400e',
      '8GB',
      '256GB',
      '50MP main + 8MP 3x telephoto + 12MP ultra-wide',
      '10MP',
      '4700mAh',
      '25W wired, 15W wireless',
      'Android 14, One UI 6.1',
    ),
    colors: [
      ['Blue', '#3d5a80', 5],
      ['Graphite', '#3a3b3d', 6],
      ['Mint', '#bfe3cf', 3],
    ],
  },
  {
    name: 'Samsung Galaxy Z Flip6 (12GB/256GB)',
    brand: 'samsung',
    price: 169999,
    discountPrice: 154999,
    short: "Samsung's pocketable foldable with a 50MP camera and a 3.4-inch FlexWindow cover screen.",
    highlight:
      'Fold it in half and the Galaxy Z Flip6 slips into the smallest pocket; open it and you have a full 6.7-inch 120Hz display. The 3.4-inch FlexWindow lets you reply to messages, check maps and frame selfies with the main camera without opening the phone.',
    specs: phoneSpecs(
      '6.7" FHD+ Dynamic AMOLED 2X (main), 3.4" Super AMOLED (cover)',
      'Snapdragon 8 Gen 3 for Galaxy',
      '12GB',
      '256GB',
      '50MP main + 12MP ultra-wide',
      '10MP',
      '4000mAh',
      '25W wired, 15W wireless',
      'Android 14, One UI 6.1.1',
    ),
    colors: [
      ['Blue', '#9fb8d6', 0],
      ['Silver Shadow', '#c9cbcd', 0],
      ['Mint', '#c8e6d4', 0],
      ['Yellow', '#f2e29b', 0],
    ],
  },
  {
    name: 'Samsung Galaxy A56 5G (8GB/256GB)',
    brand: 'samsung',
    price: 64999,
    discountPrice: 61999,
    short: 'A premium-feeling mid-ranger with a metal frame, 45W charging and six years of updates.',
    highlight:
      "The Galaxy A56 5G is Samsung's best mid-range phone yet, with an aluminium frame, Gorilla Glass Victus+ on both sides and 45W Super Fast Charging. It brings Awesome Intelligence features such as Best Face and Object Eraser and will receive six Android upgrades.",
    specs: phoneSpecs(
      '6.7" FHD+ Super AMOLED, 120Hz, 1900 nits',
      'Exynos 1580',
      '8GB',
      '256GB',
      '50MP main + 12MP ultra-wide + 5MP macro',
      '12MP',
      '5000mAh',
      '45W wired',
      'Android 15, One UI 7',
    ),
    colors: [
      ['Awesome Graphite', '#3b3c40', 8],
      ['Awesome Lightgray', '#d6d7d9', 5],
      ['Awesome Olive', '#8c9277', 4],
      ['Awesome Pink', '#efc7cf', 0],
    ],
  },
  {
    name: 'Samsung Galaxy A36 5G (8GB/256GB)',
    brand: 'samsung',
    price: 52999,
    discountPrice: 49999,
    short: 'Snapdragon power, a 120Hz AMOLED screen and IP67 protection in a slim 7.4mm Galaxy.',
    highlight:
      'Thin at just 7.4mm, the Galaxy A36 5G feels more expensive than it is. The Snapdragon 6 Gen 3 handles PUBG and Free Fire smoothly, the 6.7-inch AMOLED screen is bright enough for Kathmandu afternoons, and IP67 means a sudden monsoon shower is no problem.',
    specs: phoneSpecs(
      '6.7" FHD+ Super AMOLED, 120Hz',
      'Snapdragon 6 Gen 3',
      '8GB',
      '256GB',
      '50MP main + 8MP ultra-wide + 5MP macro',
      '12MP',
      '5000mAh',
      '45W wired',
      'Android 15, One UI 7',
    ),
    colors: [
      ['Awesome Black', '#2e2f33', 7],
      ['Awesome Lavender', '#c7b8e0', 6],
      ['Awesome White', '#f2f2f0', 5],
    ],
  },
  {
    name: 'Samsung Galaxy A26 5G (8GB/256GB)',
    brand: 'samsung',
    price: 38999,
    discountPrice: 36999,
    short: 'An IP67-rated 5G Galaxy with a 6.7-inch Super AMOLED display and 256GB of storage.',
    highlight:
      'The Galaxy A26 5G brings IP67 water resistance and a glass back to the under-40k segment. Its 5000mAh battery comfortably lasts a full day of calls, YouTube and TikTok, and Samsung promises six years of OS and security updates.',
    specs: phoneSpecs(
      '6.7" FHD+ Super AMOLED, 120Hz',
      'Exynos 1380',
      '8GB',
      '256GB, microSD up to 2TB',
      '50MP main + 8MP ultra-wide + 2MP macro',
      '13MP',
      '5000mAh',
      '25W wired',
      'Android 15, One UI 7',
    ),
    colors: [
      ['Black', '#25262a', 9],
      ['White', '#f4f4f2', 6],
      ['Mint', '#cde8da', 3],
      ['Peach Pink', '#f3cfc2', 2],
    ],
  },
  {
    name: 'Samsung Galaxy A16 (6GB/128GB)',
    brand: 'samsung',
    price: 26999,
    discountPrice: 25499,
    short: 'An affordable Galaxy with a 6.7-inch AMOLED screen, a 5000mAh battery and six OS updates.',
    highlight:
      'Few phones at this price promise six years of Android updates, which makes the Galaxy A16 a smart long-term buy for students and parents. The big Super AMOLED display is great for video, and the 50MP main camera takes sharp photos in daylight.',
    specs: phoneSpecs(
      '6.7" FHD+ Super AMOLED, 90Hz',
      'MediaTek Helio G99',
      '6GB',
      '128GB, microSD up to 1.5TB',
      '50MP main + 5MP ultra-wide + 2MP macro',
      '13MP',
      '5000mAh',
      '25W wired',
      'Android 14, One UI 6.1',
    ),
    colors: [
      ['Black', '#24252a', 14],
      ['Gray', '#9a9ca0', 8],
      ['Light Green', '#cfe5cf', 6],
    ],
  },
  {
    name: 'Samsung Galaxy A06 (4GB/64GB)',
    brand: 'samsung',
    price: 15999,
    discountPrice: 14999,
    short: "Samsung's entry-level phone with a large 6.7-inch display and 25W fast charging.",
    highlight:
      "The Galaxy A06 is a dependable first smartphone or a backup handset for parents. It has a big 6.7-inch screen, a 5000mAh battery that easily lasts a day, a side-mounted fingerprint sensor and Samsung's Knox security.",
    specs: phoneSpecs(
      '6.7" HD+ PLS LCD, 60Hz',
      'MediaTek Helio G85',
      '4GB',
      '64GB, microSD up to 1TB',
      '50MP main + 2MP depth',
      '8MP',
      '5000mAh',
      '25W wired',
      'Android 14, One UI 6 Core',
    ),
    colors: [
      ['Black', '#1f2024', 10],
      ['Light Blue', '#bcd3ea', 2],
      ['Gold', '#d9c49a', 0],
    ],
  },
  {
    name: 'Apple iPhone 16 Pro Max (256GB)',
    brand: 'apple',
    price: 219900,
    discountPrice: 214900,
    warranty: APPLE_WARRANTY,
    short: "Apple's biggest iPhone, with a 6.9-inch display, the A18 Pro chip and a 5x Tetraprism telephoto.",
    highlight:
      'The iPhone 16 Pro Max has the largest display ever on an iPhone and the longest battery life Apple has shipped. Camera Control gives you a dedicated shutter and zoom slider, the 48MP Fusion camera records 4K 120 fps Dolby Vision, and the grade 5 titanium body is both light and strong.',
    specs: phoneSpecs(
      '6.9" Super Retina XDR OLED, ProMotion 120Hz, Always-On',
      'A18 Pro (3 nm)',
      '8GB',
      '256GB',
      '48MP Fusion + 48MP ultra-wide + 12MP 5x telephoto',
      '12MP TrueDepth',
      'Up to 33 hours video playback',
      'USB-C, MagSafe up to 25W',
      'iOS 18',
    ),
    colors: [
      ['Desert Titanium', '#bfa48f', 3],
      ['Natural Titanium', '#c2bcb2', 4],
      ['Black Titanium', '#3c3c3d', 2],
      ['White Titanium', '#f2f1ed', 0],
    ],
  },
  {
    name: 'Apple iPhone 16 (128GB)',
    brand: 'apple',
    price: 139900,
    discountPrice: 134900,
    featured: true,
    warranty: APPLE_WARRANTY,
    short: 'The iPhone 16 with the A18 chip, Camera Control and a 48MP Fusion camera in five bold colours.',
    highlight:
      'The iPhone 16 brings the Action button and the new Camera Control to the standard iPhone, along with the A18 chip built for Apple Intelligence. The vertically aligned cameras record spatial video, and the 48MP Fusion camera doubles as a 2x optical-quality telephoto.',
    specs: phoneSpecs(
      '6.1" Super Retina XDR OLED, 60Hz',
      'A18 (3 nm)',
      '8GB',
      '128GB',
      '48MP Fusion + 12MP ultra-wide',
      '12MP TrueDepth',
      'Up to 22 hours video playback',
      'USB-C, MagSafe up to 25W',
      'iOS 18',
    ),
    colors: [
      ['Black', '#2e2f31', 5],
      ['White', '#f3f3f1', 4],
      ['Pink', '#f1c6d3', 3],
      ['Teal', '#a6cfcb', 2],
      ['Ultramarine', '#7b8fe0', 1],
    ],
  },
  {
    name: 'Apple iPhone 16e (128GB)',
    brand: 'apple',
    price: 109900,
    discountPrice: 109900,
    warranty: APPLE_WARRANTY,
    short: 'The most affordable iPhone 16 model, with the A18 chip, Face ID and a 48MP camera.',
    highlight:
      "The iPhone 16e is for anyone who wants a new iPhone with the latest chip without paying for extra cameras. It has a 6.1-inch OLED display, Face ID, the Action button and Apple's own C1 modem, with the best battery life yet in a 6.1-inch iPhone.",
    specs: phoneSpecs(
      '6.1" Super Retina XDR OLED, 60Hz',
      'A18',
      '8GB',
      '128GB',
      '48MP Fusion',
      '12MP TrueDepth',
      'Up to 26 hours video playback',
      'USB-C, 7.5W Qi wireless',
      'iOS 18',
    ),
    colors: [
      ['Black', '#2a2a2c', 6],
      ['White', '#f5f5f3', 4],
    ],
  },
  {
    name: 'Apple iPhone 15 (128GB)',
    brand: 'apple',
    price: 114900,
    discountPrice: 99900,
    warranty: APPLE_WARRANTY,
    short: 'A great-value iPhone with Dynamic Island, USB-C and a 48MP main camera.',
    highlight:
      'The iPhone 15 remains one of the best-value iPhones you can buy in Nepal. Dynamic Island keeps live activities at a glance, the colour-infused back glass feels great in the hand, and USB-C means one cable for your phone, iPad and Mac.',
    specs: phoneSpecs(
      '6.1" Super Retina XDR OLED, 60Hz',
      'A16 Bionic',
      '6GB',
      '128GB',
      '48MP main + 12MP ultra-wide',
      '12MP TrueDepth',
      'Up to 20 hours video playback',
      'USB-C, MagSafe up to 15W',
      'iOS 17 (upgradable)',
    ),
    colors: [
      ['Black', '#35383b', 3],
      ['Blue', '#cfdde6', 2],
      ['Green', '#d4e3d0', 0],
      ['Pink', '#f2d3d6', 1],
    ],
  },
  {
    name: 'Xiaomi 14T Pro (12GB/512GB)',
    brand: 'xiaomi',
    price: 109999,
    discountPrice: 99999,
    short: 'A Leica co-engineered camera phone with the Dimensity 9300+ and 120W HyperCharge.',
    highlight:
      'The Xiaomi 14T Pro puts Leica Summilux optics and a large 50MP Light Fusion 900 sensor in a phone that charges from empty to full in about 19 minutes. The 144Hz AMOLED display and Dimensity 9300+ make it one of the fastest Android phones under Rs 1 lakh.',
    specs: phoneSpecs(
      '6.67" 1.5K AMOLED, 144Hz',
      'MediaTek Dimensity 9300+',
      '12GB',
      '512GB',
      '50MP Leica main + 50MP 2.6x telephoto + 12MP ultra-wide',
      '32MP',
      '5000mAh',
      '120W wired, 50W wireless',
      'Xiaomi HyperOS (Android 14)',
    ),
    colors: [
      ['Titan Black', '#2b2c2e', 4],
      ['Titan Gray', '#9c9ea1', 3],
      ['Titan Blue', '#3a5f8a', 0],
    ],
  },
  {
    name: 'Redmi Note 14 Pro+ 5G (12GB/512GB)',
    brand: 'xiaomi',
    price: 64999,
    discountPrice: 59999,
    short: "Redmi's top Note with a 200MP camera, an IP68 rating and 120W HyperCharge.",
    highlight:
      'The Redmi Note 14 Pro+ 5G is built tougher than any Note before it, with Gorilla Glass Victus 2 and IP68 water and dust resistance. Its 200MP main camera with optical stabilisation and a 2.5x portrait telephoto takes detailed shots, and 120W charging fills the 5110mAh battery in minutes.',
    specs: phoneSpecs(
      '6.67" 1.5K curved AMOLED, 120Hz',
      'Snapdragon 7s Gen 3',
      '12GB',
      '512GB',
      '200MP OIS main + 50MP 2.5x telephoto + 8MP ultra-wide',
      '20MP',
      '5110mAh',
      '120W HyperCharge',
      'Xiaomi HyperOS (Android 14)',
    ),
    colors: [
      ['Midnight Black', '#1e1f23', 6],
      ['Frost Blue', '#b7cbe3', 4],
      ['Lavender Purple', '#b9a6d6', 3],
    ],
  },
  {
    name: 'Redmi Note 14 (8GB/256GB)',
    brand: 'xiaomi',
    price: 31999,
    discountPrice: 29999,
    featured: true,
    short: 'A 6.67-inch 120Hz AMOLED Redmi with a 108MP camera and 33W fast charging.',
    highlight:
      'The Redmi Note 14 is the phone most of our customers ask for in the 30k range. It has a bright 120Hz AMOLED display, a 108MP main camera, a 5500mAh battery and IP54 splash resistance, all in a slim body with a premium-looking camera island.',
    specs: phoneSpecs(
      '6.67" FHD+ AMOLED, 120Hz, 1800 nits',
      'MediaTek Helio G99-Ultra',
      '8GB',
      '256GB, microSD supported',
      '108MP main + 2MP macro + 2MP depth',
      '20MP',
      '5500mAh',
      '33W wired',
      'Xiaomi HyperOS (Android 14)',
    ),
    colors: [
      ['Midnight Black', '#202125', 12],
      ['Mist Purple', '#b8a9d9', 7],
      ['Ocean Blue', '#4f7fb5', 0],
      ['Lime Green', '#c6e0a4', 5],
    ],
  },
  {
    name: 'Redmi 14C (4GB/128GB)',
    brand: 'xiaomi',
    price: 16999,
    discountPrice: 15499,
    short: 'A big-screen budget Redmi with a 6.88-inch 120Hz display and a 5160mAh battery.',
    highlight:
      'With a huge 6.88-inch 120Hz display and a 50MP camera, the Redmi 14C is a great budget phone for video, online classes and social media. It still includes a 3.5mm headphone jack and a microSD slot.',
    specs: phoneSpecs(
      '6.88" HD+ LCD, 120Hz',
      'MediaTek Helio G81-Ultra',
      '4GB',
      '128GB, microSD up to 1TB',
      '50MP main + auxiliary lens',
      '13MP',
      '5160mAh',
      '18W wired',
      'Xiaomi HyperOS (Android 14)',
    ),
    colors: [
      ['Midnight Black', '#1f2023', 11],
      ['Dreamy Purple', '#c3b2e3', 5],
      ['Starry Blue', '#5a77b3', 4],
      ['Sage Green', '#b5cdb3', 3],
    ],
  },
  {
    name: 'Redmi A3x (3GB/64GB)',
    brand: 'xiaomi',
    price: 11499,
    discountPrice: 10999,
    short: 'An ultra-affordable Redmi with a 6.71-inch 90Hz screen and a 5000mAh battery.',
    highlight:
      'The Redmi A3x covers the basics well: WhatsApp, Facebook, YouTube and calls, with a battery that lasts well into the second day. The glass back and 90Hz display give it a feel well above its price.',
    specs: phoneSpecs(
      '6.71" HD+ LCD, 90Hz',
      'Unisoc T603',
      '3GB',
      '64GB, microSD up to 1TB',
      '8MP',
      '5MP',
      '5000mAh',
      '10W',
      'Android 14 (Go edition)',
    ),
    colors: [
      ['Midnight Black', '#1e1f22', 8],
      ['Aurora Green', '#9fd1b8', 6],
      ['Ocean Blue', '#3f6ea6', 0],
    ],
  },
  {
    name: 'Poco X7 Pro (12GB/512GB)',
    brand: 'xiaomi',
    price: 49999,
    discountPrice: 46999,
    short: 'A performance-first Poco with the Dimensity 8400-Ultra, a 6000mAh battery and 90W charging.',
    highlight:
      "Gamers on a budget love the Poco X7 Pro for a reason: the Dimensity 8400-Ultra scores close to last year's flagships, and the vapour chamber keeps it cool through long BGMI sessions. The 6000mAh battery and 90W HyperCharge mean less time on the charger.",
    specs: phoneSpecs(
      '6.67" 1.5K AMOLED, 120Hz, 3200 nits',
      'MediaTek Dimensity 8400-Ultra',
      '12GB',
      '512GB',
      '50MP main + 8MP ultra-wide',
      '20MP',
      '6000mAh',
      '90W wired',
      'Xiaomi HyperOS 2 (Android 15)',
    ),
    colors: [
      ['Black', '#1c1d20', 5],
      ['Yellow', '#f3d23f', 3],
      ['Green', '#5d8a6a', 2],
    ],
  },
  {
    name: 'OnePlus 13 (12GB/256GB)',
    brand: 'oneplus',
    price: 124999,
    discountPrice: 119999,
    short: "OnePlus's flagship with Snapdragon 8 Elite, Hasselblad cameras and a 6000mAh battery.",
    highlight:
      'The OnePlus 13 combines a huge 6000mAh silicon-carbon battery with 100W wired and 50W wireless charging, so battery anxiety is a thing of the past. Three 50MP Hasselblad-tuned cameras, IP68 and IP69 ratings and a 2K 120Hz display make it a complete flagship.',
    specs: phoneSpecs(
      '6.82" QHD+ LTPO AMOLED, 120Hz',
      'Snapdragon 8 Elite',
      '12GB',
      '256GB',
      '50MP main + 50MP 3x periscope + 50MP ultra-wide',
      '32MP',
      '6000mAh',
      '100W wired, 50W wireless',
      'OxygenOS 15 (Android 15)',
    ),
    colors: [
      ['Black Eclipse', '#1d1e22', 4],
      ['Arctic Dawn', '#e9e6ef', 3],
      ['Midnight Ocean', '#1f3557', 1],
    ],
  },
  {
    name: 'OnePlus Nord CE4 Lite 5G (8GB/256GB)',
    brand: 'oneplus',
    price: 34999,
    discountPrice: 31999,
    short: 'A 5G OnePlus with a bright 120Hz AMOLED display, a 5500mAh battery and 80W SUPERVOOC.',
    highlight:
      "The Nord CE4 Lite 5G is OnePlus's most affordable phone in Nepal, yet it charges at 80W and even offers reverse wired charging to top up your earbuds. The 2100-nit AMOLED display is easy to read in direct sunlight.",
    specs: phoneSpecs(
      '6.67" FHD+ AMOLED, 120Hz, 2100 nits',
      'Snapdragon 695 5G',
      '8GB',
      '256GB, microSD supported',
      '50MP Sony LYT-600 main + 2MP depth',
      '16MP',
      '5500mAh',
      '80W SUPERVOOC',
      'OxygenOS 14 (Android 14)',
    ),
    colors: [
      ['Mega Blue', '#2d4f8e', 6],
      ['Super Silver', '#c9ccd1', 5],
      ['Ultra Orange', '#f08a3c', 0],
    ],
  },
  {
    name: 'Realme 14 Pro+ 5G (8GB/256GB)',
    brand: 'realme',
    price: 59999,
    discountPrice: 56999,
    short: 'A colour-changing Realme with a periscope telephoto camera and a quad-curved display.',
    highlight:
      'The Realme 14 Pro+ 5G turns heads with its cold-sensitive back that shifts colour as the temperature drops. Beyond the looks, it has a 50MP Sony periscope camera with 3x optical zoom, a 6000mAh battery and IP69 protection.',
    specs: phoneSpecs(
      '6.83" 1.5K quad-curved AMOLED, 120Hz',
      'Snapdragon 7s Gen 3',
      '8GB',
      '256GB',
      '50MP Sony IMX896 main + 50MP 3x periscope + 8MP ultra-wide',
      '32MP',
      '6000mAh',
      '80W wired',
      'realme UI 6.0 (Android 15)',
    ),
    colors: [
      ['Pearl White', '#f0efe9', 5],
      ['Suede Grey', '#7f7d7a', 4],
    ],
  },
  {
    name: 'Realme C75 (8GB/256GB)',
    brand: 'realme',
    price: 25999,
    discountPrice: 23999,
    short: 'A rugged budget Realme with IP69 protection, a 6000mAh battery and 45W charging.',
    highlight:
      'Built with an armour shell and military-grade shock resistance, the Realme C75 survives drops that would crack most budget phones. Its 6000mAh battery can even reverse-charge another phone, and 256GB of storage leaves room for years of photos.',
    specs: phoneSpecs(
      '6.72" FHD+ LCD, 90Hz',
      'MediaTek Helio G92 Max',
      '8GB',
      '256GB',
      '50MP AI camera',
      '8MP',
      '6000mAh',
      '45W wired',
      'realme UI 5.0 (Android 14)',
    ),
    colors: [
      ['Lightning Gold', '#d8b45e', 7],
      ['Storm Night', '#2b2f3a', 8],
    ],
  },
  {
    name: 'Vivo V50 5G (12GB/256GB)',
    brand: 'vivo',
    price: 69999,
    discountPrice: 69999,
    short: 'A slim portrait specialist with ZEISS optics, Aura Light and a 6000mAh battery.',
    highlight:
      'The Vivo V50 is made for people who love portraits. ZEISS-tuned dual 50MP cameras, a 50MP autofocus selfie camera and the Aura Light ring produce flattering photos even at evening functions, and it is IP68 and IP69 rated in a body just 7.39mm thin.',
    specs: phoneSpecs(
      '6.77" FHD+ quad-curved AMOLED, 120Hz',
      'Snapdragon 7 Gen 3',
      '12GB',
      '256GB',
      '50MP ZEISS main + 50MP ultra-wide',
      '50MP autofocus',
      '6000mAh',
      '90W FlashCharge',
      'Funtouch OS 15 (Android 15)',
    ),
    colors: [
      ['Rose Red', '#b5485d', 3],
      ['Titanium Grey', '#6f7276', 4],
      ['Starry Blue', '#2f4a7a', 2],
    ],
  },
  {
    name: 'Vivo Y29 (8GB/128GB)',
    brand: 'vivo',
    price: 27999,
    discountPrice: 25999,
    short: 'A durable, water-resistant Vivo with a 6500mAh battery and 44W fast charging.',
    highlight:
      'The Vivo Y29 focuses on what matters for everyday use: a massive 6500mAh battery, 44W FlashCharge and an IP64 rating with SGS drop resistance. The Dynamic Light notification ring around the camera is a fun extra.',
    specs: phoneSpecs(
      '6.68" HD+ LCD, 120Hz',
      'MediaTek Dimensity 6300 5G',
      '8GB',
      '128GB, microSD supported',
      '50MP main + 0.08MP auxiliary',
      '8MP',
      '6500mAh',
      '44W FlashCharge',
      'Funtouch OS 14 (Android 14)',
    ),
    colors: [
      ['Diamond Black', '#1f2024', 9],
      ['Titanium Gold', '#cdb78d', 5],
      ['Glacier Blue', '#a7c7de', 4],
    ],
  },
  {
    name: 'Oppo Reno13 5G (12GB/256GB)',
    brand: 'oppo',
    price: 74999,
    discountPrice: 71999,
    short: 'An AI camera phone with an aluminium unibody, IP69 and an underwater photography mode.',
    highlight:
      'The Oppo Reno13 5G is carved from a single piece of aerospace aluminium and rated IP66, IP68 and IP69, so it can even take photos underwater. The 50MP selfie camera and AI editing tools such as AI Eraser and AI Clarity Enhancer make it a social-media favourite.',
    specs: phoneSpecs(
      '6.59" FHD+ AMOLED, 120Hz',
      'MediaTek Dimensity 8350',
      '12GB',
      '256GB',
      '50MP main + 8MP ultra-wide + 2MP mono',
      '50MP',
      '5600mAh',
      '80W SUPERVOOC',
      'ColorOS 15 (Android 15)',
    ),
    colors: [
      ['Plume White', '#f1f0f3', 3],
      ['Luminous Blue', '#8fb0d8', 4],
    ],
  },
  {
    name: 'Oppo A3x (4GB/64GB)',
    brand: 'oppo',
    price: 17999,
    discountPrice: 16999,
    short: 'A military-grade tough Oppo with a 6.67-inch 90Hz display and 45W SUPERVOOC.',
    highlight:
      'The Oppo A3x has passed MIL-STD-810H shock testing and carries an IP54 splash rating, making it ideal for field work, riders and anyone who is hard on their phones. Splash Touch keeps the screen working even with wet fingers.',
    specs: phoneSpecs(
      '6.67" HD+ LCD, 90Hz',
      'Snapdragon 6s Gen 1',
      '4GB',
      '64GB, microSD supported',
      '8MP',
      '5MP',
      '5100mAh',
      '45W SUPERVOOC',
      'ColorOS 14 (Android 14)',
    ),
    colors: [
      ['Ocean Blue', '#3a6aa0', 6],
      ['Nebula Red', '#b33a4a', 4],
      ['Sparkle Black', '#222327', 7],
    ],
  },
  {
    name: 'Honor X9c 5G (12GB/256GB)',
    brand: 'honor',
    price: 59999,
    discountPrice: 54999,
    short: 'A drop-resistant Honor with a 108MP OIS camera, a curved AMOLED screen and a 6600mAh battery.',
    highlight:
      'Honor says the X9c survives a 2-metre drop onto a hard surface, and its ultra-bounce cushioning makes that more than marketing. Inside is a 6600mAh silicon-carbon battery, while the 1.5K curved AMOLED display is easy on the eyes at night.',
    specs: phoneSpecs(
      '6.78" 1.5K curved AMOLED, 120Hz',
      'Snapdragon 6 Gen 1',
      '12GB',
      '256GB',
      '108MP OIS main + 5MP ultra-wide',
      '16MP',
      '6600mAh',
      '66W wired',
      'MagicOS 8.0 (Android 14)',
    ),
    colors: [
      ['Titanium Black', '#26272b', 5],
      ['Jade Cyan', '#6fb5a6', 4],
      ['Titanium Purple', '#8f7aa8', 0],
    ],
  },
  {
    name: 'Infinix Note 40 Pro (8GB/256GB)',
    brand: 'infinix',
    price: 35999,
    discountPrice: 32999,
    short: 'A curved-screen Infinix with 45W wired, 20W magnetic wireless charging and JBL-tuned speakers.',
    highlight:
      'The Infinix Note 40 Pro brings features usually found on pricier phones: a 3D curved AMOLED display, MagCharge magnetic wireless charging and dual speakers tuned by JBL. The 108MP camera with OIS takes steady photos even in low light.',
    specs: phoneSpecs(
      '6.78" FHD+ 3D curved AMOLED, 120Hz',
      'MediaTek Helio G99 Ultimate',
      '8GB',
      '256GB',
      '108MP OIS main + 2MP macro + 2MP depth',
      '32MP',
      '5000mAh',
      '45W wired, 20W wireless',
      'XOS 14 (Android 14)',
    ),
    colors: [
      ['Vintage Green', '#5f7a5a', 4],
      ['Titan Gold', '#c9a869', 3],
      ['Obsidian Black', '#222327', 5],
    ],
  },
  {
    name: 'Infinix Hot 50 (8GB/128GB)',
    brand: 'infinix',
    price: 19999,
    discountPrice: 18499,
    short: 'A slim, budget-friendly Infinix with a 120Hz display, an IP54 rating and 33W charging.',
    highlight:
      'At just 7.8mm thick, the Infinix Hot 50 is one of the slimmest phones under Rs 20,000. It offers 8GB of RAM for smooth multitasking, a 50MP camera and stereo speakers for movies and games.',
    specs: phoneSpecs(
      '6.78" HD+ LCD, 120Hz',
      'MediaTek Helio G100',
      '8GB',
      '128GB, microSD supported',
      '50MP main + depth sensor',
      '8MP',
      '5000mAh',
      '33W wired',
      'XOS 14.5 (Android 14)',
    ),
    colors: [
      ['Sleek Black', '#1e1f22', 2],
      ['Titanium Grey', '#8a8d90', 1],
      ['Sage Green', '#a9c2a5', 0],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Laptops
// ---------------------------------------------------------------------------------------------

const laptops: Entry[] = [
  {
    name: 'Apple MacBook Air 13-inch M3 (8GB/256GB)',
    brand: 'apple',
    price: 184900,
    discountPrice: 174900,
    featured: true,
    warranty: APPLE_WARRANTY,
    short: "The thin, fanless MacBook Air with Apple's M3 chip and up to 18 hours of battery life.",
    highlight:
      'The 13-inch MacBook Air with M3 is the laptop we recommend most to students and professionals who value battery life. It is completely silent thanks to its fanless design, weighs just 1.24 kg and lasts a full working day plus an evening of Netflix on one charge.',
    specs: laptopSpecs(
      '13.6" Liquid Retina, 2560 x 1664, 500 nits',
      'Apple M3 (8-core CPU)',
      '8GB unified memory',
      '256GB SSD',
      'Integrated 8-core GPU',
      'Up to 18 hours',
      '1.24 kg',
      'macOS Sequoia',
    ),
    colors: [
      ['Midnight', '#2e3641', 3],
      ['Starlight', '#e3dccf', 2],
      ['Space Gray', '#7d7e80', 4],
      ['Silver', '#d6d8da', 0],
    ],
  },
  {
    name: 'Apple MacBook Air 15-inch M3 (16GB/512GB)',
    brand: 'apple',
    price: 259900,
    discountPrice: 249900,
    warranty: APPLE_WARRANTY,
    short: 'A big-screen MacBook Air with a 15.3-inch Liquid Retina display, 16GB of memory and a 512GB SSD.',
    highlight:
      "The 15-inch MacBook Air gives you more room for spreadsheets, timelines and side-by-side windows while staying just 1.15 cm thin. The six-speaker sound system with force-cancelling woofers is the best we've heard on a laptop this slim.",
    specs: laptopSpecs(
      '15.3" Liquid Retina, 2880 x 1864, 500 nits',
      'Apple M3 (8-core CPU)',
      '16GB unified memory',
      '512GB SSD',
      'Integrated 10-core GPU',
      'Up to 18 hours',
      '1.51 kg',
      'macOS Sequoia',
    ),
    colors: [
      ['Midnight', '#2e3641', 2],
      ['Starlight', '#e3dccf', 1],
    ],
  },
  {
    name: 'Apple MacBook Pro 14-inch M4 (16GB/512GB)',
    brand: 'apple',
    price: 279900,
    discountPrice: 279900,
    warranty: APPLE_WARRANTY,
    short: 'A pro-grade MacBook with the M4 chip, a Liquid Retina XDR display and Thunderbolt 4 ports.',
    highlight:
      'The 14-inch MacBook Pro with M4 is built for creators: its mini-LED Liquid Retina XDR display reaches 1600 nits for HDR, and active cooling lets the M4 sustain full performance through long 4K exports. You also get HDMI, an SDXC slot and three Thunderbolt 4 ports.',
    specs: laptopSpecs(
      '14.2" Liquid Retina XDR, 3024 x 1964, 120Hz ProMotion',
      'Apple M4 (10-core CPU)',
      '16GB unified memory',
      '512GB SSD',
      'Integrated 10-core GPU',
      'Up to 24 hours',
      '1.55 kg',
      'macOS Sequoia',
    ),
    colors: [
      ['Space Black', '#2c2c2e', 2],
      ['Silver', '#d6d8da', 2],
    ],
  },
  {
    name: 'Lenovo IdeaPad Slim 3 (i5-12450H, 16GB/512GB)',
    brand: 'lenovo',
    price: 89999,
    discountPrice: 82999,
    short: 'A slim 15.6-inch everyday laptop with an H-series Core i5 processor and 16GB of RAM.',
    highlight:
      'The IdeaPad Slim 3 is a no-nonsense workhorse for office work, online classes and light photo editing. The H-series Core i5 is noticeably quicker than the U-series chips found in most laptops at this price, and 16GB of RAM keeps dozens of Chrome tabs open without slowing down.',
    specs: laptopSpecs(
      '15.6" FHD IPS, 300 nits, anti-glare',
      'Intel Core i5-12450H (8 cores, up to 4.4GHz)',
      '16GB LPDDR5',
      '512GB NVMe SSD',
      'Intel UHD Graphics',
      '47Wh, up to 8 hours',
      '1.62 kg',
      'Windows 11 Home',
    ),
    colors: [
      ['Arctic Grey', '#b8bcc2', 6],
      ['Abyss Blue', '#2c3a52', 4],
    ],
  },
  {
    name: 'Lenovo LOQ 15 (i5-12450HX, RTX 3050)',
    brand: 'lenovo',
    price: 129999,
    discountPrice: 119999,
    featured: true,
    short: 'An entry gaming laptop with an RTX 3050 6GB GPU, a 144Hz display and Legion-grade cooling.',
    highlight:
      "The Lenovo LOQ 15 is the easiest way into PC gaming without overspending. The RTX 3050 6GB runs Valorant, GTA V and Forza Horizon 5 smoothly at 1080p, the 144Hz display makes fast shooters feel responsive, and the dual-fan cooling is borrowed from Lenovo's Legion line.",
    specs: laptopSpecs(
      '15.6" FHD IPS, 144Hz, 300 nits',
      'Intel Core i5-12450HX',
      '12GB DDR5 (upgradable to 32GB)',
      '512GB NVMe SSD',
      'NVIDIA GeForce RTX 3050 6GB',
      '60Wh',
      '2.38 kg',
      'Windows 11 Home',
    ),
    stock: 8,
  },
  {
    name: 'Lenovo Legion 5 (Ryzen 7 7840HS, RTX 4060)',
    brand: 'lenovo',
    price: 229999,
    discountPrice: 214999,
    short: 'A powerful 16-inch gaming laptop with an RTX 4060, a 165Hz WQXGA display and a superb keyboard.',
    highlight:
      'The Legion 5 balances serious gaming performance with a clean design you can take to the office. Its RTX 4060 runs at up to 140W, the 16-inch 2.5K display is colour-accurate enough for content creation, and the Legion TrueStrike keyboard is one of the best on any gaming laptop.',
    specs: laptopSpecs(
      '16" WQXGA IPS, 165Hz, 100% sRGB',
      'AMD Ryzen 7 7840HS',
      '16GB DDR5',
      '1TB NVMe SSD',
      'NVIDIA GeForce RTX 4060 8GB',
      '80Wh',
      '2.4 kg',
      'Windows 11 Home',
    ),
    stock: 3,
  },
  {
    name: 'Lenovo ThinkPad E14 Gen 5 (i5-1335U, 16GB/512GB)',
    brand: 'lenovo',
    price: 124999,
    discountPrice: 116999,
    short: 'A business ThinkPad with a spill-resistant keyboard, fingerprint login and MIL-STD durability.',
    highlight:
      'Offices and banks across Nepal rely on ThinkPads for their reliability, and the E14 Gen 5 continues that tradition. It has the famous ThinkPad keyboard, a 16:10 display, a privacy shutter on the webcam and a fingerprint reader in the power button.',
    specs: laptopSpecs(
      '14" WUXGA IPS, 16:10, 300 nits',
      'Intel Core i5-1335U',
      '16GB DDR4',
      '512GB NVMe SSD',
      'Intel Iris Xe Graphics',
      '57Wh, up to 10 hours',
      '1.41 kg',
      'Windows 11 Pro',
    ),
    stock: 5,
  },
  {
    name: 'HP Victus 15 (i5-12450H, RTX 3050)',
    brand: 'hp',
    price: 124999,
    discountPrice: 112999,
    short: "HP's gaming laptop with an RTX 3050, a 144Hz display and a clean, understated design.",
    highlight:
      'The HP Victus 15 looks calm enough for a classroom but has the hardware for evening gaming sessions. An RTX 3050 GPU, a 144Hz display and OMEN Gaming Hub for performance tuning make it a great all-rounder.',
    specs: laptopSpecs(
      '15.6" FHD IPS, 144Hz',
      'Intel Core i5-12450H',
      '16GB DDR4',
      '512GB NVMe SSD',
      'NVIDIA GeForce RTX 3050 4GB',
      '52.5Wh',
      '2.29 kg',
      'Windows 11 Home',
    ),
    colors: [
      ['Mica Silver', '#c5c8cc', 4],
      ['Performance Blue', '#25344f', 3],
    ],
  },
  {
    name: 'HP Pavilion x360 14 (i5-1335U, 8GB/512GB)',
    brand: 'hp',
    price: 104999,
    discountPrice: 98999,
    short: 'A convertible 14-inch touchscreen laptop that folds into a tablet and supports a stylus.',
    highlight:
      "The Pavilion x360 flips through 360 degrees, so you can use it as a laptop for work, a tent for video calls and a tablet for note-taking with HP's pen. The touchscreen and backlit keyboard make it a versatile companion for students.",
    specs: laptopSpecs(
      '14" FHD IPS touchscreen, 250 nits',
      'Intel Core i5-1335U',
      '8GB DDR4',
      '512GB NVMe SSD',
      'Intel Iris Xe Graphics',
      '43Wh, up to 8 hours',
      '1.51 kg',
      'Windows 11 Home',
    ),
    colors: [
      ['Natural Silver', '#cfd2d5', 3],
      ['Space Blue', '#2f3d5c', 0],
    ],
  },
  {
    name: 'HP 15 (i3-1315U, 8GB/512GB)',
    brand: 'hp',
    price: 64999,
    discountPrice: 59999,
    short: 'A reliable 15.6-inch HP laptop for students and home use with a fast 512GB SSD.',
    highlight:
      'The HP 15 covers everything a student or home user needs: Microsoft Office, Zoom classes, browsing and movies. The 13th-gen Core i3 and fast SSD mean it boots in seconds, and the full-size keyboard includes a numeric keypad for accounting work.',
    specs: laptopSpecs(
      '15.6" FHD, anti-glare',
      'Intel Core i3-1315U',
      '8GB DDR4',
      '512GB NVMe SSD',
      'Intel UHD Graphics',
      '41Wh',
      '1.59 kg',
      'Windows 11 Home',
    ),
    stock: 12,
  },
  {
    name: 'Dell Inspiron 15 3520 (i5-1235U, 8GB/512GB)',
    brand: 'dell',
    price: 89999,
    discountPrice: 84999,
    short: 'A dependable Dell Inspiron with a 120Hz screen, a Core i5 and a full-size keyboard with numpad.',
    highlight:
      'The Inspiron 15 3520 is a trusted all-rounder for home and office. Its 120Hz display makes scrolling feel smooth, ComfortView reduces blue light during long study sessions and the lift-hinge design tilts the keyboard for comfortable typing.',
    specs: laptopSpecs(
      '15.6" FHD, 120Hz, anti-glare',
      'Intel Core i5-1235U',
      '8GB DDR4',
      '512GB NVMe SSD',
      'Intel Iris Xe Graphics',
      '41Wh',
      '1.65 kg',
      'Windows 11 Home',
    ),
    colors: [
      ['Platinum Silver', '#c9cbce', 6],
      ['Carbon Black', '#2a2b2e', 5],
    ],
  },
  {
    name: 'Dell Vostro 3420 (i3-1215U, 8GB/256GB)',
    brand: 'dell',
    price: 64999,
    discountPrice: 61999,
    short: 'A compact 14-inch Dell business laptop with a Core i3, a webcam privacy shutter and a fast SSD.',
    highlight:
      "Designed for small businesses, the Vostro 3420 brings Dell's reliability to a compact 14-inch chassis. It includes a webcam privacy shutter, Wi-Fi 6 and a useful set of ports, including HDMI, USB-A and an SD card reader.",
    specs: laptopSpecs(
      '14" FHD, anti-glare',
      'Intel Core i3-1215U',
      '8GB DDR4',
      '256GB NVMe SSD',
      'Intel UHD Graphics',
      '41Wh',
      '1.48 kg',
      'Windows 11 Home',
    ),
    stock: 2,
  },
  {
    name: 'Dell XPS 13 (Core Ultra 7 155H, 16GB/512GB)',
    brand: 'dell',
    price: 279999,
    discountPrice: 269999,
    short: "Dell's premium ultrabook with an edge-to-edge keyboard, a haptic touchpad and a Core Ultra 7.",
    highlight:
      'The XPS 13 is a showpiece of laptop design, with a seamless glass touchpad, a zero-lattice keyboard and a machined aluminium body that weighs under 1.2 kg. The Intel Core Ultra 7 adds a built-in NPU for AI features in Windows 11.',
    specs: laptopSpecs(
      '13.4" FHD+ InfinityEdge, 120Hz, 500 nits',
      'Intel Core Ultra 7 155H',
      '16GB LPDDR5x',
      '512GB NVMe SSD',
      'Intel Arc Graphics',
      '55Wh',
      '1.19 kg',
      'Windows 11 Home',
    ),
    colors: [
      ['Platinum', '#d3d4d6', 2],
      ['Graphite', '#3c3d40', 1],
    ],
  },
  {
    name: 'Asus Vivobook 15 (i5-1335U, 16GB/512GB)',
    brand: 'asus',
    price: 84999,
    discountPrice: 76999,
    short: 'A lightweight 15.6-inch Vivobook with 16GB of RAM, a fingerprint sensor and a 180-degree hinge.',
    highlight:
      'The Vivobook 15 is one of our best-selling laptops thanks to its balance of price and performance. It has 16GB of RAM out of the box, a 180-degree hinge for sharing the screen in meetings and a fingerprint reader for instant Windows Hello login.',
    specs: laptopSpecs(
      '15.6" FHD IPS, anti-glare',
      'Intel Core i5-1335U',
      '16GB DDR4',
      '512GB NVMe SSD',
      'Intel Iris Xe Graphics',
      '42Wh',
      '1.7 kg',
      'Windows 11 Home',
    ),
    colors: [
      ['Quiet Blue', '#2e3c58', 7],
      ['Cool Silver', '#c4c7cb', 6],
    ],
  },
  {
    name: 'Asus TUF Gaming A15 (Ryzen 7 7435HS, RTX 4050)',
    brand: 'asus',
    price: 154999,
    discountPrice: 144999,
    short: 'A military-grade tough gaming laptop with an RTX 4050, a 144Hz display and a 90Wh battery.',
    highlight:
      'TUF stands for durability, and the A15 has passed MIL-STD-810H tests for drops, vibration and humidity. The Ryzen 7 and RTX 4050 combination handles modern AAA titles at high settings, and the 90Wh battery is unusually large for a gaming laptop.',
    specs: laptopSpecs(
      '15.6" FHD IPS, 144Hz',
      'AMD Ryzen 7 7435HS',
      '16GB DDR5',
      '512GB NVMe SSD',
      'NVIDIA GeForce RTX 4050 6GB',
      '90Wh',
      '2.2 kg',
      'Windows 11 Home',
    ),
    stock: 6,
  },
  {
    name: 'Asus ROG Strix G16 (i7-13650HX, RTX 4060)',
    brand: 'asus',
    price: 239999,
    discountPrice: 229999,
    short: 'A 16-inch ROG gaming laptop with a Core i7 HX, an RTX 4060 and a 165Hz display.',
    highlight:
      "The ROG Strix G16 is built for competitive gamers and streamers. The 14-core i7-13650HX and RTX 4060 push high frame rates on the 165Hz 16:10 display, and ROG's tri-fan Intelligent Cooling with liquid metal keeps clocks high during long sessions.",
    specs: laptopSpecs(
      '16" FHD+ IPS, 165Hz, 16:10',
      'Intel Core i7-13650HX',
      '16GB DDR5',
      '1TB NVMe SSD',
      'NVIDIA GeForce RTX 4060 8GB',
      '90Wh',
      '2.5 kg',
      'Windows 11 Home',
    ),
    stock: 0,
  },
  {
    name: 'Asus Zenbook 14 OLED (Core Ultra 5 125H, 16GB/512GB)',
    brand: 'asus',
    price: 149999,
    discountPrice: 139999,
    short: 'An ultra-light 14-inch laptop with a 3K OLED display and an Intel Core Ultra 5.',
    highlight:
      "The Zenbook 14 OLED has one of the best screens at its price: a 3K 120Hz OLED panel with true blacks and vivid colours. At 1.2 kg with a 75Wh battery, it's easy to carry between classes, cafés and client meetings all day.",
    specs: laptopSpecs(
      '14" 3K OLED, 120Hz, 100% DCI-P3',
      'Intel Core Ultra 5 125H',
      '16GB LPDDR5x',
      '512GB NVMe SSD',
      'Intel Arc Graphics',
      '75Wh',
      '1.2 kg',
      'Windows 11 Home',
    ),
    colors: [
      ['Ponder Blue', '#34425e', 3],
      ['Foggy Silver', '#cdd0d3', 2],
    ],
  },
  {
    name: 'Acer Aspire 7 (i5-12450H, RTX 2050)',
    brand: 'acer',
    price: 94999,
    discountPrice: 87999,
    short: 'An affordable Acer with an RTX 2050 GPU for light gaming and creative work.',
    highlight:
      'The Aspire 7 is ideal if you want a dedicated graphics card without paying gaming-laptop prices. The RTX 2050 speeds up Premiere Pro and Blender and runs e-sports titles such as Valorant and Dota 2 comfortably at 1080p.',
    specs: laptopSpecs(
      '15.6" FHD IPS, 144Hz',
      'Intel Core i5-12450H',
      '8GB DDR4',
      '512GB NVMe SSD',
      'NVIDIA GeForce RTX 2050 4GB',
      '50Wh',
      '2.1 kg',
      'Windows 11 Home',
    ),
    stock: 9,
  },
  {
    name: 'Acer Nitro V 15 (i5-13420H, RTX 4050)',
    brand: 'acer',
    price: 139999,
    discountPrice: 129999,
    short: "Acer's value gaming laptop with an RTX 4050, DLSS 3 support and a 144Hz display.",
    highlight:
      "The Nitro V 15 brings NVIDIA's RTX 40-series and DLSS 3 frame generation to a very competitive price. It has a 144Hz display, dual-fan cooling, Wi-Fi 6 and NitroSense for fan and lighting control.",
    specs: laptopSpecs(
      '15.6" FHD IPS, 144Hz',
      'Intel Core i5-13420H',
      '16GB DDR5',
      '512GB NVMe SSD',
      'NVIDIA GeForce RTX 4050 6GB',
      '57Wh',
      '2.1 kg',
      'Windows 11 Home',
    ),
    stock: 7,
  },
  {
    name: 'Acer Aspire 3 (Ryzen 3 7320U, 8GB/512GB)',
    brand: 'acer',
    price: 54999,
    discountPrice: 49999,
    short: 'A budget-friendly Acer Aspire 3 with a Ryzen 3, a fast SSD and a 15.6-inch Full HD screen.',
    highlight:
      'The Acer Aspire 3 is one of the most affordable Windows 11 laptops we sell that still feels quick, thanks to its NVMe SSD and efficient Ryzen 3 processor. It is a sensible choice for schoolwork, Office and streaming.',
    specs: laptopSpecs(
      '15.6" FHD, anti-glare',
      'AMD Ryzen 3 7320U',
      '8GB LPDDR5',
      '512GB NVMe SSD',
      'AMD Radeon 610M',
      '40Wh',
      '1.78 kg',
      'Windows 11 Home',
    ),
    stock: 14,
  },
  {
    name: 'MSI Thin GF63 (i5-12450H, RTX 2050)',
    brand: 'msi',
    price: 99999,
    discountPrice: 92999,
    short: 'A thin and light MSI gaming laptop with an RTX 2050 and a 144Hz display.',
    highlight:
      'At 1.86 kg and under 22mm thick, the MSI Thin GF63 is one of the lightest gaming laptops you can buy, so it is easy to carry to college during the day and to LAN parties at night. The red-backlit keyboard and brushed aluminium lid give it a classic MSI look.',
    specs: laptopSpecs(
      '15.6" FHD IPS, 144Hz',
      'Intel Core i5-12450H',
      '8GB DDR4',
      '512GB NVMe SSD',
      'NVIDIA GeForce RTX 2050 4GB',
      '52Wh',
      '1.86 kg',
      'Windows 11 Home',
    ),
    stock: 4,
  },
  {
    name: 'MSI Katana 15 (i7-13620H, RTX 4060)',
    brand: 'msi',
    price: 184999,
    discountPrice: 172999,
    short: 'A Core i7 and RTX 4060 gaming laptop with a 144Hz display and an RGB keyboard.',
    highlight:
      'Named after the Japanese sword, the MSI Katana 15 is sharp where it counts: a 10-core i7-13620H and an RTX 4060 deliver high frame rates in Cyberpunk 2077 and Call of Duty, and the four-zone RGB keyboard lets you match your setup.',
    specs: laptopSpecs(
      '15.6" FHD IPS, 144Hz',
      'Intel Core i7-13620H',
      '16GB DDR5',
      '1TB NVMe SSD',
      'NVIDIA GeForce RTX 4060 8GB',
      '53.5Wh',
      '2.25 kg',
      'Windows 11 Home',
    ),
    stock: 1,
  },
];

// ---------------------------------------------------------------------------------------------
// Earbuds
// ---------------------------------------------------------------------------------------------

const earbuds: Entry[] = [
  {
    name: 'Apple AirPods Pro 2 (USB-C)',
    brand: 'apple',
    price: 39900,
    discountPrice: 35900,
    featured: true,
    warranty: APPLE_WARRANTY,
    short: "Apple's best earbuds, with adaptive noise cancellation, Transparency mode and a USB-C MagSafe case.",
    highlight:
      'AirPods Pro 2 cancel up to twice as much noise as the original model, which makes a real difference on noisy micro buses and flights. Adaptive Audio blends noise cancellation and transparency automatically, and personalised Spatial Audio makes movies on your iPhone feel like a cinema.',
    specs: earbudSpecs(
      'Custom Apple high-excursion driver',
      '5.3 (H2 chip)',
      'Active Noise Cancellation with Adaptive Audio',
      'Up to 6 hours (30 hours with case)',
      'USB-C, MagSafe, Qi and Apple Watch charger',
      'IP54 (earbuds and case)',
      'Find My, Conversation Awareness, hearing health features',
    ),
    colors: [['White', '#f5f5f5', 18]],
  },
  {
    name: 'Apple AirPods 4',
    brand: 'apple',
    price: 24900,
    discountPrice: 23900,
    warranty: APPLE_WARRANTY,
    short: 'Redesigned open-fit AirPods with the H2 chip, personalised Spatial Audio and a tiny USB-C case.',
    highlight:
      'AirPods 4 are the most comfortable AirPods yet, with a shape designed from thousands of ear scans. Voice Isolation makes calls clearer in busy places, and a simple nod or shake of your head answers or declines calls.',
    specs: earbudSpecs(
      'Custom Apple driver',
      '5.3 (H2 chip)',
      'No (open-fit design)',
      'Up to 5 hours (30 hours with case)',
      'USB-C',
      'IP54',
      'Personalised Spatial Audio, head gestures, Voice Isolation',
    ),
    colors: [['White', '#f5f5f5', 10]],
  },
  {
    name: 'Samsung Galaxy Buds3 Pro',
    brand: 'samsung',
    price: 32999,
    discountPrice: 27999,
    short: "Samsung's blade-design earbuds with adaptive ANC, 24-bit Hi-Fi audio and Galaxy AI Interpreter.",
    highlight:
      'Galaxy Buds3 Pro have a striking blade design with light strips and a two-way speaker system tuned for detailed sound. Adaptive ANC adjusts to your surroundings, and with a Galaxy phone you get 24-bit Hi-Fi audio and live translation through Interpreter.',
    specs: earbudSpecs(
      '10.5mm woofer + 6.1mm planar tweeter',
      '5.4',
      'Adaptive Active Noise Cancellation',
      'Up to 6 hours (26 hours with case)',
      'USB-C, Qi wireless',
      'IP57',
      '24-bit Hi-Fi (Samsung Seamless Codec), Auracast',
    ),
    colors: [
      ['Silver', '#c9cbcf', 5],
      ['White', '#f4f4f4', 3],
    ],
  },
  {
    name: 'Samsung Galaxy Buds FE',
    brand: 'samsung',
    price: 12999,
    discountPrice: 9999,
    short: 'Affordable Galaxy earbuds with active noise cancellation and comfortable wing tips.',
    highlight:
      "Galaxy Buds FE give you Samsung's active noise cancellation and rich bass at a price that makes sense for everyday listening. Wing tips keep them secure during workouts, and they pair instantly with Galaxy phones.",
    specs: earbudSpecs(
      '12mm dynamic',
      '5.2',
      'Active Noise Cancellation',
      'Up to 6 hours (21 hours with case)',
      'USB-C',
      'IPX2',
      'Auto Switch, Ambient Sound mode',
    ),
    colors: [
      ['Graphite', '#3c3d41', 8],
      ['White', '#f3f3f3', 0],
    ],
  },
  {
    name: 'Sony WF-1000XM5',
    brand: 'sony',
    price: 42999,
    discountPrice: 38999,
    short: "Sony's flagship noise-cancelling earbuds with Dynamic Driver X and Hi-Res Audio Wireless.",
    highlight:
      "The WF-1000XM5 offers some of the strongest noise cancellation of any earbuds, using three microphones on each side and two processors. Sony's Dynamic Driver X produces deep bass and clear vocals, and LDAC brings Hi-Res Audio Wireless to compatible Android phones.",
    specs: earbudSpecs(
      '8.4mm Dynamic Driver X',
      '5.3 (LDAC)',
      'Industry-leading ANC with dual processors',
      'Up to 8 hours (24 hours with case)',
      'USB-C, Qi wireless',
      'IPX4',
      'Speak-to-Chat, multipoint, DSEE Extreme',
    ),
    colors: [
      ['Black', '#222222', 0],
      ['Silver', '#cfcfcf', 0],
    ],
  },
  {
    name: 'Sony WF-C510',
    brand: 'sony',
    price: 9499,
    discountPrice: 8499,
    short: 'Tiny, lightweight Sony earbuds with 22 hours of battery life and Ambient Sound mode.',
    highlight:
      "At just 4.6 grams per earbud, the WF-C510 is one of the smallest earbuds Sony makes, so it stays comfortable for hours. Multipoint connection lets you switch between your laptop and phone, and the Sound Connect app's equaliser lets you shape the sound.",
    specs: earbudSpecs(
      '6mm dynamic',
      '5.3',
      'No (Ambient Sound mode)',
      'Up to 11 hours (22 hours with case)',
      'USB-C, 5-minute quick charge for 60 minutes',
      'IPX4',
      'Multipoint, DSEE',
    ),
    colors: [
      ['Black', '#232323', 6],
      ['White', '#f2f2f2', 4],
      ['Blue', '#7fa7d9', 2],
      ['Yellow', '#f1d26b', 0],
    ],
  },
  {
    name: 'JBL Tune Beam',
    brand: 'jbl',
    price: 12999,
    discountPrice: 9999,
    short: 'JBL Pure Bass earbuds with adaptive noise cancelling and four microphones for clear calls.',
    highlight:
      'JBL Tune Beam delivers the punchy JBL Pure Bass sound with Adaptive Noise Cancelling and Smart Ambient, so you can still hear announcements when you need to. The stick design puts four microphones closer to your mouth for crisp calls.',
    specs: earbudSpecs(
      '6mm dynamic',
      '5.3 LE Audio',
      'Adaptive Noise Cancelling with Smart Ambient',
      'Up to 12 hours (48 hours with case)',
      'USB-C, 10 minutes for 3 hours',
      'IP54',
      'Multipoint, JBL Headphones app',
    ),
    colors: [
      ['Black', '#1f1f1f', 7],
      ['Blue', '#2f5ea8', 4],
      ['White', '#f0f0f0', 3],
    ],
  },
  {
    name: 'JBL Wave Beam',
    brand: 'jbl',
    price: 6999,
    discountPrice: 5499,
    short: 'Affordable JBL earbuds with Deep Bass sound and up to 32 hours of playtime.',
    highlight:
      'JBL Wave Beam makes the famous JBL bass affordable. The stick design is comfortable for long listening sessions, the IP54 rating handles sweat and dust, and Smart Ambient lets you hear traffic when walking.',
    specs: earbudSpecs(
      '8mm dynamic',
      '5.2',
      'No (Smart Ambient)',
      'Up to 8 hours (32 hours with case)',
      'USB-C',
      'IP54',
      'Hands-free calls, JBL Headphones app',
    ),
    colors: [
      ['Black', '#202020', 12],
      ['White', '#f2f2f2', 8],
      ['Blue', '#4a7bd1', 5],
    ],
    bulk: [
      [3, 5],
      [5, 8],
    ],
  },
  {
    name: 'boAt Airdopes 141',
    brand: 'boat',
    price: 3499,
    discountPrice: 2499,
    featured: true,
    short:
      "boAt's best-selling earbuds with 42 hours of playback, ENx call noise cancellation and low-latency BEAST mode.",
    highlight:
      'The Airdopes 141 are the go-to budget earbuds for students and gamers. BEAST mode cuts latency to 80ms for PUBG and Free Fire, ENx technology keeps your voice clear on calls, and ASAP Charge gives 75 minutes of music from a 5-minute charge.',
    specs: earbudSpecs(
      '8mm dynamic',
      '5.1',
      'ENx environmental noise cancellation for calls',
      'Up to 42 hours total',
      'USB-C, ASAP Charge',
      'IPX4',
      'BEAST mode (80ms low latency)',
    ),
    colors: [
      ['Bold Black', '#1d1d1f', 30],
      ['Pure White', '#f4f4f4', 15],
      ['Cyan Cider', '#54c0c4', 0],
    ],
    bulk: [
      [5, 10],
      [3, 5],
    ],
  },
  {
    name: 'boAt Airdopes 311 Pro',
    brand: 'boat',
    price: 3999,
    discountPrice: 3299,
    short: 'Stylish boAt earbuds with 50 hours of playback, quad mics with ENx and a clear case lid.',
    highlight:
      'Airdopes 311 Pro combine 50 hours of playback with quad microphones and ENx technology for clear calls from busy streets. The translucent lid shows off the buds, and BEAST mode keeps audio in sync with your games.',
    specs: earbudSpecs(
      '10mm dynamic',
      '5.3',
      'Quad-mic ENx for calls',
      'Up to 50 hours total',
      'USB-C, ASAP Charge',
      'IPX4',
      'BEAST mode (50ms low latency)',
    ),
    colors: [
      ['Active Black', '#202022', 14],
      ['Ivory White', '#efece4', 9],
    ],
    bulk: [
      [3, 5],
      [10, 12],
      [5, 8],
    ],
  },
  {
    name: 'boAt Nirvana Ion',
    brand: 'boat',
    price: 5999,
    discountPrice: 4499,
    short: 'Premium boAt earbuds with 120 hours of total playback and crystal-clear bionic sound.',
    highlight:
      'boAt Nirvana Ion is built for people who forget to charge. With an astonishing 120 hours of total playback, dual EQ modes and in-ear detection, it is a premium experience without the premium price.',
    specs: earbudSpecs(
      '10mm dynamic',
      '5.2',
      'ENx for calls',
      'Up to 120 hours total',
      'USB-C, ASAP Charge',
      'IPX4',
      'In-ear detection, dual EQ modes',
    ),
    colors: [
      ['Charcoal Black', '#2a2a2c', 6],
      ['Ivory White', '#efece4', 0],
    ],
  },
  {
    name: 'Soundcore Liberty 4 NC',
    brand: 'soundcore',
    price: 14999,
    discountPrice: 12499,
    short: "Soundcore's adaptive ANC earbuds that reduce up to 98.5% of noise, with LDAC Hi-Res audio.",
    highlight:
      'The Liberty 4 NC uses Adaptive ANC 2.0 to measure your ear canal and surroundings and tune noise cancellation in real time. 11mm drivers and LDAC support bring out detail in your music, and the 50-hour battery life is among the best in its class.',
    specs: earbudSpecs(
      '11mm dynamic',
      '5.3 (LDAC)',
      'Adaptive ANC 2.0 (up to 98.5% noise reduction)',
      'Up to 10 hours (50 hours with case)',
      'USB-C, Qi wireless',
      'IPX4',
      'Multipoint, HearID sound profile',
    ),
    colors: [
      ['Black', '#1e1e20', 5],
      ['Navy Blue', '#26365c', 3],
      ['Light Blue', '#a9c6e6', 2],
    ],
    warranty: ANKER_WARRANTY,
  },
  {
    name: 'Soundcore R50i',
    brand: 'soundcore',
    price: 3999,
    discountPrice: 3299,
    short: 'Budget Soundcore earbuds with big 10mm drivers, 30 hours of playback and 22 EQ presets.',
    highlight:
      'Soundcore R50i punches above its price with big bass from 10mm drivers and a companion app with 22 EQ presets. The compact case fits in any jeans pocket and charges over USB-C.',
    specs: earbudSpecs(
      '10mm dynamic',
      '5.3',
      'No (AI call noise reduction)',
      'Up to 10 hours (30 hours with case)',
      'USB-C',
      'IPX5',
      'Soundcore app with 22 EQ presets',
    ),
    colors: [
      ['Black', '#1f1f21', 20],
      ['White', '#f3f3f3', 12],
      ['Green', '#9fcfb0', 6],
    ],
    bulk: [
      [3, 5],
      [5, 10],
    ],
    warranty: ANKER_WARRANTY,
  },
  {
    name: 'Redmi Buds 6 Active',
    brand: 'xiaomi',
    price: 2999,
    discountPrice: 2499,
    short: 'Lightweight Redmi earbuds with 14.2mm drivers, 30 hours of playback and dual-mic call noise cancellation.',
    highlight:
      'Redmi Buds 6 Active have an unusually large 14.2mm driver for deep bass, plus five EQ presets in the Xiaomi Earbuds app. They are light, comfortable and a great match for any Redmi or Xiaomi phone.',
    specs: earbudSpecs(
      '14.2mm dynamic',
      '5.4',
      'Dual-mic AI call noise cancellation',
      'Up to 6 hours (30 hours with case)',
      'USB-C',
      'IPX4',
      'Google Fast Pair, custom EQ',
    ),
    colors: [
      ['Black', '#1e1f22', 25],
      ['White', '#f4f4f4', 14],
      ['Pink', '#f1c1cf', 7],
      ['Blue', '#7aa7e0', 0],
    ],
    bulk: [
      [10, 12],
      [5, 7],
    ],
  },
  {
    name: 'OnePlus Buds 3',
    brand: 'oneplus',
    price: 11999,
    discountPrice: 10999,
    short: 'OnePlus earbuds with dual drivers, 49dB adaptive ANC and LHDC 5.0 Hi-Res audio.',
    highlight:
      'OnePlus Buds 3 use a coaxial dual-driver setup with a woofer and a tweeter for full, balanced sound. Up to 49dB of adaptive noise cancellation, dual connection and 44 hours of battery make them a great all-day companion.',
    specs: earbudSpecs(
      '10.4mm woofer + 6mm tweeter',
      '5.3 (LHDC 5.0)',
      'Smart adaptive ANC up to 49dB',
      'Up to 10 hours (44 hours with case)',
      'USB-C, 10 minutes for 7 hours',
      'IP55',
      'Dual connection, spatial audio',
    ),
    colors: [
      ['Metallic Gray', '#5d6065', 4],
      ['Splendid Blue', '#2e4f8a', 3],
    ],
  },
  {
    name: 'OnePlus Nord Buds 3 Pro',
    brand: 'oneplus',
    price: 6499,
    discountPrice: 5999,
    short: 'Nord Buds with 49dB active noise cancellation and 44 hours of playback at a budget price.',
    highlight:
      'The Nord Buds 3 Pro bring strong 49dB ANC to the mid-range, along with 12.4mm titanium drivers and BassWave 2.0 for extra punch. A 10-minute charge gives up to 11 hours of listening.',
    specs: earbudSpecs(
      '12.4mm titanium',
      '5.4',
      'Active Noise Cancellation up to 49dB',
      'Up to 12 hours (44 hours with case)',
      'USB-C, 10 minutes for 11 hours',
      'IP55',
      'Dual connection, Google Fast Pair, 94ms low latency',
    ),
    colors: [
      ['Starry Black', '#1d1e22', 9],
      ['Soft Jade', '#b8d8c8', 5],
    ],
  },
  {
    name: 'Realme Buds T310',
    brand: 'realme',
    price: 4999,
    discountPrice: 3999,
    short: 'Realme earbuds with 46dB hybrid ANC, 12.4mm bass drivers and 360-degree spatial audio.',
    highlight:
      'Realme Buds T310 bring hybrid active noise cancellation and spatial audio to a surprisingly low price. The 40-hour battery life and 45ms low-latency gaming mode make them a favourite with mobile gamers.',
    specs: earbudSpecs(
      '12.4mm dynamic bass',
      '5.4',
      'Hybrid ANC up to 46dB',
      'Up to 7 hours (40 hours with case)',
      'USB-C, 10 minutes for 4 hours',
      'IP55',
      '360° spatial audio, 45ms gaming mode',
    ),
    colors: [
      ['Agile White', '#f1f1f1', 7],
      ['Vibrant Black', '#1d1d20', 11],
      ['Monet Purple', '#b2a2d6', 0],
    ],
  },
  {
    name: 'Oraimo FreePods 4',
    brand: 'oraimo',
    price: 4499,
    discountPrice: 3699,
    warranty: ORAIMO_WARRANTY,
    short: 'Oraimo earbuds with hybrid ANC, 35.5 hours of battery and a compact pocket case.',
    highlight:
      'Oraimo FreePods 4 offer hybrid active noise cancellation that blocks out traffic noise, plus ENC microphones for clear calls. The case supports fast charging, so a quick top-up covers your commute.',
    specs: earbudSpecs(
      '13mm dynamic',
      '5.3',
      'Hybrid ANC up to 35dB',
      'Up to 35.5 hours total',
      'USB-C, fast charge',
      'IPX5',
      'ENC call noise reduction, Oraimo Sound app',
    ),
    colors: [
      ['Black', '#1f2023', 10],
      ['White', '#f2f2f2', 0],
    ],
    bulk: [
      [2, 3],
      [5, 8],
    ],
  },
  {
    name: 'Oraimo SpaceBuds',
    brand: 'oraimo',
    price: 3499,
    discountPrice: 2999,
    warranty: ORAIMO_WARRANTY,
    short: 'Budget Oraimo earbuds with ANC, a 40-hour battery and deep bass tuning.',
    highlight:
      'Oraimo SpaceBuds bring active noise cancellation to one of the lowest prices in our store. Deep-bass tuning, touch controls and a 40-hour total battery make them an easy recommendation for students.',
    specs: earbudSpecs(
      '10mm dynamic',
      '5.3',
      'Active Noise Cancellation up to 30dB',
      'Up to 40 hours total',
      'USB-C',
      'IPX5',
      'Touch controls, game mode',
    ),
    colors: [
      ['Black', '#1e1e20', 2],
      ['Blue', '#3467b3', 1],
    ],
  },
  {
    name: 'Noise Buds VS104',
    brand: 'noise',
    price: 2999,
    discountPrice: 1999,
    short: 'Affordable Noise earbuds with 45 hours of playtime, quad-mic ENC and instant connect.',
    highlight:
      'Noise Buds VS104 are an easy first pair of true wireless earbuds. Hyper Sync connects them to your phone the moment you open the lid, quad microphones with ENC keep calls clear, and 45 hours of playtime mean you rarely think about charging.',
    specs: earbudSpecs(
      '13mm dynamic',
      '5.3',
      'Quad-mic ENC for calls',
      'Up to 45 hours total',
      'USB-C, Instacharge',
      'IPX5',
      'Hyper Sync, low-latency mode',
    ),
    colors: [
      ['Jet Black', '#1c1c1e', 16],
      ['Snow White', '#f5f5f5', 8],
      ['Mint Green', '#b5e3cf', 4],
    ],
    bulk: [
      [5, 10],
      [3, 5],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Neckbands
// ---------------------------------------------------------------------------------------------

const neckbands: Entry[] = [
  {
    name: 'boAt Rockerz 255 Pro+',
    brand: 'boat',
    price: 2499,
    discountPrice: 1699,
    featured: true,
    short: "boAt's popular magnetic neckband with 60 hours of playback and ASAP fast charging.",
    highlight:
      'The Rockerz 255 Pro+ is one of the best-selling neckbands in Nepal, and for good reason. It lasts up to 60 hours, a 10-minute ASAP Charge gives 10 hours of playback, and the magnetic earbuds pause your music automatically when you clip them together.',
    specs: neckbandSpecs(
      '10mm dynamic',
      '5.0',
      'Up to 60 hours',
      'ASAP Charge: 10 minutes for 10 hours',
      'IPX7',
      'Magnetic earbuds, dual pairing, voice assistant',
    ),
    colors: [
      ['Active Black', '#1d1d1f', 40],
      ['Navy Blue', '#28355a', 22],
      ['Teal Green', '#2e8b86', 0],
    ],
    bulk: [
      [5, 10],
      [10, 15],
      [3, 5],
    ],
  },
  {
    name: 'boAt Rockerz 333 Pro',
    brand: 'boat',
    price: 2999,
    discountPrice: 2199,
    short: 'A bass-heavy boAt neckband with 60 hours of playback, ENx calls and BEAST mode.',
    highlight:
      'Rockerz 333 Pro adds ENx environmental noise cancellation for calls and a low-latency BEAST mode for gaming to the classic boAt neckband formula. Dual pairing keeps you connected to your phone and laptop at the same time.',
    specs: neckbandSpecs(
      '10mm dynamic',
      '5.0',
      'Up to 60 hours',
      'ASAP Charge: 10 minutes for 20 hours',
      'IPX5',
      'ENx call noise cancellation, BEAST mode, dual pairing',
    ),
    colors: [
      ['Active Black', '#1e1e20', 18],
      ['Teal Green', '#2e8b86', 9],
    ],
    bulk: [
      [3, 5],
      [5, 10],
    ],
  },
  {
    name: 'boAt Rockerz 111',
    brand: 'boat',
    price: 1499,
    discountPrice: 1099,
    short: 'An entry-level boAt neckband with 40 hours of playback and a lightweight silicone band.',
    highlight:
      'Rockerz 111 is a simple, lightweight neckband that is perfect for walks, workouts and calls. Its flexible silicone band sits comfortably all day, and the magnetic earbuds keep the cables from tangling.',
    specs: neckbandSpecs(
      '10mm dynamic',
      '5.2',
      'Up to 40 hours',
      'ASAP Charge: 10 minutes for 10 hours',
      'IPX5',
      'Magnetic earbuds, voice assistant',
    ),
    colors: [
      ['Black', '#1f1f21', 30],
      ['Blue', '#2f5fa8', 12],
      ['Red', '#c0392b', 8],
    ],
    bulk: [
      [10, 12],
      [5, 8],
    ],
  },
  {
    name: 'OnePlus Bullets Wireless Z2',
    brand: 'oneplus',
    price: 3999,
    discountPrice: 3299,
    short: "OnePlus's long-lasting neckband with 12.4mm bass drivers and Warp Charge: 10 minutes for 20 hours.",
    highlight:
      'The Bullets Wireless Z2 is famous for its Warp Charge: plug it in for 10 minutes and you get 20 hours of music. Large 12.4mm drivers deliver the rich bass OnePlus is known for, and the magnetic Quick Switch flips between two devices.',
    specs: neckbandSpecs(
      '12.4mm dynamic',
      '5.0',
      'Up to 30 hours',
      'Warp Charge: 10 minutes for 20 hours',
      'IP55',
      'Magnetic Quick Switch, Fast Pair',
    ),
    colors: [
      ['Magico Black', '#1d1e22', 15],
      ['Beam Blue', '#2d6ab3', 6],
    ],
    bulk: [[3, 5]],
  },
  {
    name: 'OnePlus Bullets Wireless Z3',
    brand: 'oneplus',
    price: 3499,
    discountPrice: 2999,
    short: 'The latest OnePlus neckband with 36 hours of battery, AI call noise cancellation and BassWave.',
    highlight:
      'OnePlus Bullets Wireless Z3 improve call quality with AI noise cancellation and add BassWave for an extra low-end boost. A 10-minute charge gives 27 hours of playback, so you are never caught without music.',
    specs: neckbandSpecs(
      '12.4mm dynamic',
      '5.4',
      'Up to 36 hours',
      '10 minutes for 27 hours',
      'IP55',
      'AI call noise cancellation, BassWave, dual connection',
    ),
    colors: [
      ['Mambo Midnight', '#1f2a44', 10],
      ['Samba Sunset', '#e86f4c', 0],
    ],
  },
  {
    name: 'Realme Buds Wireless 3',
    brand: 'realme',
    price: 3999,
    discountPrice: 3299,
    short: 'A Realme neckband with 30dB active noise cancellation, 13.6mm drivers and 40 hours of battery.',
    highlight:
      'Realme Buds Wireless 3 bring real active noise cancellation to a neckband, making them great for commutes and busy offices. The 13.6mm drivers deliver strong bass, and the 45ms low-latency mode keeps game audio in sync.',
    specs: neckbandSpecs(
      '13.6mm dynamic',
      '5.3',
      'Up to 40 hours',
      '10 minutes for 7 hours',
      'IPX5',
      '30dB ANC, 45ms gaming mode, dual device',
    ),
    colors: [
      ['Passion Black', '#1e1e21', 8],
      ['Vitality Yellow', '#f2cf4a', 3],
    ],
  },
  {
    name: 'Realme Buds Wireless 5 ANC',
    brand: 'realme',
    price: 2999,
    discountPrice: 2499,
    short: 'An affordable ANC neckband from Realme with 38 hours of playback and 13.6mm drivers.',
    highlight:
      'Realme Buds Wireless 5 ANC offer 25dB active noise cancellation and dual-device connection at a budget price. The magnetic earbuds double as an instant power switch for extra battery savings.',
    specs: neckbandSpecs(
      '13.6mm dynamic',
      '5.3',
      'Up to 38 hours',
      '10 minutes for 20 hours',
      'IP55',
      '25dB ANC, dual device, magnetic switch',
    ),
    colors: [
      ['Midnight Black', '#1d1d20', 12],
      ['Dawn Silver', '#cfd1d4', 6],
    ],
    bulk: [
      [5, 8],
      [2, 3],
    ],
  },
  {
    name: 'JBL Tune 215BT',
    brand: 'jbl',
    price: 4999,
    discountPrice: 3999,
    short: 'A JBL Pure Bass neckband with 16 hours of playback, multipoint connection and a 3-button remote.',
    highlight:
      'JBL Tune 215BT delivers the signature JBL Pure Bass in a lightweight, flat-cable neckband. Multipoint connection lets you take calls from your phone while watching videos on your tablet.',
    specs: neckbandSpecs(
      '12.5mm dynamic',
      '5.0',
      'Up to 16 hours',
      '10 minutes for 1 hour',
      'Not rated',
      'Multipoint, 3-button remote with mic',
    ),
    colors: [
      ['Black', '#1e1e1e', 7],
      ['Blue', '#3164b0', 0],
    ],
  },
  {
    name: 'Sony WI-C100',
    brand: 'sony',
    price: 3999,
    discountPrice: 3499,
    short: "Sony's lightweight neckband with 25 hours of battery, IPX4 splash resistance and DSEE upscaling.",
    highlight:
      'The WI-C100 is a simple, comfortable Sony neckband with clear, balanced sound. DSEE restores detail in compressed music files, and the Sony Headphones Connect app lets you customise the EQ.',
    specs: neckbandSpecs(
      '9mm dynamic',
      '5.0',
      'Up to 25 hours',
      '10 minutes for 1 hour',
      'IPX4',
      'DSEE, Fast Pair, Headphones Connect app',
    ),
    colors: [
      ['Black', '#202020', 9],
      ['White', '#f1f1f1', 4],
      ['Blue', '#2f5bb0', 2],
    ],
  },
  {
    name: 'Sony WI-XB400',
    brand: 'sony',
    price: 6999,
    discountPrice: 5999,
    short: 'A Sony EXTRA BASS neckband with 15 hours of battery and a comfortable behind-the-neck design.',
    highlight:
      "If you love bass, the WI-XB400 is built for you. Sony's EXTRA BASS tuning adds depth and punch, while the lightweight band rests comfortably around your neck for hours of listening.",
    specs: neckbandSpecs(
      '12mm dynamic',
      '5.0',
      'Up to 15 hours',
      '10 minutes for 1 hour',
      'Not rated',
      'EXTRA BASS, voice assistant button',
    ),
    colors: [
      ['Black', '#1d1d1d', 3],
      ['Blue', '#2d5fa8', 2],
    ],
  },
  {
    name: 'Oraimo Necklace 3',
    brand: 'oraimo',
    price: 2299,
    discountPrice: 1899,
    warranty: ORAIMO_WARRANTY,
    short: 'A budget Oraimo neckband with 30 hours of playback, deep bass and ENC call noise reduction.',
    highlight:
      'The Oraimo Necklace 3 is a comfortable, lightweight neckband for daily commutes. It delivers deep bass and clear calls with ENC, and lasts up to 30 hours on a single charge.',
    specs: neckbandSpecs(
      '10mm dynamic',
      '5.3',
      'Up to 30 hours',
      '10 minutes for 5 hours',
      'IPX5',
      'ENC call noise reduction, magnetic earbuds',
    ),
    colors: [['Black', '#1e1f22', 20]],
    bulk: [
      [5, 10],
      [3, 5],
    ],
  },
  {
    name: 'Noise Tune Active Pro',
    brand: 'noise',
    price: 2499,
    discountPrice: 1699,
    short: 'A Noise neckband with 60 hours of playback, 10mm drivers and Instacharge.',
    highlight:
      'Noise Tune Active Pro offers a very long battery life for the price: up to 60 hours. Instacharge gives 8 hours of playback from a 10-minute charge, and dual pairing lets you connect two devices at once.',
    specs: neckbandSpecs(
      '10mm dynamic',
      '5.3',
      'Up to 60 hours',
      'Instacharge: 10 minutes for 8 hours',
      'IPX5',
      'Dual pairing, ENC, magnetic earbuds',
    ),
    colors: [
      ['Jet Black', '#1c1c1e', 0],
      ['Space Blue', '#2c3e6e', 6],
    ],
  },
  {
    name: 'Soundcore Life U2i',
    brand: 'soundcore',
    price: 3299,
    discountPrice: 2799,
    warranty: ANKER_WARRANTY,
    short: 'A comfortable Soundcore neckband with 22 hours of playtime, BassUp and fast charging.',
    highlight:
      'Soundcore Life U2i uses BassUp technology to analyse and boost low frequencies in real time. Its lightweight, flexible neckband and magnetic earbuds make it a comfortable choice for long days.',
    specs: neckbandSpecs(
      '10mm dynamic',
      '5.0',
      'Up to 22 hours',
      '10 minutes for 2 hours',
      'IPX5',
      'BassUp, cVc 8.0 call noise reduction',
    ),
    stock: 11,
  },
  {
    name: 'Redmi SonicBass Wireless Earphones',
    brand: 'xiaomi',
    price: 2199,
    discountPrice: 1899,
    short: "Xiaomi's lightweight Redmi neckband with 12 hours of battery and dual-device pairing.",
    highlight:
      "The Redmi SonicBass Wireless Earphones weigh just 29 grams, so you'll forget you're wearing them. Magnetic earbuds, a dedicated game mode and dual pairing cover the basics well.",
    specs: neckbandSpecs(
      '9.2mm dynamic',
      '5.0',
      'Up to 12 hours',
      '10 minutes for 2 hours',
      'IPX4',
      'Game mode, dual pairing, magnetic earbuds',
    ),
    colors: [
      ['Black', '#1f1f21', 14],
      ['Blue', '#2a56a0', 6],
    ],
  },
  {
    name: 'Samsung Level U2',
    brand: 'samsung',
    price: 4999,
    discountPrice: 4499,
    short: "Samsung's neckband with 18 hours of battery, 12mm drivers and an adjustable fit.",
    highlight:
      'The Samsung Level U2 has a slim, lightweight neckband that vibrates to alert you to incoming calls. The 12mm drivers deliver balanced sound, and adjustable cable length helps you get a comfortable fit.',
    specs: neckbandSpecs(
      '12mm dynamic',
      '5.0',
      'Up to 18 hours',
      '10 minutes for 1 hour',
      'Not rated',
      'Vibration call alert, adjustable cables',
    ),
    colors: [
      ['Black', '#1e1f22', 4],
      ['Blue', '#2c4a86', 1],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Speakers
// ---------------------------------------------------------------------------------------------

const speakers: Entry[] = [
  {
    name: 'JBL Flip 6',
    brand: 'jbl',
    price: 19999,
    discountPrice: 16999,
    featured: true,
    short: 'A rugged portable JBL speaker with a two-way driver system, an IP67 rating and 12 hours of play.',
    highlight:
      'JBL Flip 6 is the perfect size for picnics at Shivapuri, hostel rooms and rooftop parties. Its racetrack woofer and separate tweeter deliver clear highs and deep bass, and the IP67 rating means it survives rain, dust and even a dunk in the pool.',
    specs: speakerSpecs(
      '30W (20W woofer + 10W tweeter)',
      '5.1',
      'Up to 12 hours',
      'IP67 waterproof and dustproof',
      '550 g',
      'PartyBoost, JBL Portable app',
    ),
    colors: [
      ['Black', '#1b1b1d', 8],
      ['Blue', '#2456a4', 5],
      ['Red', '#c9302c', 0],
      ['Squad Camo', '#5f6b4e', 2],
    ],
  },
  {
    name: 'JBL Charge 5',
    brand: 'jbl',
    price: 27999,
    discountPrice: 23999,
    short: 'A powerful JBL Bluetooth speaker with 20 hours of playtime and a built-in power bank.',
    highlight:
      'JBL Charge 5 combines room-filling sound with a built-in power bank that can top up your phone at a picnic or on a trek. The separate tweeter and racetrack driver stay clear at high volume, and IP67 protection means you do not have to worry about the weather.',
    specs: speakerSpecs(
      '40W (30W woofer + 10W tweeter)',
      '5.1',
      'Up to 20 hours',
      'IP67',
      '960 g',
      'Built-in power bank, PartyBoost',
    ),
    colors: [
      ['Black', '#1b1b1d', 4],
      ['Blue', '#2456a4', 3],
      ['Gray Stone', '#8b8e91', 1],
    ],
  },
  {
    name: 'JBL Go 4',
    brand: 'jbl',
    price: 6499,
    discountPrice: 5499,
    short: 'An ultra-portable JBL speaker with Pro Sound, 7 hours of play and an IP67 rating.',
    highlight:
      'JBL Go 4 fits in your palm but fills a room with surprisingly big sound. The integrated loop lets you hang it from your backpack, and Auracast lets you link several Go 4s for even bigger sound.',
    specs: speakerSpecs(
      '4.2W',
      '5.3 LE Audio',
      'Up to 7 hours',
      'IP67',
      '190 g',
      'Auracast multi-speaker, Playtime Boost',
    ),
    colors: [
      ['Black', '#1c1c1e', 15],
      ['Blue', '#2a60b5', 10],
      ['Pink', '#f09bb7', 6],
      ['Squad Camo', '#5f6b4e', 0],
    ],
    bulk: [
      [3, 5],
      [5, 10],
    ],
  },
  {
    name: 'JBL Clip 5',
    brand: 'jbl',
    price: 9999,
    discountPrice: 8999,
    short: 'A clip-on JBL speaker with an integrated carabiner, 12 hours of playtime and IP67 protection.',
    highlight:
      'Clip it to your bag, bike or tent: JBL Clip 5 goes everywhere with its built-in carabiner. It delivers JBL Pro Sound with deeper bass than ever and lasts up to 15 hours with Playtime Boost.',
    specs: speakerSpecs(
      '7W',
      '5.3 LE Audio',
      'Up to 12 hours (3 more with Playtime Boost)',
      'IP67',
      '285 g',
      'Integrated carabiner, Auracast',
    ),
    colors: [
      ['Black', '#1c1c1e', 6],
      ['Purple', '#7a5ab8', 3],
    ],
  },
  {
    name: 'JBL PartyBox Encore Essential',
    brand: 'jbl',
    price: 49999,
    discountPrice: 44999,
    deliveryPrice: 250,
    short: 'A 100W JBL party speaker with a dynamic light show, 6 hours of play and a splash-proof design.',
    highlight:
      'The PartyBox Encore Essential brings the party wherever you go, with 100W of JBL Original Pro Sound and a light show synced to the beat. It is splash-proof and easy to carry, and you can link a second PartyBox for double the sound.',
    specs: speakerSpecs(
      '100W',
      '5.1',
      'Up to 6 hours',
      'IPX4',
      '6.3 kg',
      'Light show, True Wireless Stereo, PartyBox app',
    ),
    stock: 0,
  },
  {
    name: 'Sony SRS-XB100',
    brand: 'sony',
    price: 8499,
    discountPrice: 7499,
    short: 'A compact Sony speaker with EXTRA BASS, a carry strap and 16 hours of battery life.',
    highlight:
      "Sony's SRS-XB100 is small enough to hang from a backpack strap but delivers surprisingly deep sound thanks to its Sound Diffusion Processor. IP67 protection and a 16-hour battery make it a great travel companion.",
    specs: speakerSpecs(
      '5W',
      '5.3',
      'Up to 16 hours',
      'IP67',
      '274 g',
      'EXTRA BASS, echo-cancelling speakerphone, removable strap',
    ),
    colors: [
      ['Black', '#1d1d1f', 7],
      ['Blue', '#3066b0', 4],
      ['Orange', '#ef7a34', 2],
    ],
  },
  {
    name: 'Sony ULT Field 1',
    brand: 'sony',
    price: 17999,
    discountPrice: 15999,
    short: 'A rugged Sony ULT speaker with massive bass, 12 hours of battery and an IP67 shockproof build.',
    highlight:
      'The ULT Field 1 is built for adventures, with an IP67 rating and a shockproof, rustproof body. Press the ULT button to unlock deep, powerful bass, and use the detachable strap to hang it from a tent or bike.',
    specs: speakerSpecs(
      'Mono speaker with dedicated tweeter',
      '5.3',
      'Up to 12 hours',
      'IP67, shockproof',
      '650 g',
      'ULT bass button, echo-cancelling microphone',
    ),
    colors: [
      ['Black', '#1d1d1f', 4],
      ['Forest Gray', '#556052', 3],
      ['Off White', '#ece9e1', 0],
    ],
  },
  {
    name: 'boAt Stone 352',
    brand: 'boat',
    price: 2999,
    discountPrice: 2199,
    short: 'A budget boAt speaker with 10W sound, IPX7 water resistance and 12 hours of playtime.',
    highlight:
      'boAt Stone 352 is an easy, affordable way to enjoy music outdoors. The 10W speaker is loud enough for small gatherings, IPX7 protection means a splash will not hurt it, and TWS pairing doubles up the sound.',
    specs: speakerSpecs('10W', '5.0', 'Up to 12 hours', 'IPX7', '400 g', 'TWS pairing, FM radio, TF card slot'),
    colors: [
      ['Active Black', '#1d1d1f', 25],
      ['Blue', '#2a5aa8', 10],
    ],
    bulk: [
      [5, 8],
      [3, 5],
    ],
  },
  {
    name: 'boAt Stone 1200',
    brand: 'boat',
    price: 9999,
    discountPrice: 6999,
    short: 'A 14W boAt speaker with RGB lights, 9 hours of playback and an IPX7 rating.',
    highlight:
      'boAt Stone 1200 looks great in a room, with RGB lights that pulse with the music. It delivers clear 14W sound, supports TWS pairing and can play from a USB stick or TF card.',
    specs: speakerSpecs('14W', '5.0', 'Up to 9 hours', 'IPX7', '800 g', 'RGB lights, TWS pairing, USB and TF playback'),
    colors: [
      ['Black', '#1d1d1f', 6],
      ['Blue', '#2a5aa8', 0],
    ],
  },
  {
    name: 'Soundcore Motion 300',
    brand: 'soundcore',
    price: 12999,
    discountPrice: 10999,
    warranty: ANKER_WARRANTY,
    short: 'A Hi-Res wireless speaker from Soundcore with 30W stereo sound and LDAC support.',
    highlight:
      'Soundcore Motion 300 is one of the few portable speakers that supports LDAC Hi-Res wireless audio. Its 30W stereo drivers deliver detailed, balanced sound, and SmartTune adjusts the EQ depending on whether it is lying flat or hanging.',
    specs: speakerSpecs(
      '30W stereo',
      '5.3 (LDAC)',
      'Up to 13 hours',
      'IPX7',
      '770 g',
      'SmartTune, PartyCast 2.0, custom EQ',
    ),
    colors: [
      ['Midnight Black', '#1d1d20', 5],
      ['Frost Blue', '#a8c4e0', 3],
      ['Fresh Green', '#9fc9a0', 2],
    ],
  },
  {
    name: 'Soundcore 2',
    brand: 'soundcore',
    price: 5999,
    discountPrice: 4999,
    warranty: ANKER_WARRANTY,
    short: 'A classic Soundcore speaker with 12W stereo sound, BassUp and 24 hours of play.',
    highlight:
      'Soundcore 2 has been a favourite for years thanks to its 24-hour battery and BassUp technology. It is simple, reliable and loud enough for a hostel room or a small party.',
    specs: speakerSpecs('12W stereo', '5.0', 'Up to 24 hours', 'IPX7', '414 g', 'BassUp, built-in microphone'),
    colors: [
      ['Black', '#1d1d20', 9],
      ['Blue', '#2f5fa8', 4],
      ['Red', '#c43a36', 2],
    ],
    bulk: [[3, 5]],
  },
  {
    name: 'Mi Portable Bluetooth Speaker 16W',
    brand: 'xiaomi',
    price: 4499,
    discountPrice: 3999,
    short: 'A compact Xiaomi speaker with 16W stereo sound, IPX7 water resistance and 13 hours of play.',
    highlight:
      'The Mi Portable Bluetooth Speaker packs two 8W drivers and dual passive radiators behind a sleek metal grille. It is waterproof, pairs with a second unit for stereo sound and has a built-in microphone for calls.',
    specs: speakerSpecs(
      '16W (2 x 8W)',
      '5.0',
      'Up to 13 hours',
      'IPX7',
      '610 g',
      'TWS stereo pairing, hands-free calling',
    ),
    colors: [
      ['Black', '#1d1d20', 10],
      ['Blue', '#2f5fa8', 5],
    ],
  },
  {
    name: 'Soundcore Select 4 Go',
    brand: 'soundcore',
    price: 3499,
    discountPrice: 2799,
    warranty: ANKER_WARRANTY,
    short: 'A tiny, tough Soundcore speaker with 5W sound, IP67 protection and 20 hours of playback.',
    highlight:
      'Soundcore Select 4 Go is a pocket-sized speaker that floats on water, survives drops and plays for 20 hours. Pair two for stereo sound or use the Soundcore app to tweak the EQ.',
    specs: speakerSpecs(
      '5W',
      '5.4',
      'Up to 20 hours',
      'IP67, floats on water',
      '170 g',
      'Stereo pairing, Soundcore app EQ',
    ),
    colors: [
      ['Black', '#1e1e20', 12],
      ['Blue', '#3a72c4', 7],
      ['Pink', '#f1a6c0', 4],
      ['Green', '#8fc59a', 0],
    ],
    bulk: [
      [10, 15],
      [3, 5],
      [5, 8],
    ],
  },
  {
    name: 'Sony SRS-XE200',
    brand: 'sony',
    price: 19999,
    discountPrice: 17999,
    short: 'A Sony X-Series speaker with a Line-Shape Diffuser for wide sound and 16 hours of battery.',
    highlight:
      "The SRS-XE200 uses Sony's Line-Shape Diffuser to spread sound widely, so everyone around the table hears the music clearly. It is IP67 waterproof and dustproof, and shockproof enough for outdoor adventures.",
    specs: speakerSpecs(
      'X-Balanced Speaker Unit with Line-Shape Diffuser',
      '5.2',
      'Up to 16 hours',
      'IP67, shockproof',
      '1.1 kg',
      'Party Connect, Stamina mode',
    ),
    colors: [
      ['Black', '#1d1d1f', 3],
      ['Light Grey', '#c9cacc', 2],
      ['Blue', '#3066b0', 1],
    ],
  },
  {
    name: 'Marshall Emberton II',
    brand: 'marshall',
    price: 29999,
    discountPrice: 27999,
    short: 'A classic-looking Marshall speaker with 360-degree True Stereophonic sound and 30+ hours of play.',
    highlight:
      'Marshall Emberton II combines the iconic Marshall design with True Stereophonic multi-directional sound, so it sounds great wherever you stand. Its 30-hour battery and IP67 rating make it as practical as it is stylish.',
    specs: speakerSpecs('20W (2 x 10W)', '5.1', '30+ hours', 'IP67', '700 g', 'Stack Mode, True Stereophonic sound'),
    colors: [
      ['Black and Brass', '#222120', 3],
      ['Cream', '#e9e1d0', 2],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Smartwatches
// ---------------------------------------------------------------------------------------------

const smartwatches: Entry[] = [
  {
    name: 'Apple Watch Series 10 (GPS, 42mm)',
    brand: 'apple',
    price: 64900,
    discountPrice: 62900,
    warranty: APPLE_WARRANTY,
    short: "Apple's thinnest Apple Watch, with a bigger wide-angle OLED display and sleep apnoea notifications.",
    highlight:
      'Apple Watch Series 10 has the biggest, brightest display on any Apple Watch yet, in the thinnest case Apple has made. It tracks workouts, heart rate, ECG and sleep, and can now alert you to signs of sleep apnoea.',
    specs: watchSpecs(
      '1.65" wide-angle LTPO3 OLED, Always-On',
      'Up to 18 hours (36 hours in Low Power Mode)',
      'WR50, swim-proof',
      'Heart rate, ECG, temperature, blood oxygen',
      'Built-in GPS',
      'iPhone XS or later with iOS 18',
    ),
    colors: [
      ['Jet Black', '#1a1a1c', 3],
      ['Rose Gold', '#e6c3b3', 2],
      ['Silver', '#d8d9db', 0],
    ],
  },
  {
    name: 'Apple Watch SE 2nd Gen (GPS, 40mm)',
    brand: 'apple',
    price: 39900,
    discountPrice: 36900,
    warranty: APPLE_WARRANTY,
    short: 'The most affordable Apple Watch, with Crash Detection, Fall Detection and heart-rate alerts.',
    highlight:
      'Apple Watch SE is a great way to start with Apple Watch, and a thoughtful gift for parents thanks to Fall Detection and Crash Detection. It tracks steps, workouts and sleep, and keeps your notifications on your wrist.',
    specs: watchSpecs(
      '1.57" Retina LTPO OLED',
      'Up to 18 hours',
      'WR50, swim-proof',
      'Optical heart rate, accelerometer, gyroscope',
      'Built-in GPS',
      'iPhone XS or later',
    ),
    colors: [
      ['Midnight', '#2e3641', 5],
      ['Starlight', '#e3dccf', 4],
    ],
  },
  {
    name: 'Samsung Galaxy Watch7 (44mm)',
    brand: 'samsung',
    price: 44999,
    discountPrice: 37999,
    featured: true,
    short: "Samsung's Wear OS smartwatch with a 3nm chip, dual-frequency GPS and Galaxy AI health insights.",
    highlight:
      "Galaxy Watch7 is faster and more efficient thanks to a new 3nm processor, and dual-frequency GPS tracks your runs accurately even between Kathmandu's tall buildings. Energy Score and the BioActive sensor give you deeper insight into sleep, stress and recovery.",
    specs: watchSpecs(
      '1.5" Super AMOLED, sapphire crystal',
      'Up to 40 hours',
      '5ATM + IP68',
      'BioActive (heart rate, ECG, BIA), skin temperature',
      'Dual-frequency GPS',
      'Android 11 or later',
    ),
    colors: [
      ['Green', '#5a6b55', 4],
      ['Silver', '#c7c9cc', 6],
    ],
  },
  {
    name: 'Samsung Galaxy Watch Ultra',
    brand: 'samsung',
    price: 84999,
    discountPrice: 74999,
    short: 'A titanium adventure smartwatch with a 100-hour battery, 10ATM and a Quick Button for emergencies.',
    highlight:
      "Galaxy Watch Ultra is built for trekkers and endurance athletes, with a titanium case, sapphire glass and 10ATM water resistance. Its battery lasts up to 100 hours in power-saving mode, long enough for the Annapurna Circuit's toughest days.",
    specs: watchSpecs(
      '1.5" Super AMOLED, 3000 nits',
      'Up to 100 hours (power-saving mode)',
      '10ATM + IP68, MIL-STD-810H',
      'BioActive, skin temperature, barometer',
      'Dual-frequency GPS',
      'Android 11 or later',
    ),
    colors: [
      ['Titanium Gray', '#6e7073', 2],
      ['Titanium Silver', '#c8c9cb', 1],
      ['Titanium White', '#ecebe6', 0],
    ],
  },
  {
    name: 'Samsung Galaxy Fit3',
    brand: 'samsung',
    price: 8999,
    discountPrice: 7499,
    short: 'A slim Samsung fitness band with a 1.6-inch AMOLED display and up to 13 days of battery.',
    highlight:
      'Galaxy Fit3 has a larger screen than any Galaxy Fit before it, in an aluminium body that looks smart at work. It tracks 100+ workouts, sleep and stress, and its battery lasts almost two weeks.',
    specs: watchSpecs(
      '1.6" AMOLED',
      'Up to 13 days',
      '5ATM + IP68',
      'Heart rate, SpO2, accelerometer',
      'Connected GPS (via phone)',
      'Android 10 or later',
    ),
    colors: [
      ['Gray', '#5e6166', 12],
      ['Silver', '#c9cbce', 8],
      ['Pink Gold', '#e9c3b5', 4],
    ],
    bulk: [
      [3, 5],
      [5, 8],
    ],
  },
  {
    name: 'Amazfit GTR 4',
    brand: 'amazfit',
    price: 24999,
    discountPrice: 21999,
    short: 'A classic round smartwatch with dual-band GPS, a 14-day battery and Alexa built in.',
    highlight:
      'Amazfit GTR 4 looks like a traditional watch but tracks 150+ sports with accurate dual-band GPS. The BioTracker 4.0 sensor monitors heart rate, blood oxygen and stress around the clock, and the battery lasts up to 14 days.',
    specs: watchSpecs(
      '1.43" AMOLED',
      'Up to 14 days',
      '5ATM',
      'BioTracker 4.0 PPG, SpO2',
      'Dual-band GPS, 5 satellite systems',
      'Android 7.0+ and iOS 14.0+',
    ),
    colors: [
      ['Superspeed Black', '#1e1e20', 5],
      ['Racetrack Grey', '#777a7e', 3],
      ['Vintage Brown Leather', '#7a4d2e', 0],
    ],
  },
  {
    name: 'Amazfit Bip 5',
    brand: 'amazfit',
    price: 12999,
    discountPrice: 10499,
    short: 'A big-screen Amazfit smartwatch with Bluetooth calling, GPS and a 10-day battery.',
    highlight:
      'Amazfit Bip 5 has a huge 1.91-inch display that is easy to read, Bluetooth calling straight from the wrist and built-in GPS for runs and rides. At just 26 grams, it is light enough to wear to bed for sleep tracking.',
    specs: watchSpecs(
      '1.91" TFT',
      'Up to 10 days',
      'IP68',
      'BioTracker PPG, SpO2',
      'Built-in GPS, 4 satellite systems',
      'Android 7.0+ and iOS 14.0+',
    ),
    colors: [
      ['Soft Black', '#2a2a2c', 9],
      ['Cream White', '#efe9dc', 5],
      ['Pastel Pink', '#f0c6cf', 3],
    ],
  },
  {
    name: 'Amazfit Active 2',
    brand: 'amazfit',
    price: 17999,
    discountPrice: 16499,
    short: 'A stylish Amazfit fitness watch with offline maps, dual-band GPS and a 10-day battery.',
    highlight:
      'Amazfit Active 2 brings free offline maps with turn-by-turn navigation to a fashionable round watch. Zepp Coach creates personalised training plans, and the BioTracker 6.0 sensor improves heart-rate accuracy during workouts.',
    specs: watchSpecs(
      '1.32" AMOLED, 2000 nits',
      'Up to 10 days',
      '5ATM',
      'BioTracker 6.0 PPG, SpO2, skin temperature',
      'Dual-band GPS with offline maps',
      'Android 7.0+ and iOS 15.0+',
    ),
    stock: 4,
  },
  {
    name: 'Redmi Watch 5 Active',
    brand: 'xiaomi',
    price: 5999,
    discountPrice: 4999,
    short: 'An affordable Redmi smartwatch with a 2-inch LCD, Bluetooth calling and an 18-day battery.',
    highlight:
      'Redmi Watch 5 Active gives you a big 2-inch display, clear Bluetooth calls with noise reduction and 140+ workout modes. A metal-effect frame and 18-day battery life make it a great-value pick.',
    specs: watchSpecs(
      '2" LCD',
      'Up to 18 days',
      '5ATM',
      'Heart rate, SpO2, sleep',
      'Connected GPS (via phone)',
      'Android 8.0+ and iOS 12.0+',
    ),
    colors: [
      ['Matte Black', '#232325', 14],
      ['Silver Gray', '#bcbfc2', 7],
    ],
    bulk: [
      [5, 10],
      [2, 3],
    ],
  },
  {
    name: 'Xiaomi Smart Band 9',
    brand: 'xiaomi',
    price: 6499,
    discountPrice: 5799,
    short: "Xiaomi's best-selling fitness band with a bright AMOLED screen and up to 21 days of battery.",
    highlight:
      'Xiaomi Smart Band 9 packs a 1.62-inch, 1200-nit AMOLED screen into an aluminium body. It tracks 150+ sports, monitors sleep and heart rate, and runs for up to 21 days on a single charge.',
    specs: watchSpecs(
      '1.62" AMOLED, 1200 nits',
      'Up to 21 days',
      '5ATM',
      'Heart rate, SpO2, sleep',
      'Connected GPS (via phone)',
      'Android 8.0+ and iOS 12.0+',
    ),
    colors: [
      ['Midnight Black', '#1f1f22', 18],
      ['Glacier Silver', '#c6c9cd', 9],
      ['Arctic Blue', '#8fb4d9', 6],
      ['Mystic Rose', '#e7b7c0', 0],
    ],
    bulk: [
      [3, 5],
      [5, 10],
    ],
  },
  {
    name: 'Noise ColorFit Pro 6',
    brand: 'noise',
    price: 8999,
    discountPrice: 6999,
    short: 'A premium Noise smartwatch with a 1.96-inch AMOLED display, Bluetooth calling and Noise AI.',
    highlight:
      'Noise ColorFit Pro 6 has a bright AMOLED display, a metal body and an intuitive rotating crown. Noise AI answers quick questions and gives wellness tips, while Tru Sync Bluetooth calling keeps you connected.',
    specs: watchSpecs(
      '1.96" AMOLED',
      'Up to 7 days',
      'IP68',
      'Heart rate, SpO2, stress, sleep',
      'Connected GPS',
      'Android 6.0+ and iOS 12.0+',
    ),
    colors: [
      ['Jet Black', '#1c1c1e', 5],
      ['Elite Silver', '#c3c6ca', 3],
    ],
  },
  {
    name: 'boAt Wave Call 3',
    brand: 'boat',
    price: 4499,
    discountPrice: 2999,
    short: 'A budget boAt smartwatch with Bluetooth calling, a 1.83-inch display and 700+ watch faces.',
    highlight:
      'boAt Wave Call 3 brings Bluetooth calling, heart-rate and SpO2 monitoring and 100+ sports modes to an entry-level price. The functional crown makes scrolling through notifications easy.',
    specs: watchSpecs('1.83" HD display', 'Up to 7 days', 'IP68', 'Heart rate, SpO2, sleep', 'No', 'Android and iOS'),
    colors: [
      ['Active Black', '#1e1e20', 20],
      ['Deep Blue', '#24365e', 8],
      ['Cherry Blossom', '#e9a9b9', 5],
    ],
    bulk: [
      [5, 10],
      [3, 5],
    ],
  },
  {
    name: 'Honor Band 9',
    brand: 'honor',
    price: 5999,
    discountPrice: 5299,
    short: 'A lightweight Honor fitness band with a 1.57-inch AMOLED screen and a 14-day battery.',
    highlight:
      'Honor Band 9 weighs just 14 grams and is comfortable enough to wear around the clock. It tracks sleep, heart rate and SpO2, supports 96 workout modes and lasts up to two weeks.',
    specs: watchSpecs(
      '1.57" AMOLED',
      'Up to 14 days',
      '5ATM',
      'Heart rate, SpO2, sleep',
      'Connected GPS',
      'Android 8.0+ and iOS 12.0+',
    ),
    colors: [
      ['Midnight Black', '#1c1c1e', 7],
      ['Blue', '#5a7fc4', 3],
    ],
  },
  {
    name: 'OnePlus Watch 2R',
    brand: 'oneplus',
    price: 26999,
    discountPrice: 24999,
    short: 'A Wear OS OnePlus watch whose dual-engine design gives up to 100 hours of smart use.',
    highlight:
      'OnePlus Watch 2R runs full Wear OS with Google apps yet lasts up to 100 hours in smart mode thanks to its dual-chip design. Dual-frequency GPS, a 1.43-inch AMOLED screen and a lightweight aluminium case make it an all-rounder.',
    specs: watchSpecs(
      '1.43" AMOLED, 1000 nits',
      'Up to 100 hours (smart mode)',
      '5ATM + IP68',
      'Heart rate, SpO2, sleep, stress',
      'Dual-frequency GPS',
      'Android 8.0 or later',
    ),
    colors: [
      ['Gunmetal Gray', '#4a4c50', 3],
      ['Forest Green', '#3d5a46', 1],
    ],
  },
  {
    name: 'Realme Watch S2',
    brand: 'realme',
    price: 9999,
    discountPrice: 8499,
    short: 'A round AMOLED Realme smartwatch with an AI assistant, Bluetooth calling and a 20-day battery.',
    highlight:
      'Realme Watch S2 combines a 1.43-inch AMOLED display with an AI assistant that can reply to messages and set reminders. It has 108 sports modes, Bluetooth calling and a battery that lasts up to 20 days.',
    specs: watchSpecs(
      '1.43" AMOLED',
      'Up to 20 days',
      'IP68',
      'Heart rate, SpO2, stress',
      'Connected GPS',
      'Android 6.0+ and iOS 12.0+',
    ),
    colors: [
      ['Black', '#1d1d20', 6],
      ['Silver', '#c5c8cb', 0],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Power banks
// ---------------------------------------------------------------------------------------------

const powerBanks: Entry[] = [
  {
    name: 'Anker PowerCore 10000',
    brand: 'anker',
    price: 3999,
    discountPrice: 3299,
    featured: true,
    warranty: ANKER_WARRANTY,
    short: "Anker's compact 10000mAh power bank with PowerIQ fast charging for phones and earbuds.",
    highlight:
      "The PowerCore 10000 is about the size of a deck of cards but holds enough energy to charge most phones twice. Anker's PowerIQ and VoltageBoost deliver the fastest safe speed to each device, and MultiProtect guards against overheating and short circuits.",
    specs: powerBankSpecs(
      '10000mAh (36Wh)',
      '12W max',
      '1 x USB-A out, 1 x Micro-USB in',
      'About 5 hours with a 10W charger',
      '180 g',
      'PowerIQ, MultiProtect safety system',
    ),
    colors: [
      ['Black', '#1c1c1e', 35],
      ['Blue', '#2d5fa8', 10],
    ],
    bulk: [
      [5, 10],
      [3, 5],
    ],
  },
  {
    name: 'Anker 737 Power Bank (PowerCore 24K)',
    brand: 'anker',
    price: 19999,
    discountPrice: 17999,
    warranty: ANKER_WARRANTY,
    short: 'A 24000mAh, 140W laptop power bank with a smart digital display.',
    highlight:
      'The Anker 737 can charge a MacBook Pro, an iPad and a phone at the same time, with up to 140W from a single USB-C port. The smart display shows remaining capacity, input and output power and the estimated charging time.',
    specs: powerBankSpecs(
      '24000mAh (86.4Wh)',
      '140W max',
      '2 x USB-C, 1 x USB-A',
      'About 1 hour with a 140W charger',
      '630 g',
      'Smart digital display, PD 3.1, airline safe',
    ),
    stock: 5,
  },
  {
    name: 'Anker Nano Power Bank 10000mAh 30W',
    brand: 'anker',
    price: 6499,
    discountPrice: 5799,
    warranty: ANKER_WARRANTY,
    short: 'A compact Anker power bank with a built-in USB-C cable and 30W fast charging.',
    highlight:
      "Anker's Nano Power Bank has a built-in USB-C cable that doubles as a lanyard, so you never forget your cable again. It charges an iPhone 16 to 50% in about 30 minutes and shows the remaining charge on a small display.",
    specs: powerBankSpecs(
      '10000mAh',
      '30W max',
      'Built-in USB-C cable, 1 x USB-C, 1 x USB-A',
      'About 2 hours with a 30W charger',
      '215 g',
      'Built-in cable, smart display',
    ),
    colors: [
      ['Black', '#1c1c1e', 6],
      ['Blue', '#4c7fd0', 4],
      ['Green', '#8fbf9c', 2],
    ],
    bulk: [[3, 5]],
  },
  {
    name: 'Xiaomi Power Bank 20000mAh 22.5W',
    brand: 'xiaomi',
    price: 3999,
    discountPrice: 3499,
    featured: true,
    short: 'A high-capacity Xiaomi power bank that charges three devices at once with 22.5W fast charging.',
    highlight:
      'With 20000mAh inside, this Xiaomi power bank charges a typical smartphone four times, which is perfect for trekking trips and long power cuts. It supports 22.5W fast charging, a low-current mode for earbuds and smartwatches, and three devices at once.',
    specs: powerBankSpecs(
      '20000mAh (74Wh)',
      '22.5W max',
      '2 x USB-A, 1 x USB-C (in/out)',
      'About 6.5 hours with an 18W charger',
      '440 g',
      'Low-current mode, 12-layer circuit protection',
    ),
    stock: 30,
    bulk: [
      [5, 10],
      [2, 3],
      [10, 15],
    ],
  },
  {
    name: 'Redmi Power Bank 10000mAh 18W',
    brand: 'xiaomi',
    price: 2199,
    discountPrice: 1799,
    short: 'A slim, budget-friendly Redmi power bank with 18W two-way fast charging.',
    highlight:
      'The Redmi 10000mAh Power Bank is a reliable everyday backup for your phone. It supports 18W fast charging in both directions, so it recharges quickly too, and its dual USB-A outputs can charge two devices at once.',
    specs: powerBankSpecs(
      '10000mAh',
      '18W max',
      '2 x USB-A out, 1 x USB-C in, 1 x Micro-USB in',
      'About 4 hours with an 18W charger',
      '246 g',
      'Two-way fast charging, low-power mode',
    ),
    colors: [
      ['Black', '#1f1f21', 40],
      ['Blue', '#2f5fa8', 18],
      ['White', '#f3f3f3', 0],
    ],
    bulk: [
      [10, 12],
      [5, 8],
    ],
  },
  {
    name: 'Baseus Bipow 10000mAh 20W',
    brand: 'baseus',
    price: 2499,
    discountPrice: 2099,
    short: 'A Baseus power bank with 20W PD fast charging and a digital battery display.',
    highlight:
      'The Baseus Bipow combines a slim design with 20W Power Delivery, enough to fast-charge an iPhone or Android phone. The digital display shows the exact battery percentage, so you always know how much charge is left.',
    specs: powerBankSpecs(
      '10000mAh',
      '20W max (PD / QC 3.0)',
      '1 x USB-C (in/out), 2 x USB-A',
      'About 3.5 hours with a 20W charger',
      '220 g',
      'Digital display, multiple protections',
    ),
    colors: [
      ['Black', '#1c1c1e', 18],
      ['White', '#f4f4f4', 10],
    ],
    bulk: [
      [3, 5],
      [5, 10],
    ],
  },
  {
    name: 'Baseus Blade HD 20000mAh 100W',
    brand: 'baseus',
    price: 13999,
    discountPrice: 11999,
    short: 'An ultra-slim 100W Baseus power bank that charges laptops, tablets and phones.',
    highlight:
      'Baseus Blade HD is as thin as a notebook yet delivers up to 100W, enough to charge most USB-C laptops at full speed. The display shows input and output power in real time, and it is airline-friendly for flights in and out of Kathmandu.',
    specs: powerBankSpecs(
      '20000mAh (74Wh)',
      '100W max',
      '2 x USB-C, 2 x USB-A',
      'About 2.5 hours with a 100W charger',
      '465 g',
      'Real-time power display, airline safe',
    ),
    stock: 2,
  },
  {
    name: 'Baseus Magnetic Mini 10000mAh 20W',
    brand: 'baseus',
    price: 4999,
    discountPrice: 4199,
    short: 'A MagSafe-compatible magnetic power bank from Baseus with 20W wired charging.',
    highlight:
      'Snap the Baseus Magnetic Mini onto the back of your iPhone and charge wirelessly while you keep using it. It is slim enough to hold comfortably, and a 20W USB-C port fast-charges any phone with a cable.',
    specs: powerBankSpecs(
      '10000mAh',
      '20W wired, 7.5W / 15W magnetic wireless',
      '1 x USB-C (in/out)',
      'About 3 hours with a 20W charger',
      '200 g',
      'Magnetic wireless charging, kickstand',
    ),
    colors: [
      ['Black', '#1c1c1e', 7],
      ['White', '#f3f3f3', 5],
      ['Purple', '#b7a6dc', 0],
    ],
  },
  {
    name: 'Ugreen Nexode Power Bank 20000mAh 130W',
    brand: 'ugreen',
    price: 11999,
    discountPrice: 10499,
    short: 'A Ugreen laptop power bank with 130W total output and a smart display.',
    highlight:
      "Ugreen's Nexode power bank delivers 100W from a single USB-C port, enough for a MacBook Air or a gaming handheld. The smart display shows real-time wattage and remaining battery, and three ports let you charge several devices at once.",
    specs: powerBankSpecs(
      '20000mAh',
      '130W total (100W single port)',
      '2 x USB-C, 1 x USB-A',
      'About 2 hours with a 100W charger',
      '480 g',
      'Smart display, airline safe',
    ),
    stock: 6,
  },
  {
    name: 'Ugreen 10000mAh 20W PD Power Bank',
    brand: 'ugreen',
    price: 3499,
    discountPrice: 2999,
    short: 'A compact Ugreen power bank with 20W PD fast charging for iPhone and Android.',
    highlight:
      'This Ugreen power bank is a compact everyday companion whose 20W PD fast charging takes an iPhone from 0 to 50% in about 30 minutes. The LED indicator shows the remaining charge at a glance.',
    specs: powerBankSpecs(
      '10000mAh',
      '20W max',
      '1 x USB-C (in/out), 2 x USB-A',
      'About 3.5 hours with a 20W charger',
      '230 g',
      'PD and QC 3.0, LED indicator',
    ),
    colors: [
      ['Black', '#1c1c1e', 15],
      ['White', '#f3f3f3', 0],
    ],
    bulk: [
      [5, 8],
      [3, 5],
    ],
  },
  {
    name: 'Oraimo Traveler 3 Pro 20000mAh',
    brand: 'oraimo',
    price: 3499,
    discountPrice: 2899,
    warranty: ORAIMO_WARRANTY,
    short: 'A 20000mAh Oraimo power bank with 22.5W fast charging and three outputs.',
    highlight:
      'The Oraimo Traveler 3 Pro holds enough charge for four to five phone top-ups, ideal for long bus rides and power cuts. It supports 22.5W fast charging and comes with multi-layer safety protection.',
    specs: powerBankSpecs(
      '20000mAh',
      '22.5W max',
      '2 x USB-A, 1 x USB-C (in/out)',
      'About 5 hours with an 18W charger',
      '410 g',
      'Digital display, multi-layer protection',
    ),
    stock: 12,
    bulk: [[3, 5]],
  },
  {
    name: 'Oraimo Toast 10 Pro 10000mAh',
    brand: 'oraimo',
    price: 1999,
    discountPrice: 1699,
    warranty: ORAIMO_WARRANTY,
    short: 'A pocket-sized Oraimo power bank with 12W output at an unbeatable price.',
    highlight:
      'Oraimo Toast 10 Pro is a simple, affordable power bank that keeps your phone alive through a long day. Its soft-touch finish and compact size make it easy to carry in any pocket or bag.',
    specs: powerBankSpecs(
      '10000mAh',
      '12W max',
      '2 x USB-A out, USB-C and Micro-USB in',
      'About 5 hours',
      '210 g',
      'LED indicator, multi-layer protection',
    ),
    stock: 1,
  },
  {
    name: 'Samsung 10000mAh 25W Battery Pack',
    brand: 'samsung',
    price: 5499,
    discountPrice: 4799,
    short: "Samsung's official 25W Super Fast Charging battery pack with two USB-C ports.",
    highlight:
      "Samsung's 10000mAh Battery Pack supports 25W Super Fast Charging for Galaxy phones and PD charging for other devices. It can charge two devices at once, and its slim matte design feels premium in the hand.",
    specs: powerBankSpecs(
      '10000mAh',
      '25W max',
      '2 x USB-C',
      'About 2.5 hours with a 25W charger',
      '196 g',
      'Super Fast Charging, two-device charging',
    ),
    colors: [
      ['Beige', '#e6dccb', 5],
      ['Dark Gray', '#4a4c50', 7],
    ],
  },
  {
    name: 'Baseus Airpow 20000mAh 20W',
    brand: 'baseus',
    price: 3499,
    discountPrice: 2999,
    short: 'A 20000mAh Baseus power bank with 20W PD output and a built-in battery display.',
    highlight:
      'Baseus Airpow is a high-capacity power bank that still slips into a jacket pocket. It charges an average phone four times, supports 20W Power Delivery and can power two devices at the same time.',
    specs: powerBankSpecs(
      '20000mAh',
      '20W max',
      '1 x USB-C (in/out), 2 x USB-A',
      'About 6 hours with a 20W charger',
      '400 g',
      'Digital display, multiple protections',
    ),
    colors: [
      ['Black', '#1c1c1e', 9],
      ['White', '#f3f3f3', 4],
    ],
    bulk: [
      [2, 3],
      [5, 7],
    ],
  },
  {
    name: 'Anker MagGo Power Bank (10K)',
    brand: 'anker',
    price: 12499,
    discountPrice: 11499,
    warranty: ANKER_WARRANTY,
    short: 'A Qi2-certified 15W magnetic power bank from Anker with a smart display and foldable stand.',
    highlight:
      'Anker MagGo Power Bank is Qi2 certified, so it wirelessly charges recent iPhones at up to 15W, twice as fast as older magnetic power banks. The foldable kickstand props your phone up for video calls, and the smart display shows the remaining charge.',
    specs: powerBankSpecs(
      '10000mAh',
      '15W Qi2 wireless, 27W USB-C',
      '1 x USB-C (in/out)',
      'About 2.5 hours with a 30W charger',
      '250 g',
      'Qi2 certified, foldable stand, smart display',
    ),
    colors: [
      ['Black', '#1c1c1e', 4],
      ['Lilac Purple', '#c7b8e6', 2],
      ['Arctic Blue', '#a9cbe6', 0],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Expansion
// ---------------------------------------------------------------------------------------------

const STANDARD_DELIVERY_DETAIL =
  'Same or next business day inside Kathmandu Valley; 2-7 business days elsewhere in Nepal.';

interface CategoryDefaults {
  warranty: string;
  deliveryPrice: number;
  deliveryDetail: string;
  imageCount: (indexInCategory: number) => number;
  /** middle paragraphs of the long description; one is picked per product */
  paragraphs: readonly ((name: string) => string)[];
}

const categoryDefaults: Record<CategorySlug, CategoryDefaults> = {
  smartphones: {
    warranty: '1-year official brand warranty',
    deliveryPrice: 150,
    deliveryDetail: STANDARD_DELIVERY_DETAIL,
    imageCount: () => 4,
    paragraphs: [
      (name) =>
        `Every ${name} we sell is an official Nepal-market unit registered with the Nepal Telecommunications Authority, so it works on Nepal Telecom and Ncell from the moment you insert your SIM. We check each handset before dispatch and can help you move your contacts, photos and chats from your old phone.`,
      (name) =>
        `Buying from an authorised seller matters: the ${name} in our store comes sealed, NTA-registered and covered by the official brand warranty, so it can be serviced anywhere in Nepal without questions about where it came from.`,
    ],
  },
  laptops: {
    warranty: '1-year official brand warranty',
    deliveryPrice: 300,
    deliveryDetail: `${STANDARD_DELIVERY_DETAIL} Laptops ship insured in tamper-proof packaging.`,
    imageCount: (i) => 3 + (i % 2),
    paragraphs: [
      (name) =>
        `The ${name} comes sealed in its original box with a genuine operating system licence. On request, our team can set up your accounts, install your software and transfer files from your old computer before delivery.`,
      (name) =>
        `Every laptop is checked on arrival and shipped insured. If anything is wrong when you open the box, contact us within 7 days and we will replace the ${name} or have it repaired under warranty.`,
    ],
  },
  earbuds: {
    warranty: '1-year official brand warranty',
    deliveryPrice: 100,
    deliveryDetail: STANDARD_DELIVERY_DETAIL,
    imageCount: (i) => 2 + (i % 3),
    paragraphs: [
      (name) =>
        `The ${name} pairs quickly with Android phones, iPhones and laptops. For hygiene reasons, opened earphones can only be returned if they are faulty; faulty units are replaced or repaired under warranty.`,
      (name) =>
        `The ${name} comes with the manufacturer's accessories in the box, and our staff are happy to help you pair it with your phone, over the phone or in our Lambagar store.`,
    ],
  },
  neckbands: {
    warranty: '1-year official brand warranty',
    deliveryPrice: 100,
    deliveryDetail: STANDARD_DELIVERY_DETAIL,
    imageCount: (i) => 2 + (i % 2),
    paragraphs: [
      (name) =>
        `The ${name} pairs over Bluetooth with any phone or laptop in seconds. For hygiene reasons, opened earphones can only be returned if they are faulty; faulty units are replaced or repaired under warranty.`,
      (name) =>
        `Neckbands are ideal for long commutes and workouts because you can never drop an earbud. The ${name} comes sealed with its charging cable and spare ear tips.`,
    ],
  },
  speakers: {
    warranty: '1-year official brand warranty',
    deliveryPrice: 150,
    deliveryDetail: STANDARD_DELIVERY_DETAIL,
    imageCount: (i) => 2 + (i % 3),
    paragraphs: [
      (name) =>
        `The ${name} connects over Bluetooth to any phone, tablet or laptop in seconds. Every unit is tested before dispatch and ships in its original box with extra padding.`,
      (name) =>
        `Whether it is a picnic, a hostel room or a family gathering, the ${name} is ready to go. It comes sealed with its charging cable and the manufacturer's warranty card.`,
    ],
  },
  smartwatches: {
    warranty: '1-year official brand warranty',
    deliveryPrice: 100,
    deliveryDetail: STANDARD_DELIVERY_DETAIL,
    imageCount: () => 3,
    paragraphs: [
      (name) =>
        `The ${name} syncs with its companion app to keep your health, sleep and workout data in one place. We can help you set it up and pair it with your phone when you collect it, or over the phone after delivery.`,
      (name) =>
        `Health readings from the ${name} are for general wellness and fitness, not medical diagnosis. It comes sealed with its charger and the manufacturer's warranty card.`,
    ],
  },
  'power-banks': {
    warranty: '1-year official brand warranty',
    deliveryPrice: 100,
    deliveryDetail: STANDARD_DELIVERY_DETAIL,
    imageCount: (i) => 2 + (i % 2),
    paragraphs: [
      (name) =>
        `Every ${name} we sell is genuine and carries the manufacturer's safety certifications, so it charges your devices safely. Cheap unbranded power banks often overstate their capacity; ours are rated honestly and come with a proper warranty.`,
      (name) =>
        `Keep the ${name} in your bag for power cuts, long bus journeys and treks. It ships partly charged, so it is ready to use the day it arrives.`,
    ],
  },
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function build(category: CategorySlug, entries: readonly Entry[]): SeedProduct[] {
  const defaults = categoryDefaults[category];
  return entries.map((entry, index): SeedProduct => {
    const warranty = entry.warranty ?? defaults.warranty;
    const colors: SeedColor[] = (entry.colors ?? []).map(([name, hex, quantity]) => ({ name, hex, quantity }));
    const stock = colors.length > 0 ? colors.reduce((sum, color) => sum + color.quantity, 0) : (entry.stock ?? 0);
    const paragraph = defaults.paragraphs[index % defaults.paragraphs.length];
    const middle = paragraph ? paragraph(entry.name) : '';
    const closing = `This product is covered by the ${warranty}. Warranty claims are handled through the brand's authorised service centre and usually take 7 to 21 working days.`;
    return {
      name: entry.name,
      slug: slugify(entry.name),
      category,
      brand: entry.brand,
      price: entry.price,
      discountPrice: entry.discountPrice,
      shortDescription: entry.short,
      longDescription: [entry.highlight, middle, closing].filter((p) => p.length > 0).join('\n\n'),
      deliveryDetail: defaults.deliveryDetail,
      deliveryPrice: entry.deliveryPrice ?? defaults.deliveryPrice,
      isFeatured: entry.featured ?? false,
      colors,
      stock,
      bulkDiscounts: (entry.bulk ?? []).map(([minQuantity, discountPercentage]) => ({
        minQuantity,
        discountPercentage,
      })),
      specifications: [
        ...entry.specs.map(([title, answer]) => ({ title, answer })),
        { title: 'Warranty', answer: warranty.charAt(0).toUpperCase() + warranty.slice(1) },
      ],
      imageCount: defaults.imageCount(index),
    };
  });
}

export const products: SeedProduct[] = [
  ...build('smartphones', smartphones),
  ...build('laptops', laptops),
  ...build('earbuds', earbuds),
  ...build('neckbands', neckbands),
  ...build('speakers', speakers),
  ...build('smartwatches', smartwatches),
  ...build('power-banks', powerBanks),
];

/** Neutral finish used for the images of products that have no colour options. */
const neutralColorByCategory: Record<CategorySlug, string> = {
  smartphones: '#3f4650',
  laptops: '#9aa1ab',
  earbuds: '#f4f4f5',
  neckbands: '#25272c',
  speakers: '#2d3340',
  smartwatches: '#2b2e33',
  'power-banks': '#34373d',
};

/** The colour to draw a product's n-th image in: its colours in turn, or a neutral finish. */
export function imageColorFor(product: SeedProduct, imageIndex: number): string {
  const color = product.colors[imageIndex % Math.max(product.colors.length, 1)];
  return color ? color.hex : neutralColorByCategory[product.category];
}

// ---------------------------------------------------------------------------------------------
// Demo reviews
// ---------------------------------------------------------------------------------------------

export interface SeedReviewer {
  firstName: string;
  lastName: string;
}

export const reviewers: SeedReviewer[] = [
  { firstName: 'Aarav', lastName: 'Shrestha' },
  { firstName: 'Sita', lastName: 'Gurung' },
  { firstName: 'Bikash', lastName: 'Tamang' },
  { firstName: 'Priya', lastName: 'Maharjan' },
  { firstName: 'Suman', lastName: 'Adhikari' },
  { firstName: 'Anjali', lastName: 'Thapa' },
  { firstName: 'Rohan', lastName: 'Karki' },
  { firstName: 'Nisha', lastName: 'Rai' },
  { firstName: 'Prakash', lastName: 'Bhandari' },
  { firstName: 'Sabina', lastName: 'Magar' },
  { firstName: 'Dipesh', lastName: 'Khadka' },
  { firstName: 'Kritika', lastName: 'Poudel' },
];

export type ReviewRating = 1 | 2 | 3 | 4 | 5;

export const reviewTexts: Record<ReviewRating, string[]> = {
  5: [
    'Excellent product, exactly as described. Delivered the next day in Kathmandu.',
    'Genuine product with the official warranty card. Very happy with the purchase.',
    'Feels premium and works flawlessly. Highly recommended!',
    'Best purchase I have made this year. Neat packaging, and the rider called before delivery.',
    'Works perfectly. Got it during the sale at a better price than other shops.',
    'Bought it as a gift for my brother and he loves it. Fast delivery to Pokhara too.',
    'Top-notch quality and setup took only a few minutes.',
  ],
  4: [
    'Very good product for the price. Only wish the box had a few more accessories.',
    'Good performance and build quality. Delivery to Chitwan took three days but it was well packed.',
    'Happy with it overall. The manual could be clearer, but it works well.',
    'Does everything I need. Slightly heavier than I expected.',
    'Solid value. Customer support helped me set it up over the phone.',
    'Nice product, genuine and sealed. Would give 5 stars if delivery were a little cheaper.',
  ],
  3: [
    "It's okay. Works fine but nothing special for the price.",
    'Average experience. The product is good but delivery was two days late.',
    'Decent, but the battery does not last quite as long as advertised.',
    'Does the job. The colour looks slightly different from the photos.',
    'Mixed feelings. Good features, but the app takes time to get used to.',
    'Fine for daily use, but I expected better finishing at this price.',
  ],
  2: [
    'Not very satisfied. It started warming up noticeably after a week of use.',
    'The product is fine but the box was damaged on arrival.',
    'Had connection problems at first; support helped but it took a while.',
    'Below my expectations for the price.',
    'Delivery took longer than promised and nobody called back.',
    'Works, but the buttons feel cheap and loose.',
  ],
  1: [
    'Received a faulty unit. Waiting for the warranty replacement.',
    'Stopped working after two weeks. Very disappointed.',
    'The wrong colour was delivered and the exchange took too long.',
    'Not worth the money. I am returning it.',
    'The charging port was loose from day one.',
    'Poor experience overall; I will think twice next time.',
  ],
};

export interface DemoReview {
  reviewerIndex: number;
  rating: ReviewRating;
  text: string;
  daysAgo: number;
}

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickRating(roll: number): ReviewRating {
  if (roll < 0.55) return 5;
  if (roll < 0.85) return 4;
  if (roll < 0.93) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

/**
 * Deterministic demo reviews for the product at `productIndex` in `products`: 0-6 reviews,
 * mostly 4-5 stars, each by a different reviewer and with a different text, newest first. One product in thirteen (and any
 * index that is not a non-negative integer) gets none.
 */
export function demoReviewsFor(productIndex: number): DemoReview[] {
  if (!Number.isInteger(productIndex) || productIndex < 0 || productIndex % 13 === 4) return [];
  const random = seededRandom(0x5eed + productIndex * 7919);
  const count = 1 + Math.floor(random() * 6);
  const order = reviewers.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = order[i] ?? 0;
    order[i] = order[j] ?? 0;
    order[j] = a;
  }
  // No product shows the same text twice: a text already used on this product moves the pick on to
  // the next unused one of that star level (each level has more texts than a product has reviews).
  const used = new Set<string>();
  const reviews: DemoReview[] = order.slice(0, count).map((reviewerIndex) => {
    const rating = pickRating(random());
    const texts = reviewTexts[rating];
    const start = Math.floor(random() * texts.length);
    let text = texts[start] ?? '';
    for (let step = 1; used.has(text) && step < texts.length; step++) text = texts[(start + step) % texts.length] ?? '';
    used.add(text);
    const daysAgo = 1 + Math.floor(random() * 365);
    return { reviewerIndex, rating, text, daysAgo };
  });
  return reviews.sort((a, b) => a.daysAgo - b.daysAgo);
}
