import { FAQ_CATEGORIES, type FaqCategory } from '@pasal/contract';
import { methodList, POLICY, type ShopFacts } from './policy-facts';

// The FAQ page's built-in questions (12, docs/rules/content.md#faq) and the link
// other pages use to open it on one section.

// The categories are the contract's: the owner's own questions (issue #32) use the same six.
export { FAQ_CATEGORIES, type FaqCategory };
/** The chip row: 'All' plus every category. */
export const FAQ_FILTERS = ['All', ...FAQ_CATEGORIES] as const;
export type FaqFilter = (typeof FAQ_FILTERS)[number];

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  category: FaqCategory;
  /** 'en' on a Nepali page when the owner wrote no Nepali for the question (issue #32). */
  lang?: 'en';
}

/** The id of the FAQ list section: links land on `/faq#activeExist` (docs/rules/content.md#faq). */
export const FAQ_SECTION_ID = 'activeExist';
export const FAQ_SECTION_PATH = `/faq#${FAQ_SECTION_ID}`;

/**
 * Navigation state that opens the FAQ with one category chosen, e.g.
 * `<Link to={FAQ_SECTION_PATH} state={faqLinkState('Shipping')}>`.
 */
export interface FaqLinkState {
  category: FaqCategory;
}

export function faqLinkState(category: FaqCategory): FaqLinkState {
  return { category };
}

function isFaqCategory(value: unknown): value is FaqCategory {
  return typeof value === 'string' && (FAQ_CATEGORIES as readonly string[]).includes(value);
}

/** The category named by navigation state (or by `?category=`, for shared links); else 'All'. */
export function faqFilterFrom(state: unknown, search = ''): FaqFilter {
  if (typeof state === 'object' && state !== null && 'category' in state) {
    const { category } = state as { category: unknown };
    if (isFaqCategory(category)) return category;
  }
  const fromQuery = new URLSearchParams(search).get('category');
  return isFaqCategory(fromQuery) ? fromQuery : 'All';
}

const WAYS_TO_PAY = {
  Esewa: 'with eSewa',
  Khalti: 'with Khalti',
  COD: 'in cash when the order is delivered (Cash on Delivery)',
} as const;

/** "with eSewa, with Khalti, or in cash when the order is delivered (Cash on Delivery)" */
function waysToPay(facts: ShopFacts): string {
  const ways = facts.paymentMethods.map((method) => WAYS_TO_PAY[method]);
  if (ways.length <= 2) return ways.join(' or ');
  return `${ways.slice(0, -1).join(', ')}, or ${ways[ways.length - 1]}`;
}

/** The questions, worded with the shop's settings (threshold, payment methods). */
export function faqEntries(facts: ShopFacts): FaqEntry[] {
  return [
    {
      id: 1,
      category: 'Ordering',
      question: 'How do I place an order?',
      answer: `Add the products you want to your cart, open the cart and choose Checkout. Log in (or create an account), enter your delivery address in Nepal, pick ${methodList(facts.paymentMethods, 'or')} and place the order. You receive an e-mail confirming it straight away.`,
    },
    {
      id: 2,
      category: 'Ordering',
      question: 'Can I change or cancel my order after placing it?',
      answer: `Yes, within ${POLICY.orderChangeWindow} of placing it. Cancel a pending order yourself from Profile → Orders, or contact us within that hour to change the address, colour or quantity. After an hour the order is being packed and can no longer be changed; once it arrives you can still use our return policy.`,
    },
    {
      id: 3,
      category: 'Shipping',
      question: 'Where do you deliver?',
      answer:
        'We ship only within Nepal, to every province. Enter your full address with a nearby landmark so our courier can find you easily.',
    },
    {
      id: 4,
      category: 'Shipping',
      question: 'How long does delivery take and how much does it cost?',
      answer: `Inside the Kathmandu Valley we deliver ${POLICY.valleyDelivery}; outside the valley delivery takes ${POLICY.outsideValleyDelivery}. Delivery is free on orders above ${facts.freeDeliveryThreshold}; below that the delivery charge is shown at checkout. Once your order ships we e-mail you its tracking number.`,
    },
    {
      id: 5,
      category: 'Returns',
      question: 'What is your return policy?',
      answer: `Most products can be returned within ${POLICY.standardReturnDays} days of delivery in their original condition, with all accessories and the original packaging. Products that carry a manufacturer's warranty can be returned within ${POLICY.warrantedReturnDays} days of delivery if they develop a manufacturing defect. After these windows a sale is final and faults are handled as warranty claims.`,
    },
    {
      id: 6,
      category: 'Returns',
      question: 'How do I return a product and when will I get my refund?',
      answer: `Contact us with your order number and the reason for the return; we arrange a pickup or you can bring it to our shop in {place}. Once the product passes inspection we refund you within ${POLICY.refundTime}: to your eSewa or Khalti account for online payments, or by bank transfer for Cash on Delivery orders.`,
    },
    {
      id: 7,
      category: 'Products',
      question: 'Are your products genuine?',
      answer:
        "Yes. Every product is 100% authentic and comes from the brand's authorised distributors in Nepal, with the official warranty card where the brand offers one. Smartphones are sold with IMEI numbers registered with the Nepal Telecommunications Authority, so they work on every network.",
    },
    {
      id: 8,
      category: 'Products',
      question: 'Do products come with a warranty?',
      answer: `Most electronics carry the manufacturer's official warranty; the period is on the product page and on the warranty card. Bring or send a faulty product with its bill and warranty card and we handle the claim with the service centre. A warranty claim takes ${POLICY.warrantyClaimTime}.`,
    },
    {
      id: 9,
      category: 'Payment',
      question: 'Which payment methods do you accept?',
      answer: `You can pay ${waysToPay(facts)}. Prices are in Nepalese rupees and include VAT.`,
    },
    {
      id: 10,
      category: 'Payment',
      question: 'Is it safe to pay online?',
      answer:
        "Yes. You pay on eSewa's or Khalti's own secure page, so we never see your wallet PIN or password. We confirm every payment with the provider before we accept the order. If money left your wallet but the order shows as unpaid, contact us with the transaction ID and we will sort it out.",
    },
    {
      id: 11,
      category: 'Account',
      question: 'Do I need an account to shop?',
      answer: `You can browse, fill your cart and keep a wishlist without an account. To check out, follow your orders, write reviews and ask questions you need to log in. Accounts are for people aged ${POLICY.minimumAge} or over.`,
    },
    {
      id: 12,
      category: 'Account',
      question: 'I forgot my password. How do I reset it?',
      answer:
        'Choose "Forgot password" on the login page and enter your e-mail address. We e-mail you a 6-digit code that is valid for 10 minutes; enter it with your new password and you can log in again.',
    },
  ];
}
