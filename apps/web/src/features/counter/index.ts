// The counter sale (issue #36): the shop's till, which its route composes.
export { CounterSaleScreen } from './counter-sale-screen';
