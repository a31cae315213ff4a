// The refusals the server answers with a code (issue #31): each code's kind (which sets the HTTP
// status) and its English words. The server throws a code and its parameters, never a sentence
// (apps/server/src/lib/refusal.ts); the answer carries the code, the parameters and these words;
// a Nepali page words the code from refusal-texts-ne.ts. Zod-free and server-side in practice: the
// browser needs only the codes' type, since English pages show the words the server sent.

import { fillRefusal } from './fill-refusal.js';

/** What went wrong, as HTTP says it: one status per kind. */
export const REFUSAL_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type RefusalKind = keyof typeof REFUSAL_STATUS;

interface RefusalEntry {
  readonly kind: RefusalKind;
  /** The English; `{name}` stands for a parameter of the same name. */
  readonly en: string;
}

export const REFUSALS = {
  // Who is asking
  sign_in_required: { kind: 'unauthenticated', en: 'Authentication required' },
  staff_only: { kind: 'forbidden', en: 'Only staff can do this' },
  accounts_only: { kind: 'forbidden', en: 'Only admins and accountants can do this' },

  // Rate limits (rateLimitRefusal): when to try again
  too_many_requests: { kind: 'too_many_requests', en: 'Too many requests, please try again later' },
  wait_one_second: { kind: 'too_many_requests', en: 'Too many requests. Please try again in 1 second.' },
  wait_seconds: { kind: 'too_many_requests', en: 'Too many requests. Please try again in {count} seconds.' },
  wait_one_minute: { kind: 'too_many_requests', en: 'Too many requests. Please try again in 1 minute.' },
  wait_minutes: { kind: 'too_many_requests', en: 'Too many requests. Please try again in {count} minutes.' },
  wait_one_hour: { kind: 'too_many_requests', en: 'Too many requests. Please try again in 1 hour.' },
  wait_hours: { kind: 'too_many_requests', en: 'Too many requests. Please try again in {count} hours.' },
  sign_in_busy: {
    kind: 'unavailable',
    en: 'Many people are signing in right now. Please try again in {seconds} seconds.',
  },
  account_gone: { kind: 'unauthenticated', en: 'Your account no longer exists' },
  email_not_verified: {
    kind: 'forbidden',
    en: 'Verify your e-mail address to place an order: enter the code we e-mailed you',
  },

  // Google sign-in
  google_not_configured: { kind: 'not_found', en: 'Google sign-in is not configured' },
  google_token_unverified: { kind: 'unauthenticated', en: 'Google sign-in failed: the token could not be verified' },
  google_unavailable: { kind: 'unavailable', en: 'Google sign-in is unavailable right now. Please try again' },
  google_email_unverified: {
    kind: 'unauthenticated',
    en: 'Google sign-in failed: the Google e-mail address is not verified',
  },
  google_email_taken: { kind: 'conflict', en: 'This e-mail belongs to another Google account' },

  // A request's fields (the words of the schema's own message come as `problem`)
  invalid_field: { kind: 'invalid', en: 'Invalid {field}: {problem}' },
  check_filters: { kind: 'invalid', en: 'Please check the filters' },
  check_attributes: { kind: 'invalid', en: 'Please check the attributes' },
  check_specifications: { kind: 'invalid', en: 'Please check the specifications' },

  // What is asked about
  product_not_found: { kind: 'not_found', en: 'Product not found' },
  // Archived: sold here once (the 410 answer also names a few products of its kind)
  product_archived: { kind: 'gone', en: 'This product is no longer sold' },
  order_not_found: { kind: 'not_found', en: 'Order not found' },
  category_not_found: { kind: 'not_found', en: 'No such category' },
  no_such_product: { kind: 'not_found', en: 'No such product' },
  no_such_picture: { kind: 'not_found', en: 'No such picture' },
  tracked_order_not_found: { kind: 'not_found', en: 'No order matches this order number and phone number' },

  // Stock and the cart
  out_of_stock: { kind: 'conflict', en: '{product} is out of stock' },
  only_left: { kind: 'conflict', en: 'Only {left} left of {product}' },
  cart_empty: { kind: 'invalid', en: 'Your cart is empty' },
  product_unavailable: { kind: 'conflict', en: '{product} is no longer available' },
  cart_product_unavailable: { kind: 'conflict', en: 'A product in your cart is no longer available' },
  line_quantity_limit: { kind: 'conflict', en: 'You can buy at most {max} of {product}' },
  colour_unavailable: { kind: 'conflict', en: 'The chosen colour of {product} is no longer available' },
  choose_colour: { kind: 'conflict', en: 'Please choose a colour for {product}' },
  wishlist_full: { kind: 'unprocessable', en: 'Your wishlist is full (at most {max} products)' },

  // Placing an order
  prices_changed: { kind: 'conflict', en: 'Prices have changed, please review your cart' },
  order_too_large: {
    kind: 'unprocessable',
    en: 'This order is too large to place online; please split it or contact us',
  },
  online_payment_minimum: { kind: 'unprocessable', en: '{gateway} needs an order of at least Rs. {amount}' },
  choose_cash_on_delivery: { kind: 'unprocessable', en: 'Please choose Cash on Delivery for this order' },
  gateway_unavailable: {
    kind: 'unprocessable',
    en: '{gateway} is not available in this shop; please choose another payment method',
  },
  gateway_switched_off: {
    kind: 'unprocessable',
    en: '{gateway} is not offered at the moment; please choose another payment method',
  },
  choose_another_payment_method: { kind: 'unprocessable', en: 'Please choose another payment method' },
  cod_open_orders_one: {
    kind: 'unprocessable',
    en: 'You already have 1 cash-on-delivery order waiting for delivery. Please pay this order with eSewa or Khalti, or wait until an order arrives (or cancel one) before ordering with cash on delivery again.',
  },
  cod_open_orders: {
    kind: 'unprocessable',
    en: 'You already have {max} cash-on-delivery orders waiting for delivery. Please pay this order with eSewa or Khalti, or wait until an order arrives (or cancel one) before ordering with cash on delivery again.',
  },
  cod_units_one: {
    kind: 'unprocessable',
    en: 'You can hold at most 1 unit of {name} in cash-on-delivery orders at a time. Please lower the quantity, or pay with eSewa or Khalti.',
  },
  cod_units: {
    kind: 'unprocessable',
    en: 'You can hold at most {max} units of {name} in cash-on-delivery orders at a time. Please lower the quantity, or pay with eSewa or Khalti.',
  },
  cod_units_one_held: {
    kind: 'unprocessable',
    en: 'You can hold at most 1 unit of {name} in cash-on-delivery orders at a time ({held} already in your open orders). Please lower the quantity, or pay with eSewa or Khalti.',
  },
  cod_units_held: {
    kind: 'unprocessable',
    en: 'You can hold at most {max} units of {name} in cash-on-delivery orders at a time ({held} already in your open orders). Please lower the quantity, or pay with eSewa or Khalti.',
  },
  district_required: { kind: 'invalid', en: 'Choose a district' },
  counter_sale_too_large: { kind: 'unprocessable', en: 'This sale is too large for one bill: split it into two sales' },
  idempotency_key_reused: {
    kind: 'unprocessable',
    en: 'This Idempotency-Key was already used for a different order; send a new key for a new order',
  },
  order_in_flight: {
    kind: 'conflict',
    en: 'This order is still being placed. Please check My Orders in a moment before trying again',
  },

  // Warranty
  warranty_ended_on: { kind: 'conflict', en: 'This unit’s warranty has ended (on {date})' },
  warranty_claim_not_found: { kind: 'not_found', en: 'Warranty claim not found' },
  warranty_claim_wrong_step: { kind: 'conflict', en: 'This warranty claim is not at that step' },
  warranty_claim_open: { kind: 'conflict', en: 'This unit already has a warranty claim that is not finished' },
  warranty_received_on_invalid: { kind: 'invalid', en: 'The day received must be a real date, not in the future' },
  warranty_unit_not_sold: { kind: 'not_found', en: 'No unit sold with this serial number' },
  warranty_unit_returned: { kind: 'conflict', en: 'This unit was returned: it is no longer its buyer’s' },
  warranty_not_started: {
    kind: 'conflict',
    en: 'This unit’s order has not been delivered: its warranty has not started',
  },

  // Returns (issue #33)
  return_not_found: { kind: 'not_found', en: 'Return not found' },
  return_not_delivered: { kind: 'conflict', en: 'Only a delivered order can be returned' },
  return_window_ended: { kind: 'conflict', en: 'The return window for this item has ended' },
  return_unknown_line: { kind: 'invalid', en: 'That item is not part of this order' },
  return_too_many_units: { kind: 'conflict', en: 'More units than are left to return on an item' },
  return_wrong_step: { kind: 'conflict', en: 'This return is not at that step' },
  return_line_resolved: { kind: 'conflict', en: 'This line has already been resolved' },
  return_no_serials: { kind: 'invalid', en: 'This item’s units have no serial numbers to choose' },
  return_serial_not_on_line: {
    kind: 'invalid',
    en: 'That serial number is not one of this item’s units still with the customer',
  },
  return_serial_count_one: { kind: 'invalid', en: 'Choose the serial number of the unit that came back' },
  return_serial_count: { kind: 'invalid', en: 'Choose the serial numbers of the {units} units that came back' },
  // Changing an order before it ships (issue #36, order-edits.ts)
  order_not_editable: {
    kind: 'conflict',
    en: 'Only a Pending or Processing cash-on-delivery order not yet paid can be changed: record a refund or cancel it instead',
  },
  order_edit_unknown_line: { kind: 'invalid', en: 'That item is not part of this order' },
  order_edit_nothing: { kind: 'invalid', en: 'Nothing to change: every quantity is as it was' },
  order_edit_empty: { kind: 'invalid', en: 'An order keeps at least one item: cancel the order instead' },
  order_edit_coupon_minimum: {
    kind: 'conflict',
    en: 'Coupon {code} needs a subtotal of at least Rs. {minimum}: this change would take the order below it',
  },
  order_edit_serials_recorded: {
    kind: 'conflict',
    en: 'Serial numbers are recorded for {product}: remove them before taking units off the order',
  },
  replacement_out_of_stock: {
    kind: 'conflict',
    en: 'No replacement can be sent: {product} is out of stock. Restock it first, or resolve the line another way',
  },
  return_photo_missing: { kind: 'invalid', en: 'Choose a photo' },
  return_photo_file_type: { kind: 'invalid', en: 'A photo must be a JPEG, PNG or WebP picture' },
  // The same words, answered before the body is read when its Content-Type is not a picture's.
  return_photo_media_type: { kind: 'unsupported_media_type', en: 'A photo must be a JPEG, PNG or WebP picture' },
  return_photo_unreadable: { kind: 'invalid', en: 'The photo could not be read as a picture' },
  return_photo_too_many_pixels: { kind: 'invalid', en: 'The photo is too large (at most 50 megapixels)' },
  return_photo_too_large: { kind: 'payload_too_large', en: 'Each photo must be at most 5 MB' },
  return_photos_full: { kind: 'conflict', en: 'A return has at most three photos' },
  return_photo_not_now: {
    kind: 'conflict',
    en: 'Photos can be added only while the return is waiting for an answer',
  },
  return_photo_not_found: { kind: 'not_found', en: 'Photo not found' },

  // A refund recorded by resolving a returned line (issue #33)
  refund_reference_required: { kind: 'invalid', en: "Enter the provider's refund reference" },
  refund_not_paid: {
    kind: 'conflict',
    en: "There is nothing to refund: this order's payment has not been received",
  },
  order_already_refunded: { kind: 'conflict', en: 'This order has already been refunded' },
  refund_nothing_selected: { kind: 'conflict', en: 'Choose at least one item or the delivery charge to refund' },
  refund_unknown_line: { kind: 'conflict', en: 'That item is not part of this order' },
  refund_too_many_units: { kind: 'conflict', en: 'More units than are left to refund on an item' },
  refund_delivery_not_refundable: {
    kind: 'conflict',
    en: 'The delivery charge has already been refunded, or there was none',
  },
  refund_exceeds_paid: { kind: 'conflict', en: 'A refund cannot be more than was paid less earlier refunds' },

  // Serial numbers at packing (issue #33)
  serial_format: { kind: 'invalid', en: 'A serial number is 4 to 40 letters, digits, "-" or "/"' },
  serial_imei_check_digit: { kind: 'invalid', en: 'This IMEI (15 digits) fails its check digit: look at it again' },
  serial_taken: { kind: 'conflict', en: 'This serial number is already recorded on a unit sold and not returned' },
  serial_in_order: { kind: 'conflict', en: 'This serial number is already recorded on this order' },
  serial_line_full: { kind: 'conflict', en: 'Every unit of this line already has its serial number' },
  serial_not_serialised: { kind: 'invalid', en: 'This product is not serialised: its units need no serial number' },
  serial_line_not_found: { kind: 'not_found', en: 'No such line on this order' },
  serial_unit_not_found: { kind: 'not_found', en: 'No such unit on this order' },
  serials_locked: { kind: 'conflict', en: 'Serial numbers are recorded while the order is pending or processing' },
  serials_missing_one: {
    kind: 'invalid',
    en: 'Record the serial number of every serialised unit before shipping: 1 unit has none yet',
  },
  serials_missing: {
    kind: 'invalid',
    en: 'Record the serial number of every serialised unit before shipping: {missing} units have none yet',
  },

  // Reviews and questions (staff moderation)
  review_not_found: { kind: 'not_found', en: 'Review not found' },
  review_already_hidden: { kind: 'conflict', en: 'This review is already hidden' },
  review_already_shown: { kind: 'conflict', en: 'This review is already shown' },
  review_no_reply: { kind: 'conflict', en: 'This review has no reply' },
  question_not_found: { kind: 'not_found', en: 'Question not found' },

  // Back in stock
  back_in_stock_product_in_stock: { kind: 'conflict', en: 'This item is in stock: you can add it to your cart now.' },
  back_in_stock_colour_in_stock: {
    kind: 'conflict',
    en: 'This colour is in stock: you can add it to your cart now.',
  },
  back_in_stock_no_longer_sold: { kind: 'conflict', en: 'This product is no longer sold.' },

  // The shop's settings (staff)
  file_too_large: { kind: 'payload_too_large', en: 'The file is over {max} MB' },
  choose_a_file: { kind: 'invalid', en: 'Choose a file' },
  test_mail_not_sent: { kind: 'unprocessable', en: 'The test e-mail could not be sent: {reason}' },

  // Coupons
  coupon_invalid: { kind: 'unprocessable', en: 'This coupon code is not valid' },
  coupon_not_active: { kind: 'unprocessable', en: 'This coupon is not active yet' },
  coupon_expired: { kind: 'unprocessable', en: 'This coupon has expired' },
  coupon_used_up: { kind: 'unprocessable', en: 'This coupon has reached its usage limit' },
  coupon_used_by_you: { kind: 'unprocessable', en: 'You have already used this coupon' },
  coupon_minimum_subtotal: { kind: 'unprocessable', en: 'This coupon needs a subtotal of at least Rs. {amount}' },
  coupon_first_order_only: { kind: 'unprocessable', en: 'This coupon is only for your first order' },

  // After the order
  cancel_not_allowed: { kind: 'conflict', en: 'This order can no longer be cancelled' },
  paid_by_cash_on_delivery: { kind: 'invalid', en: 'This order is paid in cash on delivery' },
  payment_not_payable: { kind: 'conflict', en: 'This payment can no longer be completed' },
  payment_being_confirmed: {
    kind: 'conflict',
    en: 'Your payment is still being confirmed: please do not pay again',
  },
  order_paid_already: { kind: 'conflict', en: 'This order has been paid already' },
  too_many_payment_attempts: {
    kind: 'conflict',
    en: 'Too many payment attempts for this order: please cancel it and order again',
  },
  provider_not_responding: { kind: 'bad_gateway', en: '{gateway} is not responding, please try again' },
  provider_failed: { kind: 'bad_gateway', en: 'The payment provider failed: {kind}' },
  payment_not_verified: { kind: 'invalid', en: 'We could not verify this payment' },
  payment_for_another_order: { kind: 'invalid', en: 'The payment is for another order' },
  payment_amount_mismatch: { kind: 'invalid', en: 'The amount paid does not match the order' },
  payment_reported_as: { kind: 'invalid', en: 'eSewa reported the payment as {status}' },
  esewa_data_required: { kind: 'invalid', en: 'eSewa data is required' },
  khalti_pidx_required: { kind: 'invalid', en: 'Khalti pidx is required' },
  esewa_data_invalid: { kind: 'invalid', en: 'eSewa data is not valid: {detail}' },

  // The shop's own payment credentials (staff settings)
  gateway_credentials_not_saved: { kind: 'conflict', en: 'No {gateway} credentials are saved' },
  gateway_secret_refused: { kind: 'unprocessable', en: '{gateway} refused the secret key: {detail}' },
  gateway_not_asked: { kind: 'unprocessable', en: '{gateway} could not be asked: {detail}' },

  // The catalogue editor (staff): products, categories, brands, variants and search words
  product_category_missing: { kind: 'invalid', en: 'This category no longer exists' },
  product_brand_missing: { kind: 'invalid', en: 'This brand no longer exists' },
  slug_invalid: { kind: 'invalid', en: 'Use lowercase letters, digits and single hyphens (e.g. galaxy-a55-5g)' },
  product_slug_taken: { kind: 'conflict', en: 'Another product already uses this address' },
  product_barcode_taken: { kind: 'conflict', en: 'Another product already has this barcode' },
  product_stale: { kind: 'conflict', en: 'This product was changed since you opened it' },
  // A colour the editor sent by id that the product no longer has: a conflict in the full editor
  // (it was loaded before the change), a bad request from the list's quick edit.
  product_colour_missing: { kind: 'conflict', en: 'This colour no longer exists; reload the product' },
  product_colour_picture_missing: {
    kind: 'conflict',
    en: 'This picture is no longer one of the product’s pictures; reload the product',
  },
  quick_edit_colour_missing: { kind: 'invalid', en: 'This colour no longer exists; reload the product' },
  product_colour_in_orders: {
    kind: 'conflict',
    en: 'This colour is in orders and cannot be removed: set its stock to 0 instead',
  },
  product_discount_above_price: { kind: 'invalid', en: 'The discount price cannot be higher than the price' },
  quick_edit_choose_colour: { kind: 'invalid', en: 'Choose the colour whose stock changes' },
  catalogue_category_not_found: { kind: 'not_found', en: 'Category not found' },
  category_name_taken: { kind: 'conflict', en: 'Another category already has this name' },
  category_slug_taken: { kind: 'conflict', en: 'Another category already uses this address' },
  category_order_invalid: { kind: 'invalid', en: 'List every category exactly once' },
  category_has_products_one: {
    kind: 'conflict',
    en: 'This category still has 1 product: move it to another category first',
  },
  category_has_products: {
    kind: 'conflict',
    en: 'This category still has {count} products: move them to another category first',
  },
  brand_not_found: { kind: 'not_found', en: 'Brand not found' },
  brand_name_taken: { kind: 'conflict', en: 'Another brand already has this name' },
  brand_slug_taken: { kind: 'conflict', en: 'Another brand already uses this address' },
  brand_has_products_one: { kind: 'conflict', en: 'This brand still has 1 product: change its brand first' },
  brand_has_products: { kind: 'conflict', en: 'This brand still has {count} products: change their brand first' },
  variant_combination_taken: { kind: 'conflict', en: 'Another variant already has these values' },
  variant_options_fixed: {
    kind: 'conflict',
    en: 'This product has other variants: rename its options, but keep their number',
  },
  variant_no_family: { kind: 'conflict', en: 'This product has no variants yet: name its options first' },
  variant_values_count: { kind: 'invalid', en: 'Give one value for each option' },
  variant_family_full: { kind: 'conflict', en: 'A product can have at most {max} variants' },
  search_words_line_not_found: { kind: 'not_found', en: 'This line was already removed' },
  search_words_unreadable: { kind: 'invalid', en: '“{word}” has no letters or digits the search can read' },
  search_words_same: {
    kind: 'invalid',
    en: 'The search reads these words as one: enter at least two different words',
  },
  search_words_line_exists: { kind: 'conflict', en: 'This line is already in the list' },
  search_words_list_full: { kind: 'conflict', en: 'The list is full ({max} lines): remove a line first' },

  // The staff's coupon editor
  coupon_not_found: { kind: 'not_found', en: 'Coupon not found' },
  coupon_code_taken: { kind: 'conflict', en: 'Another coupon already uses this code' },
  coupon_code_locked: {
    kind: 'conflict',
    en: 'Orders already use this code, so it cannot change: disable this coupon and create a new one instead',
  },
  coupon_stale: { kind: 'conflict', en: 'This coupon was changed since you opened it' },
  coupon_usage_limit_below_uses_one: {
    kind: 'invalid',
    en: 'This coupon has already been used 1 time: the limit cannot be lower',
  },
  coupon_usage_limit_below_uses: {
    kind: 'invalid',
    en: 'This coupon has already been used {uses} times: the limit cannot be lower',
  },
  coupon_has_orders: { kind: 'conflict', en: 'This coupon is in orders and cannot be deleted: disable it instead' },

  // The staff's customers screen
  admin_only: { kind: 'forbidden', en: 'Only admins can do this' },
  customer_not_found: { kind: 'not_found', en: 'Customer not found' },
  customer_disable_own: { kind: 'conflict', en: 'You cannot disable your own account' },
  customer_disable_staff: {
    kind: 'conflict',
    en: 'This account has a staff role: remove the role on the Staff screen first',
  },
  customer_already_disabled: { kind: 'conflict', en: 'This account is already disabled' },
  customer_not_disabled: { kind: 'conflict', en: 'This account is not disabled' },
  customer_erased_for_good: {
    kind: 'conflict',
    en: 'This account was erased on request and cannot sign in again',
  },
  customer_erase_own: { kind: 'conflict', en: 'You cannot erase your own account' },
  customer_erase_staff: { kind: 'conflict', en: 'This account has a staff role and cannot be erased here' },
  customer_already_erased: { kind: 'conflict', en: 'This account is already erased' },

  // The staff screen (roles)
  staff_account_not_found: {
    kind: 'not_found',
    en: 'No account uses this e-mail address. The person must sign up first.',
  },
  staff_account_disabled: {
    kind: 'conflict',
    en: 'This account is disabled: enable it on the Customers screen first',
  },
  staff_already_staff: {
    kind: 'conflict',
    en: 'This person already has a staff role; change it in the list instead',
  },
  staff_member_not_found: { kind: 'not_found', en: 'This person is not staff' },
  staff_own_admin_role: { kind: 'conflict', en: 'You cannot remove your own admin role; ask another admin' },
  staff_last_admin: { kind: 'conflict', en: 'The shop needs at least one admin: make someone else admin first' },
  // Orders taken by staff (issue #36, draft-orders.ts)
  draft_not_found: { kind: 'not_found', en: 'This draft order was not found' },
  draft_not_open: { kind: 'conflict', en: 'This draft has already been placed or cancelled' },
  draft_customer_not_found: {
    kind: 'invalid',
    en: 'That customer account no longer exists: choose the customer again',
  },
  draft_customer_exists: { kind: 'conflict', en: 'An account with this e-mail exists: find the customer by it' },
  draft_customer_disabled: { kind: 'conflict', en: 'This customer account is disabled' },
  pay_link_not_found: {
    kind: 'not_found',
    en: 'This payment link is not valid or has expired: ask the shop for a new one',
  },
  pay_link_paid: { kind: 'conflict', en: 'This order has been paid: thank you' },
  pay_link_closed: { kind: 'conflict', en: 'This order can no longer be paid online: please call the shop' },

  // The shop's settings (staff): payment methods, credentials, e-mail server, logo, pages and blog
  settings_no_available_method: {
    kind: 'invalid',
    en: 'None of the chosen payment methods can take payments in this shop yet: also choose one that is set up (Cash on Delivery always is)',
  },
  payment_merchant_code_required: {
    kind: 'invalid',
    en: 'Enter the product code eSewa gave the shop, for example EPAYTEST',
  },
  payment_secret_required: { kind: 'invalid', en: 'Enter the secret key' },
  mail_server_not_saved: { kind: 'conflict', en: 'Save an e-mail server first' },
  logo_file_type: {
    kind: 'invalid',
    en: 'Upload the logo as PNG, WebP or JPEG (SVG files are refused: they can carry scripts)',
  },
  // The same words, answered before the body is read when its Content-Type is not a picture's.
  logo_media_type: {
    kind: 'unsupported_media_type',
    en: 'Upload the logo as PNG, WebP or JPEG (SVG files are refused: they can carry scripts)',
  },
  logo_unreadable: { kind: 'invalid', en: 'The file could not be read as an image' },
  logo_too_small: { kind: 'invalid', en: 'The logo must be at least 64 pixels high' },
  logo_too_many_pixels: { kind: 'invalid', en: 'The picture is too large (at most 50 megapixels)' },
  content_page_slug_invalid: {
    kind: 'invalid',
    en: 'Choose one of the pages: about, warranty, privacy-policy or terms-and-conditions',
  },
  content_page_already_built_in: { kind: 'conflict', en: 'The shop already shows the built-in page' },
  content_page_built_in: { kind: 'not_found', en: 'This page is the built-in one: nothing has been published' },
  content_page_revision_not_found: { kind: 'not_found', en: 'This page has no such version' },
  blog_post_not_found: { kind: 'not_found', en: 'There is no such blog post' },
  blog_cover_invalid: { kind: 'invalid', en: 'Use a picture uploaded here' },
  blog_post_not_published: { kind: 'conflict', en: 'This post is not published' },
  blog_post_published_once: {
    kind: 'conflict',
    en: 'This post has been published: unpublish it instead, so its history stays',
  },
  blog_revision_not_found: { kind: 'not_found', en: 'This post has no such version' },

  // The order desk (staff): moves, undo, refunds and suspicious holds
  order_already_status: { kind: 'conflict', en: 'This order is already {status}' },
  order_move_not_allowed: { kind: 'conflict', en: 'A {from} order cannot move to {to}' },
  order_pickup_not_shipped: {
    kind: 'conflict',
    en: 'This order is picked up at the shop: mark it Ready for pickup instead',
  },
  order_not_pickup: { kind: 'conflict', en: 'Only a store-pickup order can be Ready for pickup' },
  order_not_paid_yet: {
    kind: 'conflict',
    en: 'This {gateway} order is not paid yet: process it once the payment has arrived',
  },
  order_changed_meanwhile: { kind: 'conflict', en: 'The order changed meanwhile; reload it and try again' },
  shipment_courier_required: { kind: 'invalid', en: 'Please choose the courier' },
  cancel_reason_required: { kind: 'invalid', en: 'Please give the reason for cancelling' },
  undo_nothing: { kind: 'conflict', en: 'There is no change to undo on this order' },
  undo_too_late: { kind: 'conflict', en: 'Too late to undo: a change can be undone only within a minute' },
  undo_not_yours: { kind: 'conflict', en: 'Only the staff member who made this change can undo it' },
  undo_bill_issued: {
    kind: 'conflict',
    en: 'This delivery issued the bill, and an issued bill is never withdrawn: it cannot be undone',
  },
  // refund_nothing_selected's words, but a bad request: the order desk's choice is wrong as sent.
  staff_refund_nothing_selected: {
    kind: 'invalid',
    en: 'Choose at least one item or the delivery charge to refund',
  },
  cod_hold_not_releasable: {
    kind: 'conflict',
    en: 'Only an open, unpaid cash-on-delivery order can be released',
  },

  // Product images (staff)
  image_too_many: { kind: 'unprocessable', en: 'A product can have at most {max} images; delete one first' },
  image_not_found: { kind: 'not_found', en: 'Image not found' },
  image_order_changed: {
    kind: 'conflict',
    en: "The product's images changed since the list was loaded; reload and try again",
  },
  image_file_missing: { kind: 'invalid', en: 'Choose an image file' },
  image_file_type: { kind: 'invalid', en: 'Upload a JPEG, PNG, WebP or AVIF image' },
  // The same words, answered before the body is read when its Content-Type is not a picture's.
  image_media_type: { kind: 'unsupported_media_type', en: 'Upload a JPEG, PNG, WebP or AVIF image' },
  image_unreadable: { kind: 'invalid', en: 'This image is damaged or incomplete; export it again and retry' },
  image_too_many_pixels: {
    kind: 'invalid',
    en: 'This image has too many pixels (at most 50 megapixels); make it smaller and retry',
  },
  image_too_large: { kind: 'payload_too_large', en: 'Images must be 10 MB or smaller' },

  // An account signed up with a mobile number alone (auth, account)
  email_required_for_account: { kind: 'invalid', en: 'Email is required' },
  phone_change_needs_email: {
    kind: 'invalid',
    en: 'You sign in with this number. Add an e-mail address before you change it',
  },
  // Bills (invoices) and credit notes
  bill_not_issued_yet: { kind: 'conflict', en: 'The bill is issued once the order is paid or delivered' },
  // A replacement shipment (issue #33) is no sale: the original order's bill stands.
  bill_replacement_not_sale: { kind: 'conflict', en: 'A replacement is not a sale: it has no bill of its own' },

  // The sales register's period and closing its months (accounts)
  register_fiscal_year_invalid: { kind: 'invalid', en: "Fiscal year must look like '2082/83'" },
  register_month_needs_year: { kind: 'invalid', en: 'Choose the fiscal year of the month' },
  register_period_one_kind: {
    kind: 'invalid',
    en: 'Choose a fiscal year (and month) or a range of days, not both',
  },
  register_range_incomplete: { kind: 'invalid', en: 'A range of days needs both its first and its last day' },
  register_date_invalid: { kind: 'invalid', en: 'Dates must be real days written YYYY-MM-DD' },
  register_bs_date_invalid: { kind: 'invalid', en: 'Bikram Sambat dates must be real days written YYYY-MM-DD' },
  register_range_backwards: { kind: 'invalid', en: 'The first day must not be after the last' },
  register_range_too_long: { kind: 'invalid', en: 'A register covers at most {max} days' },
  register_period_outside_calendar: {
    kind: 'invalid',
    en: 'The period is outside the Bikram Sambat calendar the shop knows',
  },
  register_month_outside_calendar: {
    kind: 'invalid',
    en: 'The month is outside the Bikram Sambat calendar the shop knows',
  },
  register_month_not_ended: {
    kind: 'conflict',
    en: 'A month can be closed only once it has ended: this month is not over yet',
  },
  register_month_already_closed: { kind: 'conflict', en: 'This month is already closed' },
  register_month_not_closed: { kind: 'conflict', en: 'This month is not closed' },
  // `label` is the month as the register names it: 'Mangsir 2082'.
  register_month_closed: {
    kind: 'conflict',
    en: 'The register of {label} is closed: no bill or credit note dated in it can be issued until the month is reopened with a reason',
  },

  // The contact inbox and the newsletter (staff, and the unsubscribe link)
  contact_message_not_found: { kind: 'not_found', en: 'This message does not exist (it may have been deleted)' },
  contact_already_replied: {
    kind: 'conflict',
    en: 'This message already has a reply. Write again from your mail program to follow up.',
  },
  contact_spam_reply: {
    kind: 'conflict',
    en: 'This message is marked as spam: mark it as not spam before replying',
  },
  newsletter_subscriber_not_found: { kind: 'not_found', en: 'This subscriber is no longer on the list' },
  newsletter_link_invalid: {
    kind: 'invalid',
    en: 'This unsubscribe link is not valid. Use the link from your most recent newsletter e-mail.',
  },

  // The shopper's saved addresses
  address_limit_reached: { kind: 'conflict', en: 'You can save up to {max} addresses. Delete one to add another.' },
  address_not_found: { kind: 'not_found', en: 'Address not found' },

  // The catalogue's CSV import (staff)
  csv_not_csv: { kind: 'unsupported_media_type', en: 'Send the CSV file as the request body (Content-Type: text/csv)' },
  csv_empty: { kind: 'invalid', en: 'The file is empty' },
  csv_too_large: { kind: 'payload_too_large', en: 'The file is too large: at most 5 MB (split it into several files)' },
  csv_too_many_rows: { kind: 'invalid', en: 'The file has more than {max} rows: split it into several files' },
  csv_quote_not_closed: { kind: 'invalid', en: 'Line {line}: a quoted value is not closed (a " is missing)' },
  csv_text_after_quote: {
    kind: 'invalid',
    en: 'Line {line}: text after a closing quote (write "" for a quote inside a quoted value)',
  },
  csv_no_key_column: { kind: 'invalid', en: 'The first row must name the columns, with slug or sku among them' },
  csv_no_value_column: {
    kind: 'invalid',
    en: 'The file has none of the columns price, discount_price, stock, colour_ne, short_description_ne, delivery_detail_ne, long_description_ne and barcode: nothing to change',
  },
  csv_unknown_column: {
    kind: 'invalid',
    en: 'Unknown column "{column}": the columns are slug, sku, name, colour, price, discount_price, stock, colour_ne, short_description_ne, delivery_detail_ne, long_description_ne, configuration and barcode',
  },
  csv_column_twice: { kind: 'invalid', en: 'The column {column} appears twice' },
  csv_catalogue_changed: {
    kind: 'conflict',
    en: 'The catalogue changed since the file was checked (an order or another admin): check the file again',
  },

  // Comparing products (answered with the products missing or each category, not thrown)
  compare_not_sold: { kind: 'not_found', en: 'These products are not sold here: {slugs}' },
  compare_mixed_categories: {
    kind: 'unprocessable',
    en: 'Only products of one category can be compared; these are from {categories}',
  },

  // CBMS (the tax office's billing system), the staff's resend
  cbms_off: {
    kind: 'conflict',
    en: 'CBMS sync is off: set CBMS_USERNAME, CBMS_PASSWORD and CBMS_URL, and save the shop’s PAN in the settings',
  },
  cbms_document_not_found: { kind: 'not_found', en: 'This order has no bill or credit note with that number' },
  cbms_already_sent: { kind: 'conflict', en: 'CBMS already has this document' },

  // The first run's setup page (/setup)
  setup_code_wrong: { kind: 'invalid', en: 'This setup code is not right. Copy it again from the server log' },
  setup_done: { kind: 'conflict', en: 'Setup is done: this shop already has an admin. Sign in instead' },
  // The same words, for the page's status once an admin exists: there is no setup page any more.
  setup_page_closed: { kind: 'not_found', en: 'Setup is done: this shop already has an admin. Sign in instead' },

  // Accounts: sign-up, sign-in, sessions, passwords and codes (auth, account)
  account_disabled: {
    kind: 'forbidden',
    en: 'This account has been disabled. Please contact the shop if you think this is a mistake',
  },
  // The same words when a session or a write of a disabled account is refused (401: sign in again).
  account_disabled_signed_out: {
    kind: 'unauthenticated',
    en: 'This account has been disabled. Please contact the shop if you think this is a mistake',
  },
  session_ended: { kind: 'unauthenticated', en: 'Your session has ended. Please log in again' },
  invalid_credentials: { kind: 'unauthenticated', en: 'Invalid email or password' },
  email_taken: { kind: 'conflict', en: 'An account with this e-mail already exists' },
  password_too_common: { kind: 'invalid', en: 'This password is too common. Choose a less common one' },
  otp_invalid: { kind: 'invalid', en: 'Invalid or expired OTP' },
  no_password_yet: { kind: 'invalid', en: 'This account has no password yet. Use Forgot Password to set one' },
  old_password_wrong: { kind: 'invalid', en: 'Old password is incorrect' },
  current_password_wrong: { kind: 'invalid', en: 'Current password is incorrect' },
  new_password_same: { kind: 'invalid', en: 'New password must be different from the old password' },
  verification_code_invalid: { kind: 'invalid', en: 'Invalid or expired code. Ask for a new one' },
  email_unchanged: { kind: 'invalid', en: 'This is already your e-mail address' },
  email_change_needs_password: {
    kind: 'invalid',
    en: 'Enter your current password to change your e-mail address',
  },
  phone_already_verified: { kind: 'invalid', en: 'Your mobile number is already verified' },
  phone_needs_mobile: { kind: 'invalid', en: 'Save a valid Nepali mobile number in your account details first' },
  phone_verified_elsewhere: { kind: 'conflict', en: 'This mobile number is already verified on another account' },
  sms_unavailable: { kind: 'unavailable', en: 'This shop does not send text messages' },

  // The CSV import's row errors (issue #31): listed with the file's line and column, not thrown,
  // so the whole file is checked at once. Amounts come formatted ('2,600'), as the English shows them.
  csv_no_product: { kind: 'invalid', en: 'The row names no product (slug or sku is empty)' },
  csv_unknown_sku: { kind: 'invalid', en: 'No product has the sku "{sku}"' },
  csv_sku_other_slug: { kind: 'invalid', en: 'The sku {sku} is {slug}, not {given}' },
  csv_unknown_slug: { kind: 'invalid', en: 'No product has the slug "{slug}"' },
  csv_not_sold_by_colour: { kind: 'invalid', en: '{product} is not sold by colour: leave the colour empty' },
  csv_unknown_colour: { kind: 'invalid', en: '{product} has no colour "{colour}" (its colours: {colours})' },
  csv_colour_ambiguous: {
    kind: 'invalid',
    en: '{product} has {count} colours named "{colour}": change their stock on the product\'s page',
  },
  csv_duplicate_row: { kind: 'invalid', en: 'Duplicate row: line {earlier_line} is already {slug}' },
  csv_duplicate_colour_row: { kind: 'invalid', en: 'Duplicate row: line {earlier_line} is already {slug} ({colour})' },
  csv_price_negative: { kind: 'invalid', en: 'Price cannot be negative' },
  csv_price_not_amount: {
    kind: 'invalid',
    en: 'Price "{text}" is not an amount in rupees (like 1234 or 1234.50)',
  },
  csv_price_not_positive: { kind: 'invalid', en: 'Price must be more than 0' },
  csv_price_too_high: { kind: 'invalid', en: 'Price must be at most Rs. {max}' },
  csv_price_differs: {
    kind: 'invalid',
    en: 'Price Rs. {price} differs from Rs. {earlier_price} on line {earlier_line} (the same product)',
  },
  csv_discount_price_negative: { kind: 'invalid', en: 'Discount price cannot be negative' },
  csv_discount_price_not_amount: {
    kind: 'invalid',
    en: 'Discount price "{text}" is not an amount in rupees (like 1234 or 1234.50)',
  },
  csv_discount_price_not_positive: { kind: 'invalid', en: 'Discount price must be more than 0' },
  csv_discount_price_too_high: { kind: 'invalid', en: 'Discount price must be at most Rs. {max}' },
  csv_discount_price_differs: {
    kind: 'invalid',
    en: 'Discount price Rs. {price} differs from Rs. {earlier_price} on line {earlier_line} (the same product)',
  },
  csv_discount_above_price: { kind: 'invalid', en: 'Discount price Rs. {discount} is above the price Rs. {price}' },
  csv_stock_negative: { kind: 'invalid', en: 'Stock cannot be negative' },
  csv_stock_not_whole: { kind: 'invalid', en: 'Stock "{text}" is not a whole number' },
  csv_stock_too_high: { kind: 'invalid', en: 'Stock must be at most {max}' },
  csv_stock_needs_colour: {
    kind: 'invalid',
    en: '{product} is sold by colour: set its stock on one row per colour ({colours})',
  },
  csv_colour_ne_needs_colour: { kind: 'invalid', en: 'Name the colour whose Nepali name this is ({colours})' },
  csv_colour_ne_not_sold_by_colour: { kind: 'invalid', en: '{product} is not sold by colour: leave colour_ne empty' },
  csv_text_too_long: { kind: 'invalid', en: 'This text is too long (at most {max} characters)' },
  csv_text_html: {
    kind: 'invalid',
    en: 'Plain text only: remove the HTML tags (a blank line starts a new paragraph)',
  },
  csv_text_differs: {
    kind: 'invalid',
    en: '{column} differs from line {earlier_line} (the same product): give it once, or the same on every row',
  },
  csv_barcode_invalid: {
    kind: 'invalid',
    en: 'A barcode is 4 to 32 letters, digits or hyphens, as printed under the bars',
  },
  csv_barcode_differs: {
    kind: 'invalid',
    en: 'Barcode {barcode} differs from {earlier_barcode} on line {earlier_line} (the same product)',
  },
  csv_barcode_given_twice: {
    kind: 'invalid',
    en: 'Barcode {barcode} is given to another product on line {earlier_line}',
  },
  csv_barcode_taken: { kind: 'invalid', en: 'Another product already has this barcode ({product})' },
} as const satisfies Record<string, RefusalEntry>;

export type RefusalCode = keyof typeof REFUSALS;

/** 'Only {left} left of {product}' → 'left' | 'product'. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters a code's words need, by name: a code without any takes none. */
export type RefusalParams<Code extends RefusalCode> = {
  readonly [Name in Placeholders<(typeof REFUSALS)[Code]['en']>]: string | number;
};

/** A code with its parameters, as the answer and the field messages carry it. */
export interface CodedRefusal {
  code: string;
  params?: Readonly<Record<string, string | number>>;
}

/** Whether `code` is one of the catalogue's (an answer from an older or newer server may not be). */
export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(REFUSALS, code);
}

/** The English words of a code. */
export function refusalInEnglish<Code extends RefusalCode>(code: Code, params?: RefusalParams<Code>): string {
  return fillRefusal(REFUSALS[code].en, params);
}
