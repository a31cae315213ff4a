import { PAYMENT_METHOD_NAMES, POLICY, type ShopFacts } from './policy-facts';

// The Warranty, Privacy Policy and Terms and Conditions pages (docs/rules/content.md#policy-pages).
// A section's body is a list of paragraphs (string) and bullet lists (string[]).
// How "all sales are final" is reconciled with the return windows: docs/decisions.md.

export interface PolicySection {
  id: string;
  title: string;
  body: Array<string | string[]>;
}

export const POLICIES_UPDATED = '22 November 2026';

const returnWindows = [
  `Most products: within ${POLICY.standardReturnDays} days of delivery, for any reason, in their original condition with all accessories, manuals, free gifts and the original packaging.`,
  `Products with a manufacturer's warranty: within ${POLICY.warrantedReturnDays} days of delivery if they develop a manufacturing defect. We replace the product, or refund you if a replacement is not available.`,
  'In-ear audio products (earbuds and neckbands) can be returned once their hygiene seal is opened only when they are defective.',
];

export const WARRANTY_SECTIONS: PolicySection[] = [
  {
    id: 'coverage',
    title: 'What the warranty covers',
    body: [
      "Every product we sell is genuine and comes with the manufacturer's official warranty where the brand offers one. The warranty period is shown on the product page and on the warranty card in the box, and it starts on the date of your bill.",
      'The warranty covers manufacturing defects that appear under normal use: a device that does not power on, a faulty screen, speaker, microphone, port or button, or a battery that fails within the period the brand guarantees.',
    ],
  },
  {
    id: 'exclusions',
    title: 'What is not covered',
    body: [
      [
        'Physical damage: cracked screens, dents, bent frames.',
        'Liquid damage, unless the product is sold as water resistant and was used within its rating.',
        'Repairs or opening by anyone other than an authorised service centre.',
        'Software modifications such as rooting or unofficial firmware.',
        'Normal wear: scratches, fading and the gradual loss of battery capacity over time.',
        'Products without the bill or the warranty card.',
      ],
    ],
  },
  {
    id: 'early-returns',
    title: 'Returns in the first days',
    body: [
      'Before a warranty claim is needed, our return policy applies:',
      returnWindows,
      'After these windows the sale is final and a fault is handled as a warranty claim, as described below.',
    ],
  },
  {
    id: 'claims',
    title: 'How to make a warranty claim',
    body: [
      [
        'Contact us with your order number, a short description of the fault and, if you can, a photo or video of it.',
        'Bring the product with its bill and warranty card to our shop in {place}, or we arrange a pickup inside the Kathmandu Valley. From outside the valley, send it to us by courier; we pay the return shipping for valid claims.',
        "We hand the product to the brand's authorised service centre and keep you updated until it is back with you.",
      ],
    ],
  },
  {
    id: 'claim-time',
    title: 'How long a claim takes',
    body: [
      `A warranty claim takes ${POLICY.warrantyClaimTime}, depending on the brand and on whether parts have to be imported. The service centre repairs the product or, if it cannot be repaired, replaces it according to the brand's warranty terms.`,
    ],
  },
  {
    id: 'after-warranty',
    title: 'After the warranty ends',
    body: [
      'We can still arrange a paid repair through the authorised service centre. You get a quote first and nothing is repaired without your approval.',
    ],
  },
];

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: [
      [
        'Account details: your name, e-mail address, phone number and password (stored only as a secure hash).',
        'Delivery details: your address in Nepal and the landmark you give us.',
        'Orders: what you bought, when, the total and the payment method.',
        'Messages you send us through the contact form, and reviews and questions you post on product pages.',
        'Payments: eSewa and Khalti tell us whether a payment succeeded and its transaction ID. We never see or store your wallet PIN or password.',
      ],
    ],
  },
  {
    id: 'use',
    title: 'How we use it',
    body: [
      [
        'To process, deliver and support your orders, and to handle returns and warranty claims.',
        'To send you e-mails about your orders, your account and password reset codes.',
        'To send our newsletter, only if you subscribed; every newsletter can be cancelled.',
        'To keep the shop secure and prevent fraud.',
      ],
      'We never sell your personal data.',
    ],
  },
  {
    id: 'share',
    title: 'Who we share it with',
    body: [
      [
        'Our delivery partners receive your name, phone number and address to deliver your order.',
        'eSewa and Khalti receive the order number and amount when you pay with them.',
        'Authorities, when Nepali law requires it.',
      ],
      'Your name appears next to the reviews and questions you post on product pages.',
    ],
  },
  {
    id: 'storage',
    title: 'Cookies and browser storage',
    body: [
      'We use one essential, secure cookie to keep you logged in. Your cart, wishlist and recently viewed products are kept in your own browser. We use no advertising cookies and no third-party trackers.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: [
      "We keep order records and bills for as long as Nepal's tax laws require. Other data is kept while your account is active; when you ask us to delete your account we delete or anonymise what the law does not require us to keep.",
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: [
      "You can ask to see, correct or delete the personal data we hold about you, in line with Nepal's Individual Privacy Act, 2075 (2018). Write to us through the contact page or to our grievance officer (details on the Terms and Conditions page).",
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      `{shop} does not serve children under ${POLICY.minimumAge}. We do not knowingly collect personal data from them; if we learn that we have, we delete it.`,
    ],
  },
  {
    id: 'security',
    title: 'Security',
    body: [
      'Passwords are stored only as salted hashes, the shop is served over HTTPS, login sessions expire and can be ended by logging out, and only staff who need your data to serve you can access it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      'If we change this policy we update this page and its date. Significant changes are announced by e-mail to account holders.',
    ],
  },
];

