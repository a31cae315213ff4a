import type { QuestionList, ReviewList } from '@pasal/contract';
import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionsTab } from './questions-tab';
import { ReviewsTab } from './reviews-tab';
import { feedbackKindFromState, useReviewTabFromState } from './router-state';
import { fakeApi, product, renderOnProductPage, signIn, signOut } from '../../testing';

const reviewList: ReviewList = {
  data: [
    {
      id: 2,
      rating: 5,
      review_text: 'Superb camera.\nBattery lasts two days.',
      verified_purchase: true,
      created_at: '2025-06-02T08:30:00.000Z',
      updated_at: '2025-06-02T08:30:00.000Z',
      user: { first_name: 'Anita', last_name: 'Gurung' },
      staff_reply: { text: 'Thank you, Anita!\nEnjoy the camera.', replied_at: '2025-06-03T09:00:00.000Z' },
    },
    {
      id: 1,
      rating: 3,
      review_text: '<img src=x onerror=alert(1)> meh',
      verified_purchase: false,
      created_at: '2025-05-20T12:00:00.000Z',
      updated_at: '2025-05-20T12:00:00.000Z',
      user: { first_name: 'Bikash', last_name: 'Rai' },
      staff_reply: null,
      configuration: '8GB/256GB',
    },
  ],
  count: 2,
  page: 1,
  total_pages: 1,
  overall_rating: 4.25,
  total_ratings: 2,
  my_review: null,
};

