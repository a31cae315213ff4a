// The customer screens (issue #21), each mounted by its route under /staff.
export { CustomerDetail } from './customer-detail';
export { CustomerList } from './customer-list';