/** The terms, worded with the shop's settings (payment methods, threshold). */
export function termsSections(facts: ShopFacts): PolicySection[] {
  return [
    {
      id: 'accounts',
      title: 'Accounts',
      body: [
        `You must be ${POLICY.minimumAge} or older to create an account or buy from {shop}; we do not serve children under ${POLICY.minimumAge}. Keep your password to yourself and tell us if you think someone else has used your account.`,
      ],
    },
    {
      id: 'prices',
      title: 'Products and prices',
      body: [
        'Prices are in Nepalese rupees and include VAT. Pictures show the product as closely as we can; colours on screen may differ slightly. If a price on the site is clearly wrong, we contact you before shipping and you may cancel for a full refund.',
      ],
    },
    {
      id: 'orders',
      title: 'Orders',
      body: [
        'Your order is accepted when we confirm it by e-mail. We reserve the stock for you when you place the order. If a product turns out to be unavailable we cancel that part of the order and refund anything you paid for it.',
        `You can modify or cancel an order within ${POLICY.orderChangeWindow} of placing it: cancel a pending order from Profile → Orders, or contact us to change it. After that the order is being packed and cannot be changed.`,
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      body: [
        `We accept ${facts.paymentMethods.map((method) => PAYMENT_METHOD_NAMES[method]).join(', ')}. Online payments are confirmed with the payment provider before the order is accepted.${facts.paymentMethods.includes('COD') ? ' With Cash on Delivery you pay the courier when the order arrives.' : ''}`,
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery',
      body: [
        [
          'We deliver only within Nepal.',
          `Inside the Kathmandu Valley: ${POLICY.valleyDelivery}.`,
          `Outside the Kathmandu Valley: ${POLICY.outsideValleyDelivery}.`,
          `Delivery is free on orders above ${facts.freeDeliveryThreshold}; otherwise the delivery charge is shown at checkout.`,
        ],
        'Please check the parcel when it arrives and tell us within 24 hours if it is damaged or something is missing.',
      ],
    },
    {
      id: 'returns',
      title: 'Returns and final sale',
      body: [
        'All sales are final, except for the returns described here and the warranty:',
        returnWindows,
        `Refunds are paid within ${POLICY.refundTime} after the returned product passes inspection: to your eSewa or Khalti account for online payments, or by bank transfer for Cash on Delivery orders. Once these windows have passed, the sale is final: we do not take back or refund a product for a change of mind, and faults are handled under the manufacturer's warranty.`,
      ],
    },
    {
      id: 'warranty',
      title: 'Warranty',
      body: [
        `Products carry the manufacturer's official warranty where the brand offers one. We handle claims with the authorised service centre; a claim takes ${POLICY.warrantyClaimTime}. See the Warranty page for what is covered.`,
      ],
    },
    {
      id: 'content',
      title: 'Reviews and questions',
      body: [
        'Reviews and questions must be honest, about the product and free of abuse, personal data and advertising. We may remove content that breaks these rules.',
      ],
    },
    {
      id: 'liability',
      title: 'Your statutory rights',
      body: [
        "Nothing in these terms limits your rights under Nepal's Consumer Protection Act, 2075 (2018) or other Nepali law.",
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      body: [
        'Contact us first through the contact page; most problems are solved within a day. If you are not satisfied, write to our grievance officer (details below). We acknowledge every complaint within 2 working days and aim to resolve it within 7 working days.',
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      body: ['These terms are governed by the laws of Nepal, and the courts of Kathmandu have jurisdiction.'],
    },
  ];
}
