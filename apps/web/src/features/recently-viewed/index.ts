// Recently viewed products (issue #21): recorded by the product page and card (or, for a card opened
// before the app loaded, by the app shell), shown on the home page.
export { recordCardOpenedElsewhere, takeCardOpenedEarly } from './card-opened-early';
export { recordRecentlyViewed, useRecentlyViewed } from './store';
