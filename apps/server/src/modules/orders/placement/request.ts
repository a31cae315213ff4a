import {
  districtById,
  localLevelById,
  localLevelName,
  provinceById,
  shippingNepalAddress,
  type DeliveryDestination,
  type Locale,
  type PlaceOrderRequest,
  type ShopSettings,
} from '@pasal/contract';
import type { DbOrTx } from '../../../db/connection.js';
import type { AppServices } from '../../../services.js';
import { offeredPaymentProvider, type PaymentProvider } from '../../payments/index.js';
import { currentShopSettings } from '../../settings/index.js';
import { newOrderNumber } from '../order-number.js';
import type { OrderKeyClaim } from '../order-statement.js';

// Step 0 of placing an order: what is asked, read once. Nothing is written, so there is nothing to
// undo; a request the shop cannot take (a payment method it does not offer) is refused here, before
// any price is worked out or any stock is touched.

export interface PlaceOrderOptions {
  /** The order number to use (an idempotency key records it before the order exists). */
  transactionId?: string;
  /**
   * Runs first inside the order's transaction (drafts/place.ts takes the draft there); whatever it
   * throws undoes the attempt before any stock is taken.
   */
  claim?: (tx: DbOrTx) => Promise<void>;
  /**
   * The Idempotency-Key to claim (idempotency.ts): the order's statement takes it first, so it
   * needs no transaction, and whatever undoes the order undoes the claim.
   */
  keyClaim?: OrderKeyClaim;
  /** The page's language (lib/request-locale.ts): the customer's e-mails about the order are written in it. */
  locale?: Locale;
  /** Where the provider sends the payer back (a payment link's page); '/payment-success' by default. */
  returnPath?: string;
}

/** One order being placed: the request and what the steps after this one share. */
export interface Placement {
  userId: number;
  input: PlaceOrderRequest;
  /** The order number, chosen before the order exists (an idempotency key may already name it). */
  transactionId: string;
  /** One clock reading for the whole placement: the order, its e-mails and its payment agree. */
  now: number;
  settings: ShopSettings;
  provider: PaymentProvider;
  address: AddressColumns;
  destination: DeliveryDestination;
  claim: PlaceOrderOptions['claim'];
  keyClaim: OrderKeyClaim | null;
  locale: Locale;
  returnPath: string | undefined;
}

type AddressColumns = ReturnType<typeof addressColumns>;

/** The order row's address columns (issue #20): ids and English names, or empty for pickup. */
export function addressColumns(input: Parameters<typeof shippingNepalAddress>[0]) {
  const address = shippingNepalAddress(input);
  const province = address ? provinceById(address.provinceId) : undefined;
  const district = address ? districtById(address.districtId) : undefined;
  const level = address ? localLevelById(address.localLevelId) : undefined;
  if (!address || !province || !district || !level) {
    return {
      deliveryMethod: 'pickup' as const,
      country: 'Nepal',
      province: '',
      city: '',
      detailsAddress: '',
      monument: '',
      postalCode: '',
      provinceId: null,
      districtId: null,
      district: '',
      localLevelId: null,
      ward: null,
    };
  }
  return {
    deliveryMethod: 'delivery' as const,
    country: 'Nepal',
    province: province.nameEn,
    city: localLevelName(level, 'en'),
    detailsAddress: address.tole,
    monument: address.landmark ?? '',
    postalCode: address.postalCode ?? '',
    provinceId: province.id,
    districtId: district.id,
    district: district.nameEn,
    localLevelId: level.id,
    ward: address.ward,
  };
}

/**
 * Reads the request: the shop's settings, the payment provider (422 for a gateway this shop does
 * not offer: no credentials outside demo mode, or switched off in the shop settings), the order
 * number and where the order goes.
 */
export async function readPlacement(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'now'>,
  userId: number,
  input: PlaceOrderRequest,
  options: PlaceOrderOptions,
): Promise<Placement> {
  const now = services.now();
  const settings = await currentShopSettings(services);
  const provider = offeredPaymentProvider(services, input.payment_gateway, settings.payment_methods);
  // The schema has checked the address (province → district → local level → ward) for a delivery.
  const address = addressColumns(input);
  const destination: DeliveryDestination =
    address.districtId === null ? { kind: 'pickup' } : { kind: 'address', districtId: address.districtId };
  return {
    userId,
    input,
    transactionId: options.transactionId ?? newOrderNumber(),
    now,
    settings,
    provider,
    address,
    destination,
    claim: options.claim,
    keyClaim: options.keyClaim ?? null,
    locale: options.locale ?? 'en',
    returnPath: options.returnPath,
  };
}
