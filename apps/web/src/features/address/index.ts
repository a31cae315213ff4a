// The address feature's public face: the Nepal address picker (a lazy chunk) and, for the account
// and the checkout, the saved addresses.
export { NepalAddressFields, preloadNepalAddressFields } from './nepal-address-fields';
export { useSavedAddresses } from './api';
