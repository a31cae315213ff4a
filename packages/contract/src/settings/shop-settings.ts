import { z } from 'zod';
import { isNepaliMobile } from '../auth/account-forms.js';
import { LOW_STOCK_THRESHOLD, lowStockThresholdField } from '../catalog/admin-catalog.js';
import { COD_HOLD_DEFAULTS, COD_HOLD_LIMIT_RANGE, COD_HOLD_MESSAGES } from '../orders/cod-holds.js';
import { RETURN_WINDOW_DEFAULTS, RETURN_WINDOW_RANGE } from '../returns/returns.js';
import { shippingPaisa } from '../cart/cart-pricing.js';
import { deliveryConfigSchema } from '../nepal/delivery.js';
import { PAYMENT_GATEWAYS } from '../payments/payment-gateways.js';
import { brandColorSchema, shopLogoSchema, shortNameSchema, socialLinksSchema } from './shop-identity.js';
import { announcementSchema, navigationSchema, shopAnnouncementSchema } from './storefront-navigation.js';
import { hasInvalidTextCharacters, INVALID_TEXT_CHARACTERS } from '../shared/text-hygiene.js';

// The shop's own settings (issue #19, Settings): who the seller is, how to reach it, what delivery
// costs and how shoppers may pay. An admin edits them on /staff/settings; the environment gives
// the values of a shop nobody has saved yet. The storefront, the checkout, orders and e-mails all
// read the stored values, so a change shows without a redeploy.

export const ADMIN_SETTINGS_PATH = '/api/v1/admin/settings/';

export const SETTINGS_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  openingHours: 100,
  legalName: 150,
  registrationNo: 100,
  pan: 50,
  grievanceOfficer: 200,
  /** Rs 1 crore: more than any order this shop takes (an order row holds up to Rs 2.1 crore). */
  rupeesMax: 10_000_000,
} as const;

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  required: (label: string) => `${label} is required`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Enter a Nepali mobile (98XXXXXXXX) or landline (01-XXXXXXX) number, optionally with +977',
  rupeesInvalid: 'Enter an amount in rupees of 0 or more, with at most two decimals',
  rupeesTooLarge: `Must be at most Rs. ${SETTINGS_LIMITS.rupeesMax.toLocaleString('en-US')}`,
  paymentMethodsRequired: 'Offer at least one payment method',
  paymentMethodsRepeated: 'Each payment method may be listed once',
  noAvailableMethod:
    'None of the chosen payment methods can take payments in this shop yet: also choose one that is set up (Cash on Delivery always is)',
  textInvalid: `Text ${INVALID_TEXT_CHARACTERS}`,
  switchInvalid: 'Choose on or off',
} as const;

const M = SETTINGS_MESSAGES;

/**
 * A Nepali telephone number as people write it: a mobile (98XXXXXXXX, docs/protocols.md §4.2) or a
 * landline (area code with its 0: 01-4XXXXXX, 061-XXXXXX), optionally after +977.
 * Spaces, hyphens and brackets are formatting; the shop shows the number as the admin wrote it.
 */
export function isShopPhone(phone: string): boolean {
  const digits = phone.replace(/[\s\-()]/g, '');
  const international = digits.startsWith('+977');
  const national = international ? digits.slice(4) : digits;
  if (!/^\d+$/.test(national)) return false;
  if (isNepaliMobile(national)) return true;
  // Landline: area code and number, 8 digits after the trunk 0 (01-4XXXXXX, 061-XXXXXX); after
  // +977 the 0 is usually left out, but people write it too.
  if (!international && !national.startsWith('0')) return false;
  return /^[1-9]\d{7}$/.test(national.replace(/^0/, ''));
}

const text = (label: string, max: number) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(max, M.tooLong(max))
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid);

const rupees = z
  .number({ error: M.rupeesInvalid })
  .min(0, M.rupeesInvalid)
  .max(SETTINGS_LIMITS.rupeesMax, M.rupeesTooLarge)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.rupeesInvalid);

const RETURN_DAYS_INVALID = `Enter a whole number of days from ${RETURN_WINDOW_RANGE.min} to ${RETURN_WINDOW_RANGE.max}`;

/** A return window in days (issue #33): a whole number in RETURN_WINDOW_RANGE. */
const returnDays = (fallback: number) =>
  z
    .number({ error: RETURN_DAYS_INVALID })
    .int(RETURN_DAYS_INVALID)
    .min(RETURN_WINDOW_RANGE.min, RETURN_DAYS_INVALID)
    .max(RETURN_WINDOW_RANGE.max, RETURN_DAYS_INVALID)
    .default(fallback);

/** A cash-on-delivery limit (issue #29): a whole number in COD_HOLD_LIMIT_RANGE. */
const codLimit = (fallback: number) =>
  z
    .number({ error: COD_HOLD_MESSAGES.limitInvalid })
    .int(COD_HOLD_MESSAGES.limitInvalid)
    .min(COD_HOLD_LIMIT_RANGE.min, COD_HOLD_MESSAGES.limitInvalid)
    .max(COD_HOLD_LIMIT_RANGE.max, COD_HOLD_MESSAGES.limitInvalid)
    .default(fallback);

