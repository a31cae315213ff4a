import {
  BACK_IN_STOCK_MESSAGES,
  reviewMessages,
  reviewWord,
  staffReplyLabel,
  starLabel,
  type QuestionList,
  type ReviewList,
} from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, t } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { QuestionsTab } from './questions-tab';
import { ReviewsTab } from './reviews-tab';
import { fakeApi, product, renderOnProductPage, signIn, signOut } from '../../testing';

// Reviews and questions in Nepali (issue #20): the tabs' words, counts, ratings and dates in
// Devanagari digits; what shoppers wrote and their names stay as written.

const reviewList: ReviewList = {
  data: [
    {
      id: 2,
      rating: 5,
      review_text: 'Ramro camera.',
      verified_purchase: true,
      created_at: '2025-06-02T08:30:00.000Z',
      updated_at: '2025-06-02T08:30:00.000Z',
      user: { first_name: 'Anita', last_name: 'Gurung' },
      staff_reply: { text: 'Dhanyabad!', replied_at: '2025-06-03T09:00:00.000Z' },
    },
  ],
  count: 1,
  page: 1,
  total_pages: 1,
  overall_rating: 4.25,
  total_ratings: 12,
  my_review: null,
};

const questionList: QuestionList = {
  data: [
    {
      id: 9,
      question: 'eSIM chalcha?',
      created_at: '2025-06-01T09:00:00.000Z',
      user: { first_name: 'Sita', last_name: 'Sharma' },
      answer: 'Chalcha.',
      answered_by: { first_name: 'Pasal', last_name: 'Support' },
      answered_at: '2025-06-03T10:00:00.000Z',
    },
    {
      id: 8,
      question: 'Charger aauchha?',
      created_at: '2025-05-30T09:00:00.000Z',
      user: { first_name: 'Ram', last_name: 'Thapa' },
      answer: null,
      answered_by: null,
      answered_at: null,
    },
  ],
  count: 2,
  page: 1,
  total_pages: 1,
};

const serveLists = () =>
  fakeApi(({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path.startsWith('/api/v1/reviews/?product_slug=galaxy-a55')) return { status: 200, body: reviewList };
    if (path.startsWith('/api/v1/questions/?product_slug=galaxy-a55')) return { status: 200, body: questionList };
    if (path === '/api/v1/shop/') return { status: 200, body: { data: { name: 'Pasal Electronics' } } };
    return undefined;
  });

describe('reviews and questions in Nepali', { timeout: 20_000 }, () => {
  beforeEach(() => activateLocale('ne', ne));
  afterEach(() => {
    activateLocale('en', en);
    signOut();
  });

  it('shows the average, the count and each review in Nepali, with Devanagari digits', async () => {
    serveLists();
    renderOnProductPage(<ReviewsTab product={product} />);
    const list = await screen.findByRole('list', { name: 'समीक्षाहरू' });
    expect(screen.getByRole('heading', { name: 'ग्राहक समीक्षाहरू' })).toBeInTheDocument();
    expect(screen.getByTestId('average-rating')).toHaveTextContent('४.३ (५ मध्ये)');
    expect(screen.getByText('१२ समीक्षाका आधारमा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'समीक्षा लेख्नुहोस्' })).toBeInTheDocument();
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Anita Gurung');
    expect(item).toHaveTextContent('प्रमाणित खरिद');
    expect(item).toHaveTextContent('२०२५-०६-०२');
    expect(await within(item!).findByText('Pasal Electronics को जवाफ')).toBeInTheDocument();
  });

  it('opens the review dialog in Nepali with stars read in Nepali', async () => {
    serveLists();
    signIn();
    renderOnProductPage(<ReviewsTab product={product} />);
    await screen.findByRole('list', { name: 'समीक्षाहरू' });
    await userEvent.click(screen.getByRole('button', { name: 'समीक्षा लेख्नुहोस्' }));
    const dialog = await screen.findByRole('dialog', { name: 'समीक्षा लेख्नुहोस्' });
    expect(dialog).toHaveTextContent('Galaxy A55 बारे तपाईंको विचार अरू ग्राहकलाई बताउनुहोस्।');
    expect(within(dialog).getByRole('radio', { name: '३ तारा' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'सन्देश' })).toHaveAttribute(
      'placeholder',
      'तपाईंलाई के मन पर्‍यो वा परेन? यसलाई कसरी प्रयोग गर्नुहुन्छ?',
    );
    expect(within(dialog).getByRole('button', { name: 'समीक्षा पठाउनुहोस्' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द गर्नुहोस्' })).toBeInTheDocument();
  });

  it('lists questions and answers in Nepali, the date inside the sentence where Nepali puts it', async () => {
    serveLists();
    renderOnProductPage(<QuestionsTab product={product} />);
    const list = await screen.findByRole('list', { name: 'प्रश्नहरू' });
    expect(screen.getByRole('heading', { name: 'प्रश्न र उत्तर' })).toBeInTheDocument();
    expect(screen.getByText('यो सामानबारे २ प्रश्न')).toBeInTheDocument();
    const [answered, open] = within(list).getAllByRole('listitem');
    expect(answered).toHaveTextContent('Sita Sharma ले २०२५-०६-०१ मा सोध्नुभएको');
    expect(answered).toHaveTextContent('Pasal Support ले २०२५-०६-०३ मा जवाफ दिनुभएको');
    expect(answered!.querySelector('time')).toHaveAttribute('datetime', '2025-06-01T09:00:00.000Z');
    expect(open).toHaveTextContent('अहिलेसम्म जवाफ आएको छैन।');
    expect(screen.getByRole('button', { name: 'प्रश्न सोध्नुहोस्' })).toBeInTheDocument();
  });
});

describe("the English catalogue keeps the contract's words", () => {
  // These texts are also the contract's (the server answers with them, other pages use them):
  // the page now looks them up in the catalogue, so a change on one side must reach the other.
  it('matches the back-in-stock, review and rating wording', () => {
    expect({
      button: t('product.backInStockButton'),
      visitor: t('product.backInStockVisitorButton'),
      already: t('product.backInStockAlreadySubscribed'),
      subscribed: t('product.backInStockSubscribed'),
      cancelled: t('product.backInStockCancelled'),
      failure: t('product.backInStockFailure'),
      added: t('reviews.reviewAdded'),
      question: t('reviews.questionSubmitted'),
      failed: t('reviews.failed'),
    }).toEqual({
      button: BACK_IN_STOCK_MESSAGES.buttonLabel,
      visitor: BACK_IN_STOCK_MESSAGES.visitorButtonLabel,
      already: BACK_IN_STOCK_MESSAGES.alreadySubscribed,
      subscribed: BACK_IN_STOCK_MESSAGES.subscribed,
      cancelled: BACK_IN_STOCK_MESSAGES.cancelled,
      failure: BACK_IN_STOCK_MESSAGES.failure,
      added: reviewMessages.added,
      question: reviewMessages.questionSubmitted,
      failed: reviewMessages.failed,
    });
    for (const stars of [1, 2, 5]) expect(t('reviews.starCount', { stars, n: String(stars) })).toBe(starLabel(stars));
    for (const count of [0, 1, 2, 1234])
      expect(t('reviews.basedOn', { count, n: String(count) })).toBe(`Based on ${count} ${reviewWord(count)}`);
    expect(t('reviews.replyFrom', { name: 'Pasal' })).toBe(staffReplyLabel('Pasal'));
    expect(t('reviews.replyFromTheShop')).toBe(staffReplyLabel(null));
  });
});
