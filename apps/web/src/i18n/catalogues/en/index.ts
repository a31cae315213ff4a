// The English catalogue: the specification's texts, word for word. One file per area of the shop;
// a message's id is '<file>.<key>' (t('cart.empty')). ICU MessageFormat: {name}, plurals.
import common from './common.json';
import layout from './layout.json';
import home from './home.json';
import catalog from './catalog.json';
import product from './product.json';
import search from './search.json';
import cart from './cart.json';
import wishlist from './wishlist.json';
import checkout from './checkout.json';
import orders from './orders.json';
import account from './account.json';
import auth from './auth.json';
import content from './content.json';
import contact from './contact.json';
import reviews from './reviews.json';
import address from './address.json';
import delivery from './delivery.json';
import invoice from './invoice.json';
import setup from './setup.json';
import returns from './returns.json';
import claims from './claims.json';
import compare from './compare.json';

export const en = {
  common,
  layout,
  home,
  catalog,
  product,
  search,
  cart,
  wishlist,
  checkout,
  orders,
  account,
  auth,
  content,
  contact,
  reviews,
  address,
  delivery,
  invoice,
  setup,
  returns,
  claims,
  compare,
};
