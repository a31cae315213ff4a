// The coupon screens (issue #21), each mounted by its route under /staff.
export { CouponEditor } from './coupon-editor';
export { CouponList } from './coupon-list';
