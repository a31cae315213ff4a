// The shop's policy facts (spec §9 "Static policy facts"), written once and quoted by the FAQ,
// the contact page, the blog and the Warranty, Privacy and Terms pages so they never disagree.
// How "all sales are final" fits with the return windows: docs/decisions.md.

export const POLICY = {
  /** Orders can be modified or cancelled within one hour of being placed. */
  orderChangeWindow: 'one hour',
  /** Most products: returned within 7 days of delivery. */
  standardReturnDays: 7,
  /** Products with a manufacturer's warranty: returned within 30 days for a manufacturing defect. */
  warrantedReturnDays: 30,
  valleyDelivery: 'the same day or the next business day',
  outsideValleyDelivery: '2 to 7 business days',
  warrantyClaimTime: '7 to 21 working days',
  refundTime: '7 working days',
  minimumAge: 13,
  freeDeliveryThreshold: 'NPR 10,000',
  openingHours: 'Mon - Sat 9AM - 7PM',
} as const;

export const PAYMENT_METHODS = ['eSewa', 'Khalti', 'Cash on Delivery (COD)'] as const;