const questionList: QuestionList = {
  data: [
    {
      id: 9,
      question: 'Does it support eSIM?',
      created_at: '2025-06-01T09:00:00.000Z',
      user: { first_name: 'Sita', last_name: 'Sharma' },
      answer: 'Yes, one eSIM and one physical SIM.',
      answered_by: { first_name: 'Pasal', last_name: 'Support' },
      answered_at: '2025-06-03T10:00:00.000Z',
    },
    {
      id: 8,
      question: 'Is the charger included?',
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
    return undefined;
  });

afterEach(() => {
  signOut();
});

describe('ReviewsTab', () => {
  it('shows the average to one decimal, the count wording, and each review as text', async () => {
    serveLists();
    renderOnProductPage(<ReviewsTab product={product} />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.getByTestId('average-rating')).toHaveTextContent('4.3 out of 5');
    expect(screen.getByText('(2 ratings)')).toBeInTheDocument();
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Anita Gurung');
    expect(items[0]).toHaveTextContent('Verified purchase');
    expect(items[0]).toHaveTextContent('2025-06-02');
    expect(within(items[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(items[1]).not.toHaveTextContent('Verified purchase');
    // A review of another configuration of the family says which (issue #35); one of this does not.
    expect(items[1]).toHaveTextContent('Configuration: 8GB/256GB');
    expect(items[0]).not.toHaveTextContent('Configuration');
    // Rendered as text, never as HTML.
    expect(items[1]).toHaveTextContent('<img src=x onerror=alert(1)> meh');
    expect(items[1]!.querySelector('img')).toBeNull();
  });

  it("shows the shop's reply under a review, named after the shop", async () => {
    fakeApi(({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path.startsWith('/api/v1/reviews/?product_slug=galaxy-a55')) return { status: 200, body: reviewList };
      if (path === '/api/v1/shop/') return { status: 200, body: { data: { name: 'Pasal Electronics' } } };
      return undefined;
    });
    renderOnProductPage(<ReviewsTab product={product} />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const [withReply, without] = within(list).getAllByRole('listitem');
    expect(await within(withReply!).findByText('Reply from Pasal Electronics')).toBeInTheDocument();
    expect(withReply).toHaveTextContent('Thank you, Anita!');
    expect(withReply).toHaveTextContent('2025-06-03');
    expect(without).not.toHaveTextContent('Reply from');
  });

  it('says "review" for a single rating and shows an empty state', async () => {
    fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { ...reviewList, data: [], count: 0, overall_rating: 4, total_ratings: 1 } }
        : undefined,
    );
    renderOnProductPage(<ReviewsTab product={product} />);
    expect(await screen.findByText('No reviews yet. Be the first to review this product.')).toBeInTheDocument();
    expect(screen.getByText('Based on 1 review')).toBeInTheDocument();
    expect(screen.getByText('(1 rating)')).toBeInTheDocument();
    // Nothing to page through (issue 30).
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('lets shoppers list only reviews by buyers of the product (issue 30)', async () => {
    const api = fakeApi(({ method, path }) => {
      if (method !== 'GET' || !path.startsWith('/api/v1/reviews/')) return undefined;
      if (!path.includes('verified=1')) return { status: 200, body: reviewList };
      const data = reviewList.data.filter((review) => review.verified_purchase);
      return { status: 200, body: { ...reviewList, data, count: data.length } };
    });
    renderOnProductPage(<ReviewsTab product={product} />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified purchases only' }));
    await vi.waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByRole('list', { name: 'Reviews' })).toHaveTextContent('Anita Gurung');
    expect(api.calls.some((call) => call.path.includes('verified=1'))).toBe(true);
  });

  it('sends a visitor to /login with a redirect back and type review', async () => {
    serveLists();
    const user = userEvent.setup();
    renderOnProductPage(<ReviewsTab product={product} />);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login {"redirect":"/products/galaxy-a55","type":"review"}',
    );
  });

  it('opens the dialog for a signed-in shopper, and by itself on return from login', async () => {
    serveLists();
    signIn();
    const user = userEvent.setup();
    renderOnProductPage(<ReviewsTab product={product} />, { state: 'review' });
    expect(await screen.findByRole('dialog', { name: 'Write a review' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(screen.getByRole('dialog', { name: 'Write a review' })).toBeInTheDocument();
  });

  it('posts from the tab, closes with the toast and shows the refreshed list', async () => {
    let posted = false;
    const mine = { ...reviewList.data[0]!, id: 3, rating: 4, review_text: 'Mine', verified_purchase: false };
    const api = fakeApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/v1/reviews/') {
        posted = true;
        return { status: 201, body: { data: mine, created: true, overall_rating: 4.17, total_ratings: 3 } };
      }
      if (method === 'GET' && path.startsWith('/api/v1/reviews/'))
        return {
          status: 200,
          body: posted
            ? {
                ...reviewList,
                data: [mine, ...reviewList.data],
                count: 3,
                overall_rating: 4.17,
                total_ratings: 3,
                my_review: mine,
              }
            : reviewList,
        };
      return undefined;
    });
    signIn();
    const user = userEvent.setup();
    renderOnProductPage(<ReviewsTab product={product} />);
    await screen.findByRole('list', { name: 'Reviews' });
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = screen.getByRole('dialog', { name: 'Write a review' });
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Message'), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Your review added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('average-rating')).toHaveTextContent('4.2 out of 5');
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')[0]).toHaveTextContent('Mine');
    expect(api.writes()).toHaveLength(1);

    // Opening again offers to update that review.
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const again = screen.getByRole('dialog', { name: 'Update your review' });
    expect(within(again).getByLabelText('Message')).toHaveValue('Mine');
  });

  it('does not open the review dialog for the question state', async () => {
    serveLists();
    signIn();
    renderOnProductPage(<ReviewsTab product={product} />, { state: 'qna' });
    await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('QuestionsTab', () => {
  it('lists questions with answers, who answered and dates', async () => {
    serveLists();
    renderOnProductPage(<QuestionsTab product={product} />);
    const list = await screen.findByRole('list', { name: 'Questions' });
    const [answered, open] = within(list).getAllByRole('listitem');
    expect(answered).toHaveTextContent('Does it support eSIM?');
    expect(answered).toHaveTextContent('Asked by Sita Sharma on 2025-06-01');
    expect(answered).toHaveTextContent('Yes, one eSIM and one physical SIM.');
    expect(answered).toHaveTextContent('Answered by Pasal Support on 2025-06-03');
    expect(open).toHaveTextContent('Not answered yet.');
  });

  it('shows no paging on an empty list (issue 30)', async () => {
    fakeApi(({ method }) =>
      method === 'GET' ? { status: 200, body: { ...questionList, data: [], count: 0, total_pages: 1 } } : undefined,
    );
    renderOnProductPage(<QuestionsTab product={product} />);
    expect(await screen.findByText('No questions yet. Ask the first one.')).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('opens the question dialog on return from login ({ type: "qna" } accepted too)', async () => {
    serveLists();
    signIn();
    renderOnProductPage(<QuestionsTab product={product} />, { state: { type: 'qna' } });
    expect(await screen.findByRole('dialog', { name: 'Ask a question' })).toBeInTheDocument();
  });

  it('sends a visitor to /login with type qna', async () => {
    serveLists();
    const user = userEvent.setup();
    renderOnProductPage(<QuestionsTab product={product} />);
    await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login {"redirect":"/products/galaxy-a55","type":"qna"}',
    );
  });
});

describe('router state', () => {
  it('reads the bare string or an object with a type', () => {
    expect(feedbackKindFromState('review')).toBe('review');
    expect(feedbackKindFromState({ type: 'qna', redirect: '/x' })).toBe('qna');
    expect(feedbackKindFromState('checkout')).toBeNull();
    expect(feedbackKindFromState(null)).toBeNull();
  });

  it('tells the product page which tab to show', () => {
    const at =
      (state: unknown) =>
      ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[{ pathname: '/products/x', state }]}>{children}</MemoryRouter>
      );
    expect(renderHook(useReviewTabFromState, { wrapper: at('review') }).result.current).toBe('reviews');
    expect(renderHook(useReviewTabFromState, { wrapper: at('qna') }).result.current).toBe('questions');
    expect(renderHook(useReviewTabFromState, { wrapper: at(undefined) }).result.current).toBeNull();
  });
});
