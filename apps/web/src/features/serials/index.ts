// Serial numbers and warranty (issue #33): what other features and routes import.
export { UnitsCard } from './units-card';
export { WarrantyLookupScreen } from './warranty-lookup';
export { MyOrderUnits } from './my-order-units';
export { useOrderUnits } from './api';
