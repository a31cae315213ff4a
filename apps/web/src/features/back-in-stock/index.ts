// Back-in-stock sign-up (issue #21): what the product page's purchase panel shows for a sold-out
// product or colour.
export { BackInStock } from './back-in-stock';
export { SoldOutColours } from './sold-out-colours';
