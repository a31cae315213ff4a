// The staff area's screens, each its own lazily loaded chunk. They are listed here rather than in
// route-table.tsx so that their import() calls and preload lists live in this small chunk, loaded
// only on a /staff path, and not in the shopper's entry script (its initial JS budget: see
// scripts/bench/web.ts).
export const staffScreens = {
  layout: () => import('./routes/staff/layout'),
  home: () => import('./routes/staff/home'),
  orders: () => import('./routes/staff-orders'),
  members: () => import('./routes/staff/members'),
  products: () => import('./routes/staff/products'),
  productEditor: () => import('./routes/staff/product-editor'),
  productImages: () => import('./routes/staff/product-images'),
  catalogueImport: () => import('./routes/staff/catalogue-import'),
  categories: () => import('./routes/staff/categories'),
  brands: () => import('./routes/staff/brands'),
  coupons: () => import('./routes/staff/coupons'),
  couponEditor: () => import('./routes/staff/coupon-editor'),
  customers: () => import('./routes/staff/customers'),
  customerDetail: () => import('./routes/staff/customer-detail'),
  reviews: () => import('./routes/staff/reviews'),
  questions: () => import('./routes/staff/questions'),
  messages: () => import('./routes/staff/messages'),
  newsletter: () => import('./routes/staff/newsletter'),
  settings: () => import('./routes/staff/settings'),
  printBill: () => import('./routes/staff/print-bill'),
  printPackingSlips: () => import('./routes/staff/print-packing-slips'),
  accounts: () => import('./routes/staff/accounts'),
  searchWords: () => import('./routes/staff/search-words'),
};
