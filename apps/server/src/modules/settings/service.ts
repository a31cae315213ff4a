import {
  DEFAULT_DELIVERY_CONFIG,
  DEMO_SOCIAL_LINKS,
  defaultAnnouncement,
  defaultSmsSwitches,
  defaultNavigation,
  navigationSchema,
  type Navigation,
  socialLinksSchema,
  type SocialLinks,
  deliveryConfigSchema,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_GATEWAYS,
  paisaToRupees,
  rupeesToPaisa,
  SHOP_ADDRESS,
  SHOP_ADDRESS_NE,
  type AdminSettings,
  type PaymentGateway,
  type ShopInfo,
  type ShopSettings,
  LOW_STOCK_THRESHOLD,
  RETURN_WINDOW_DEFAULTS,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../services.js';
import { DEMO_MAIL_FROM, type Config } from '../../config.js';
import type { DbOrTx } from '../../db/connection.js';
import { gatewayModes, offeredGateways } from '../../lib/payment-modes.js';
import type { MailSender } from '../../lib/mailer.js';
import { shopLogoOf } from './logo/logo-files.js';
import { shopSettings, type StoredLogo } from './schema.js';

// The shop's settings: the stored row when an admin has saved one, otherwise the environment's
// values (config.ts). Every process keeps the settings in memory and reads them again after any
// catalogue change it hears of: saving settings announces one (catalogCache.invalidate(), which
// LISTEN/NOTIFY carries to every process), so one mechanism clears the settings, the rendered
// first-screen pages and every cached response that shows them.

export interface StoredSettings {
  settings: ShopSettings;
  /** The uploaded logo (issue #32); null: the standard mark. */
  logo: StoredLogo | null;
  /** False while the shop runs on the environment's values. */
  saved: boolean;
  updatedAt: Date | null;
}

/** The settings of a shop nobody has saved settings for: the environment's. */
function envSettings(config: Config): ShopSettings {
  return {
    name: config.SHOP_NAME,
    short_name: '',
    brand_color: '',
    social: { ...DEMO_SOCIAL_LINKS },
    email: config.SHOP_EMAIL,
    phone: config.SHOP_PHONE,
    address: config.SHOP_ADDRESS,
    // The demo address has its Nepali; an address set in the environment has none until saved.
    address_ne: config.SHOP_ADDRESS === SHOP_ADDRESS ? SHOP_ADDRESS_NE : '',
    opening_hours: config.SHOP_OPENING_HOURS,
    legal_name: config.SHOP_LEGAL_NAME,
    registration_no: config.SHOP_REGISTRATION_NO,
    pan: config.SHOP_PAN,
    grievance_officer: config.SHOP_GRIEVANCE_OFFICER,
    free_delivery_threshold: config.FREE_DELIVERY_THRESHOLD,
    standard_delivery_charge: config.STANDARD_DELIVERY_CHARGE,
    payment_methods: [...config.PAYMENT_METHODS],
    cod_max_open_orders: config.COD_MAX_OPEN_ORDERS,
    cod_max_units_per_product: config.COD_MAX_UNITS_PER_PRODUCT,
    return_window_days: RETURN_WINDOW_DEFAULTS.days,
    warranty_return_window_days: RETURN_WINDOW_DEFAULTS.warrantyDays,
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    delivery: defaultDelivery(),
    announcement: defaultAnnouncement(),
    navigation: defaultNavigation(),
    sms: defaultSmsSwitches(),
  };
}

/** A copy of DEFAULT_DELIVERY_CONFIG as the settings hold it (parsed: plain mutable arrays). */
function defaultDelivery(): ShopSettings['delivery'] {
  return deliveryConfigSchema.parse(DEFAULT_DELIVERY_CONFIG);
}

/**
 * The stored delivery zones, or the defaults when none were saved. Checked again on the way out:
 * a row written by hand that no longer passes (a district renumbered) falls back to the defaults
 * rather than failing every checkout.
 */
function deliveryOf(stored: unknown): ShopSettings['delivery'] {
  if (stored === null || stored === undefined) return defaultDelivery();
  const parsed = deliveryConfigSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultDelivery();
}

/** The stored links, checked again on the way out (a row edited by hand): a bad one shows no icons. */
function socialOf(stored: unknown): SocialLinks {
  const parsed = socialLinksSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : socialLinksSchema.parse({});
}

/** The stored links, checked again on the way out; none saved, or a row edited badly: the defaults. */
function navigationOf(stored: unknown): Navigation {
  if (stored === null || stored === undefined) return defaultNavigation();
  const parsed = navigationSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultNavigation();
}

function fromRow(row: typeof shopSettings.$inferSelect): ShopSettings {
  return {
    name: row.name,
    short_name: row.shortName,
    brand_color: row.brandColor,
    social: socialOf(row.social),
    email: row.email,
    phone: row.phone,
    address: row.address,
    address_ne: row.addressNe,
    opening_hours: row.openingHours,
    legal_name: row.legalName,
    registration_no: row.registrationNo,
    pan: row.pan,
    grievance_officer: row.grievanceOfficer,
    free_delivery_threshold: paisaToRupees(row.freeDeliveryThresholdPaisa),
    standard_delivery_charge: paisaToRupees(row.standardDeliveryChargePaisa),
    // In checkout order, whatever order they were saved in; anything unknown is dropped.
    payment_methods: PAYMENT_GATEWAYS.filter((gateway) => row.paymentMethods.includes(gateway)),
    cod_max_open_orders: row.codMaxOpenOrders,
    cod_max_units_per_product: row.codMaxUnitsPerProduct,
    return_window_days: row.returnWindowDays,
    warranty_return_window_days: row.warrantyReturnWindowDays,
    low_stock_threshold: row.lowStockThreshold,
    delivery: deliveryOf(row.delivery),
    announcement: {
      enabled: row.announcementEnabled,
      text: row.announcementText,
      text_ne: row.announcementTextNe,
      link: row.announcementLink,
      starts_on: row.announcementStartsOn ?? '',
      ends_on: row.announcementEndsOn ?? '',
    },
    navigation: navigationOf(row.navigation),
    sms: {
      placed: row.smsPlaced,
      shipped: row.smsShipped,
      ready_for_pickup: row.smsReadyForPickup,
      delivered: row.smsDelivered,
      cancelled: row.smsCancelled,
    },
  };
}

/** The settings straight from the database (no cache). */
export async function readShopSettings(db: DbOrTx, config: Config): Promise<StoredSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return { settings: envSettings(config), logo: null, saved: false, updatedAt: null };
  return { settings: fromRow(row), logo: row.logo, saved: true, updatedAt: row.updatedAt };
}

