// The address feature's public face: the Nepal address picker (a lazy chunk) and, for the account
// and the checkout, the saved addresses.
export {
  ADDRESS_FIELD_NAMES,
  NepalAddressFields,
  preloadNepalAddressFields,
  type NepalAddressField,
  type NepalAddressFieldsProps,
} from './nepal-address-fields';
export {
  savedAddressKeys,
  useCreateAddress,
  useDeleteAddress,
  useMakeDefaultAddress,
  useSavedAddresses,
  useUpdateAddress,
} from './api';