/**
 * The order updates the shop sends by SMS (issue #36), each switchable: placed, shipped (courier and
 * tracking number), ready for pickup, delivered and cancelled. Only sent when the shop has an SMS
 * provider (Sparrow SMS credentials) or is a demo shop (written to DATA_DIR/sms-outbox).
 */
export const ORDER_SMS_KINDS = ['placed', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled'] as const;
export type OrderSmsKind = (typeof ORDER_SMS_KINDS)[number];

export const ORDER_SMS_LABELS: Record<OrderSmsKind, string> = {
  placed: 'Order placed',
  shipped: 'Shipped, with the courier and tracking number',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const smsSwitch = z.boolean({ error: M.switchInvalid }).default(true);

/** Which order updates go by SMS: all on unless switched off; a kind left out is on. */
export const smsSwitchesSchema = z.object({
  placed: smsSwitch,
  shipped: smsSwitch,
  ready_for_pickup: smsSwitch,
  delivered: smsSwitch,
  cancelled: smsSwitch,
});
export type SmsSwitches = z.output<typeof smsSwitchesSchema>;

/** Every order update on: a new shop's switches. */
export function defaultSmsSwitches(): SmsSwitches {
  return { placed: true, shipped: true, ready_for_pickup: true, delivered: true, cancelled: true };
}

/** How the shop sends SMS: a provider (Sparrow SMS), the demo's files, or not at all. */
export const SMS_MODES = ['live', 'demo', 'off'] as const;
export type SmsMode = (typeof SMS_MODES)[number];

export const shopSettingsSchema = z.object({
  name: text('Shop name', SETTINGS_LIMITS.name),
  short_name: shortNameSchema,
  brand_color: brandColorSchema
    .default('')
    .describe(
      "The brand colour as #rrggbb (buttons, links, the browser's bar); blank: the demo's orange. Must carry white text (contrast 4.5:1 or more).",
    ),
  social: socialLinksSchema
    .prefault({})
    .describe('The shop’s pages on each network (https); blank hides that icon. Left out: all blank.'),
  email: z
    .string({ error: M.required('Contact e-mail') })
    .trim()
    .toLowerCase()
    .min(1, M.required('Contact e-mail'))
    .max(SETTINGS_LIMITS.email, M.emailInvalid)
    .regex(z.regexes.email, M.emailInvalid),
  phone: text('Phone', SETTINGS_LIMITS.phone).refine(isShopPhone, M.phoneInvalid),
  address: text('Address', SETTINGS_LIMITS.address),
  /** The address on Nepali pages (issue #30); blank: none, they show the English one. */
  address_ne: z
    .string({ error: M.tooLong(SETTINGS_LIMITS.address) })
    .trim()
    .max(SETTINGS_LIMITS.address, M.tooLong(SETTINGS_LIMITS.address))
    .refine((value) => !hasInvalidTextCharacters(value), M.textInvalid)
    .default('')
    .describe('The address in Nepali (issue #30); blank: Nepali pages show the English one. Left out: blank.'),
  opening_hours: text('Opening hours', SETTINGS_LIMITS.openingHours),
  legal_name: text('Legal name', SETTINGS_LIMITS.legalName),
  registration_no: text('Registration number', SETTINGS_LIMITS.registrationNo),
  pan: text('PAN', SETTINGS_LIMITS.pan),
  grievance_officer: text('Grievance officer', SETTINGS_LIMITS.grievanceOfficer),
  free_delivery_threshold: rupees.describe('Rupees: delivery is free when the subtotal is at or above this'),
  standard_delivery_charge: rupees.describe(
    "Rupees: the delivery charge estimated in the cart before the shopper gives an address, for a product without one of its own (its delivery charge is 0). Once the district is known its zone's charge replaces it (issue #20).",
  ),
  delivery: deliveryConfigSchema
    .optional()
    .describe(
      'Delivery zones by district, pickup and holidays (issue #20; charges in paisa). Left out: the stored zones stay. Until saved: DEFAULT_DELIVERY_CONFIG (valley Rs 100 / outside Rs 250).',
    ),
  cod_max_open_orders: codLimit(COD_HOLD_DEFAULTS.maxOpenOrders).describe(
    'Open unpaid cash-on-delivery orders one account may have at a time (issue #29). Left out: the default, 3.',
  ),
  cod_max_units_per_product: codLimit(COD_HOLD_DEFAULTS.maxUnitsPerProduct).describe(
    'Units of one product one account may hold across its open unpaid cash-on-delivery orders (issue #29). Left out: the default, 5.',
  ),
  return_window_days: returnDays(RETURN_WINDOW_DEFAULTS.days).describe(
    'Days after delivery in which a customer may ask to return a product (issue #33). Left out: 7.',
  ),
  warranty_return_window_days: returnDays(RETURN_WINDOW_DEFAULTS.warrantyDays).describe(
    'The same for products with a warranty (a "Warranty" specification) (issue #33). Left out: 30.',
  ),
  announcement: announcementSchema
    .optional()
    .describe(
      'The announcement bar under the header of every storefront page (issue #32). Left out: the stored bar stays. Until saved: off.',
    ),
  navigation: navigationSchema
    .optional()
    .describe(
      'The header menu and the footer’s Help and Policies links (issue #32), up to 8 each. Left out: the stored links stay. Until saved: the specification’s links.',
    ),
  low_stock_threshold: lowStockThresholdField
    .default(LOW_STOCK_THRESHOLD)
    .describe(
      'Products with this many units or fewer (but some) are "low stock" on the staff list and the dashboard, unless a product sets its own (issue #35). Left out: 5.',
    ),
  sms: smsSwitchesSchema
    .prefault({})
    .describe(
      'Which order updates are sent by SMS to the order’s phone (issue #36), each true or false. Sent only when SMS is set up (sms_mode not off). Left out: all on.',
    ),
  payment_methods: z
    .array(z.enum(PAYMENT_GATEWAYS), { error: M.paymentMethodsRequired })
    .min(1, M.paymentMethodsRequired)
    .refine((methods) => new Set(methods).size === methods.length, M.paymentMethodsRepeated)
    .describe(
      'The payment methods the admin offers; a gateway without credentials stays unavailable whatever this says',
    ),
});

/** What the settings form holds and PUT /admin/settings/ takes. */
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
/** What the settings form hands over after checking (the delivery zones may be left out). */
export type ShopSettingsValues = z.output<typeof shopSettingsSchema>;
/** The stored settings (trimmed, e-mail lower-cased); the delivery zones always there. */
export type ShopSettings = Omit<z.output<typeof shopSettingsSchema>, 'delivery' | 'announcement' | 'navigation'> & {
  delivery: z.output<typeof deliveryConfigSchema>;
  announcement: z.output<typeof announcementSchema>;
  navigation: z.output<typeof navigationSchema>;
};

/** One payment method as the settings screen shows it: whether the shop can take it at all. */
export const paymentMethodAvailabilitySchema = z.object({
  value: z.enum(PAYMENT_GATEWAYS),
  label: z.string(),
  available: z.boolean().describe('False when the gateway has no credentials (and the shop is not a demo shop)'),
  simulated: z.boolean().describe('Pays through the built-in simulator: no money moves'),
});
export type PaymentMethodAvailability = z.infer<typeof paymentMethodAvailabilitySchema>;

/** GET and PUT /api/v1/admin/settings/ → 200 */
export const adminSettingsResponseSchema = z.object({
  data: z.object({
    settings: shopSettingsSchema,
    payment_availability: z.array(paymentMethodAvailabilitySchema),
    saved: z.boolean().describe('False while the shop runs on the environment defaults (nobody has saved yet)'),
    sms_mode: z
      .enum(SMS_MODES)
      .describe(
        'Read-only: live sends SMS through Sparrow SMS (its credentials are set), demo writes them to DATA_DIR/sms-outbox, off sends none',
      ),
    updated_at: z.string().nullable(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsResponseSchema>['data'];

/** GET /api/v1/shop/ → the public facts of the shop: every page and e-mail shows these. */
export const shopInfoSchema = z.object({
  name: z.string(),
  short_name: z.string().describe('The name where space is short; the shop name when none was set'),
  brand_color: z.string().nullable().describe('#rrggbb, or null for the demo’s colours'),
  social: socialLinksSchema.describe('Blank: no icon for that network'),
  logo: shopLogoSchema.nullable().describe('The uploaded logo and the icons made from it; null: the standard mark'),
  legal_name: z.string(),
  registration_no: z.string(),
  pan: z.string(),
  grievance_officer: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  address_ne: z.string().nullable().describe('The address in Nepali (issue #30); null: none, show `address`'),
  opening_hours: z.string(),
  free_delivery_threshold: z.number().describe('Rupees'),
  standard_delivery_charge: z.number().describe('Rupees'),
  delivery: deliveryConfigSchema.optional().describe('The delivery zones, pickup days and holidays (charges in paisa)'),
  announcement: shopAnnouncementSchema
    .nullable()
    .describe(
      'The announcement bar when switched on (issue #32); pages show it only between starts_on and ends_on (Nepal time). null: none.',
    ),
  navigation: navigationSchema.describe('The header menu and the footer’s Help and Policies links'),
  payment_methods: z
    .array(z.enum(PAYMENT_GATEWAYS))
    .describe('What checkout offers now: methods the admin switched on that the shop can take'),
});

/**
 * The cart's delivery charge in paisa: each product's own charge, or the shop's standard charge for
 * one without (0); the highest of them; free at/above the threshold
 * (docs/rules/checkout-and-payments.md#delivery-charge). With a standard charge of 0 this is
 * exactly the rule the shop had before settings existed.
 */
export function deliveryChargeWithStandardPaisa(
  deliveryPricesPaisa: readonly number[],
  subtotalPaisa: number,
  rules: { freeDeliveryThresholdPaisa: number; standardDeliveryChargePaisa: number },
): number {
  return shippingPaisa(
    deliveryPricesPaisa.map((price) => (price > 0 ? price : rules.standardDeliveryChargePaisa)),
    subtotalPaisa,
    rules.freeDeliveryThresholdPaisa,
  );
}
