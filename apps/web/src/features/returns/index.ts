// Returns on Your Orders (issue #33): a delivered order's returns and the form that asks for one.
export { OrderReturns } from './order-returns';
