import {
  NEPAL_ADDRESS_MESSAGES as M,
  SAVED_ADDRESS_LIMIT,
  SAVED_ADDRESS_MESSAGES as S,
  toDevanagariDigits,
} from '@pasal/contract';
import { activeLocale, t, type MessageId } from '../../i18n';

// The contract's address messages are English (the server sends them too); the picker shows them
// in the page's language. A message it does not know is shown as it came.

const FIXED: Record<string, MessageId> = {
  [M.provinceRequired]: 'address.errorProvinceRequired',
  [M.districtRequired]: 'address.errorDistrictRequired',
  [M.districtNotInProvince]: 'address.errorDistrictNotInProvince',
  [M.localLevelRequired]: 'address.errorLocalLevelRequired',
  [M.localLevelNotInDistrict]: 'address.errorLocalLevelNotInDistrict',
  [M.wardRequired]: 'address.errorWardRequired',
  [M.toleRequired]: 'address.errorToleRequired',
  [M.postalCodeInvalid]: 'address.errorPostalCode',
  [S.labelRequired]: 'address.errorLabelRequired',
  [S.fullNameRequired]: 'address.errorFullNameRequired',
  [S.notFound]: 'address.errorNotFound',
};

export function addressErrorText(message: string): string {
  const fixed = FIXED[message];
  if (fixed) return t(fixed);
  const digits = (value: string) => (activeLocale() === 'ne' ? toDevanagariDigits(value) : value);
  if (message === S.limitReached) return t('address.errorLimitReached', { count: digits(String(SAVED_ADDRESS_LIMIT)) });
  const ward = /^Ward must be between 1 and (\d+)$/.exec(message);
  if (ward?.[1]) return t('address.errorWardOutOfRange', { count: digits(ward[1]) });
  const long = /^Must be at most (\d+) characters$/.exec(message);
  if (long?.[1]) return t('address.errorTooLong', { max: digits(long[1]) });
  return message;
}