interface SettingsStore {
  get(): Promise<StoredSettings>;
}

// Keyed by the app's config object: buildQuote (orders) is handed only the database and the config.
const stores = new WeakMap<Config, SettingsStore>();

/**
 * The settings of this app, read once and kept until the catalogue cache's generation moves (a
 * catalogue or settings change here or in another process, or a lost LISTEN connection).
 */
function storeOf(services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>): SettingsStore {
  const existing = stores.get(services.config);
  if (existing) return existing;
  let cached: { generation: number; value: Promise<StoredSettings> } | undefined;
  const store: SettingsStore = {
    get() {
      const generation = services.catalogCache.generation;
      if (cached?.generation === generation) return cached.value;
      // Taken before the read: a change during it moves the generation, and the next call reads again.
      const value = readShopSettings(services.database.db, services.config);
      const entry = { generation, value };
      cached = entry;
      // A failed read (database unreachable) is not kept: the next request tries again.
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return value;
    },
  };
  stores.set(services.config, store);
  return store;
}

/** The shop's current settings (cached per process; see above). */
export async function currentShopSettings(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>,
): Promise<ShopSettings> {
  return (await storeOf(services).get()).settings;
}

/** The shop's uploaded logo (cached with the settings); null: the standard mark. */
export async function currentShopLogo(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>,
): Promise<StoredLogo | null> {
  return (await storeOf(services).get()).logo;
}

/** What every page shows of the shop: its name, short name, colour and logo (seo's brandHtml). */
export async function currentShopLook(services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>) {
  const { settings, logo } = await storeOf(services).get();
  return {
    name: settings.name,
    shortName: settings.short_name,
    brandColor: settings.brand_color,
    logo: logo && shopLogoOf(logo),
  };
}

/**
 * The same for callers that hold only the database and the config (order pricing): the app's
 * cached settings once the settings module has started, else a read of the database.
 */
export async function shopSettingsFor(db: DbOrTx, config: Config): Promise<ShopSettings> {
  const store = stores.get(config);
  return (store ? await store.get() : await readShopSettings(db, config)).settings;
}

/**
 * The shop as the sender of its e-mails: its saved name on From (unsaved, MAIL_FROM's name stays,
 * as the demo always had it) and its contact e-mail as Reply-To. A shop with its own settings but
 * the demo's MAIL_FROM sends from its contact address, not from the demo shop's domain.
 */
export async function mailSenderFor(db: DbOrTx, config: Config): Promise<MailSender> {
  const store = stores.get(config);
  const { settings, saved } = store ? await store.get() : await readShopSettings(db, config);
  if (!saved) return { replyTo: settings.email };
  return {
    name: settings.name,
    ...(config.MAIL_FROM === DEMO_MAIL_FROM ? { address: settings.email } : {}),
    replyTo: settings.email,
  };
}

/** Starts the app's settings store, so order pricing (shopSettingsFor) shares its cache. */
export function startShopSettings(services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>): void {
  storeOf(services);
}

/** The payment methods checkout offers: switched on by the admin and possible in this shop. */
export function offeredPaymentMethods(
  config: Config,
  settings: Pick<ShopSettings, 'payment_methods'>,
): PaymentGateway[] {
  return offeredGateways(config, settings.payment_methods);
}

