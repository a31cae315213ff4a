import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import type { staffScreens } from './staff-screens';

/** A staff screen's chunk, found through staff-screens.ts (one small chunk, loaded only on /staff). */
const staff = (screen: keyof typeof staffScreens) => () =>
  import('./staff-screens').then((chunks) => chunks.staffScreens[screen]());

// Every screen is its own lazily loaded chunk: a route module exports `Component`.
// The browser router (router.tsx) and the server's first-screen render (entry-server.tsx) share it.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the first route's chunk loads, index.html's app shell stays on screen.
    HydrateFallback: () => null,
    children: [
      { path: '/', lazy: () => import('./routes/home') },
      { path: '/products', lazy: () => import('./routes/products') },
      { path: '/products/:slug', lazy: () => import('./routes/product-detail') },
      { path: '/compare', lazy: () => import('./routes/compare') },
      { path: '/search', lazy: () => import('./routes/search') },
      { path: '/about', lazy: () => import('./routes/content/about') },
      { path: '/contact', lazy: () => import('./routes/content/contact') },
      { path: '/faq', lazy: () => import('./routes/content/faq') },
      { path: '/blogs', lazy: () => import('./routes/content/blogs') },
      { path: '/blogs/:blogId', lazy: () => import('./routes/content/blog-detail') },
      { path: '/services', lazy: () => import('./routes/content/services') },
      { path: '/warranty', lazy: () => import('./routes/content/warranty') },
      { path: '/privacy-policy', lazy: () => import('./routes/content/privacy-policy') },
      { path: '/terms-and-conditions', lazy: () => import('./routes/content/terms-and-conditions') },
      { path: '/sitemap', lazy: () => import('./routes/content/sitemap') },
      { path: '/newsletter/unsubscribe', lazy: () => import('./routes/content/unsubscribe') },
      { path: '/404', lazy: () => import('./routes/content/not-found') },
      // docs/rules/content.md#not-found: any other path shows the 404 page (the server answers it
      // with status 404).
      { path: '*', lazy: () => import('./routes/content/not-found') },
      { path: '/wishlist', lazy: () => import('./routes/wishlist') },
      { path: '/carts', lazy: () => import('./routes/carts') },
      { path: '/checkout', lazy: () => import('./routes/checkout') },
      { path: '/payment-success', lazy: () => import('./routes/payment-success') },
      { path: '/payment-failed', lazy: () => import('./routes/payment-failed') },
      { path: '/track', lazy: () => import('./routes/track') },
      { path: '/pay/:token', lazy: () => import('./routes/pay') },
      {
        lazy: () => import('./routes/account/account-layout'),
        children: [
          { path: '/profile', lazy: () => import('./routes/account/dashboard') },
          { path: '/profile/orders', lazy: () => import('./routes/account/orders') },
          { path: '/profile/account-detail', lazy: () => import('./routes/account/account-detail') },
          { path: '/profile/billing-address', lazy: () => import('./routes/account/billing-address') },
          { path: '/profile/addresses', lazy: () => import('./routes/account/addresses') },
          { path: '/profile/password', lazy: () => import('./routes/account/change-password') },
        ],
      },
    ],
  },
  // The staff area: its own layout and chunks, never loaded by shoppers (routes/staff/layout.tsx).
  {
    path: '/staff',
    lazy: staff('layout'),
    children: [
      { index: true, lazy: staff('home') },
      { path: 'orders', lazy: staff('orders') },
      { path: 'orders/drafts', lazy: staff('draftOrders') },
      { path: 'orders/drafts/new', lazy: staff('draftOrderEditor') },
      { path: 'orders/drafts/:id', lazy: staff('draftOrderEditor') },
      { path: 'counter', lazy: staff('counter') },
      { path: 'returns', lazy: staff('returns') },
      { path: 'returns/:id', lazy: staff('returnDetail') },
      { path: 'warranty', lazy: staff('warranty') },
      { path: 'warranty-claims', lazy: staff('warrantyClaims') },
      { path: 'warranty-claims/:id', lazy: staff('warrantyClaimDetail') },
      { path: 'members', lazy: staff('members') },
      { path: 'products', lazy: staff('products') },
      { path: 'products/new', lazy: staff('productEditor') },
      { path: 'products/:id', lazy: staff('productEditor') },
      { path: 'products/:id/images', lazy: staff('productImages') },
      { path: 'catalogue/import', lazy: staff('catalogueImport') },
      { path: 'categories', lazy: staff('categories') },
      { path: 'brands', lazy: staff('brands') },
      { path: 'coupons', lazy: staff('coupons') },
      { path: 'coupons/new', lazy: staff('couponEditor') },
      { path: 'coupons/:id', lazy: staff('couponEditor') },
      { path: 'customers', lazy: staff('customers') },
      { path: 'customers/:id', lazy: staff('customerDetail') },
      { path: 'reviews', lazy: staff('reviews') },
      { path: 'questions', lazy: staff('questions') },
      { path: 'messages', lazy: staff('messages') },
      { path: 'newsletter', lazy: staff('newsletter') },
      { path: 'settings', lazy: staff('settings') },
      { path: 'storefront', lazy: staff('storefront') },
      { path: 'pages', lazy: staff('pages') },
      { path: 'pages/:slug', lazy: staff('pageEditor') },
      { path: 'blog', lazy: staff('blog') },
      { path: 'blog/new', lazy: staff('blogEditor') },
      { path: 'blog/:id', lazy: staff('blogEditor') },
      { path: 'accounts', lazy: staff('accounts') },
      { path: 'accounts/returns', lazy: staff('accountsReturns') },
      { path: 'accounts/report', lazy: staff('accountsReport') },
      { path: 'search-words', lazy: staff('searchWords') },
    ],
  },
  // The order desk's paper (issue #33), alone on its page like the bill below: staff only.
  { path: '/staff/orders/:transactionId/bill', lazy: staff('printBill') },
  // The counter's receipt (issue #36): the same bill on an 80 mm roll.
  { path: '/staff/orders/:transactionId/receipt', lazy: staff('printReceipt') },
  { path: '/staff/orders/packing-slips', lazy: staff('printPackingSlips') },
  // First run: the first admin is made here with the setup code from the server log (no shop chrome).
  { path: '/setup', lazy: () => import('./routes/setup') },
  // A tax invoice, alone on its page so it prints as a bill (no shop header or footer).
  { path: '/profile/orders/:transactionId/invoice', lazy: () => import('./routes/account/invoice') },
  // The credit notes that reduce the bill (refunds, a cancellation after billing), printable like it.
  { path: '/profile/orders/:transactionId/credit-notes', lazy: () => import('./routes/account/credit-notes') },
  {
    lazy: () => import('./routes/auth/auth-layout'),
    children: [
      { path: '/login', lazy: () => import('./routes/auth/login') },
      { path: '/signup', lazy: () => import('./routes/auth/signup') },
      { path: '/forgot-password', lazy: () => import('./routes/auth/forgot-password') },
      { path: '/reset-password', lazy: () => import('./routes/auth/reset-password') },
      { path: '/verify-email', lazy: () => import('./routes/auth/verify-email') },
    ],
  },
];
