// The accountant's view (issue #34), mounted by its route under /staff/accounts.
export { SalesRegister } from './sales-register';
export { SalesReport } from './sales-report';
export { SalesReturns } from './sales-returns';
