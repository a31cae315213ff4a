// The counter sale (issue #36): the shop's till, which its route composes, and its product search,
// which the order desk's draft orders use too.
export { CounterSaleScreen } from './counter-sale-screen';
export { ProductSearch, stockOf, type ProductPick } from './product-search';
export { SaleLineRow } from './sale-line-row';
