// The address feature's public face (issue #21): the Nepal address picker (its fields are a lazy
// chunk), with the delivery-or-pickup choice the staff screens put before it, and the saved addresses for the checkout; the address book and its notice for the account
// pages.
export { NepalAddressFields, preloadNepalAddressFields } from './nepal-address-fields';
export { DeliveryPlaceFields, emptyDeliveryPlace, type DeliveryPlaceValues } from './delivery-place';
export { useSavedAddresses } from './api';
export { AddressBook } from './address-book';
export { AddressBookNotice } from './address-book-notice';