/** GET /shop/: the public facts. */
export function shopInfo(config: Config, settings: ShopSettings, logo: StoredLogo | null = null): ShopInfo {
  return {
    name: settings.name,
    short_name: settings.short_name || settings.name,
    brand_color: settings.brand_color || null,
    social: settings.social,
    logo: logo && shopLogoOf(logo),
    legal_name: settings.legal_name,
    registration_no: settings.registration_no,
    pan: settings.pan,
    grievance_officer: settings.grievance_officer,
    email: settings.email,
    phone: settings.phone,
    address: settings.address,
    address_ne: settings.address_ne || null,
    opening_hours: settings.opening_hours,
    free_delivery_threshold: settings.free_delivery_threshold,
    standard_delivery_charge: settings.standard_delivery_charge,
    delivery: settings.delivery,
    // Off or empty: nothing to send. The dates travel: a cached page is read on later days too.
    announcement:
      settings.announcement.enabled && settings.announcement.text !== ''
        ? {
            text: settings.announcement.text,
            text_ne: settings.announcement.text_ne,
            link: settings.announcement.link,
            starts_on: settings.announcement.starts_on,
            ends_on: settings.announcement.ends_on,
          }
        : null,
    navigation: settings.navigation,
    payment_methods: offeredPaymentMethods(config, settings),
  };
}

/** GET/PUT /admin/settings/: the settings with what each payment method can do in this shop. */
export function adminSettings(config: Config, stored: StoredSettings): AdminSettings {
  const modes = gatewayModes(config);
  return {
    settings: stored.settings,
    payment_availability: PAYMENT_GATEWAYS.map((gateway) => ({
      value: gateway,
      label: PAYMENT_GATEWAY_LABELS[gateway],
      available: modes[gateway] !== 'off',
      simulated: modes[gateway] === 'simulated',
    })),
    saved: stored.saved,
    // Whether the switches above send anything: a shop without SMS credentials sends none (config.ts).
    sms_mode: config.smsMode,
    updated_at: stored.updatedAt?.toISOString() ?? null,
  };
}

/** The settings as the row stores them (all but the logo, which has its own routes). */
function rowValues(input: ShopSettings) {
  return {
    name: input.name,
    shortName: input.short_name,
    brandColor: input.brand_color,
    social: input.social,
    email: input.email,
    phone: input.phone,
    address: input.address,
    addressNe: input.address_ne,
    openingHours: input.opening_hours,
    legalName: input.legal_name,
    registrationNo: input.registration_no,
    pan: input.pan,
    grievanceOfficer: input.grievance_officer,
    freeDeliveryThresholdPaisa: rupeesToPaisa(input.free_delivery_threshold),
    standardDeliveryChargePaisa: rupeesToPaisa(input.standard_delivery_charge),
    paymentMethods: PAYMENT_GATEWAYS.filter((gateway) => input.payment_methods.includes(gateway)),
    codMaxOpenOrders: input.cod_max_open_orders,
    codMaxUnitsPerProduct: input.cod_max_units_per_product,
    returnWindowDays: input.return_window_days,
    warrantyReturnWindowDays: input.warranty_return_window_days,
    lowStockThreshold: input.low_stock_threshold,
    delivery: input.delivery,
    announcementEnabled: input.announcement.enabled,
    announcementText: input.announcement.text,
    announcementTextNe: input.announcement.text_ne,
    announcementLink: input.announcement.link,
    announcementStartsOn: input.announcement.starts_on || null,
    announcementEndsOn: input.announcement.ends_on || null,
    navigation: input.navigation,
    smsPlaced: input.sms.placed,
    smsShipped: input.sms.shipped,
    smsReadyForPickup: input.sms.ready_for_pickup,
    smsDelivered: input.sms.delivered,
    smsCancelled: input.sms.cancelled,
  };
}

/**
 * Makes sure the settings row exists (the environment's values, as saving them unchanged would):
 * the logo is stored in it, and a logo may be uploaded before anything else was saved.
 */
export async function ensureSettingsRow(tx: DbOrTx, config: Config, actorId: number, now: Date): Promise<void> {
  await tx
    .insert(shopSettings)
    .values({ id: 1, ...rowValues(envSettings(config)), updatedAt: now, updatedBy: actorId })
    .onConflictDoNothing({ target: shopSettings.id });
}

/**
 * Stores the settings (one row, written whole) and tells every process: their settings, cached
 * responses and rendered pages are read again.
 */
export async function saveShopSettings(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache'>,
  input: ShopSettings,
  actorId: number,
  now: Date,
): Promise<StoredSettings> {
  const values = { ...rowValues(input), updatedAt: now, updatedBy: actorId };
  const [row] = await services.database.db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values })
    .returning();
  await services.catalogCache.invalidate();
  return { settings: fromRow(row!), logo: row!.logo, saved: true, updatedAt: row!.updatedAt };
}
