import {
  MODERATION_MESSAGES,
  type AdminQuestion,
  type AdminQuestionList,
  type AdminReview,
  type AdminReviewList,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as QuestionsRoute } from '../../routes/staff/questions';
import { Component as ReviewsRoute } from '../../routes/staff/reviews';
import { fakeApi, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const staff: SessionUser = { ...shopper, id: 1, first_name: 'Maya', last_name: 'Gurung', role: 'staff' };
const product = { id: 3, name: 'Galaxy A55', slug: 'galaxy-a55' };

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 7,
  product,
  user: { first_name: 'Bikash', last_name: 'Rai' },
  rating: 1,
  review_text: 'Buy cheap at spam.example',
  verified_purchase: false,
  created_at: '2025-06-01T10:00:00.000Z',
  updated_at: '2025-06-01T10:00:00.000Z',
  hidden: null,
  reply: null,
  ...overrides,
});

const question = (overrides: Partial<AdminQuestion> = {}): AdminQuestion => ({
  id: 9,
  product,
  user: { first_name: 'Gita', last_name: 'Rai' },
  question: 'Is a charger in the box?',
  created_at: '2025-06-01T10:00:00.000Z',
  answer: null,
  answered_by: null,
  answered_at: null,
  ...overrides,
});

afterEach(() => {
  resetSession();
});

describe('the reviews screen', () => {
  it('filters through the address, and hides a review only with a reason', async () => {
    signInAs(staff);
    let current = review();
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/reviews/?'))
        return {
          status: 200,
          body: { data: [current], count: 1, page: 1, total_pages: 1 } satisfies AdminReviewList,
        };
      if (call.method === 'POST' && call.path === '/api/v1/admin/reviews/7/hide/') {
        current = review({ hidden: { at: '2025-06-02T10:00:00.000Z', reason: 'Spam', by: null } });
        return {
          status: 200,
          body: { data: current, message: MODERATION_MESSAGES.hidden, overall_rating: 5, total_ratings: 1 },
        };
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/staff/reviews', element: <ReviewsRoute /> }, probe('/login')], {
      pathname: '/staff/reviews',
    });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    expect(await within(table).findByText('Buy cheap at spam.example')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '1 star');
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/v1/admin/reviews/?rating=1&page=1'));

    await user.click(within(table).getByRole('button', { name: 'Hide review by Bikash Rai of Galaxy A55' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide review' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Spam  ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText(MODERATION_MESSAGES.hidden)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Spam' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table).findByText('Hidden')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Show review by Bikash Rai of Galaxy A55' })).toBeInTheDocument();
  });

  it('deletes a review for good only with a reason, and the row goes', async () => {
    signInAs(staff);
    let rows = [review()];
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/reviews/?'))
        return { status: 200, body: { data: rows, count: rows.length, page: 1, total_pages: 1 } };
      if (call.method === 'POST' && call.path === '/api/v1/admin/reviews/7/delete/') {
        rows = [];
        return {
          status: 200,
          body: {
            data: { id: 7, product_id: 3 },
            message: MODERATION_MESSAGES.deleted,
            overall_rating: 0,
            total_ratings: 0,
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/staff/reviews', element: <ReviewsRoute /> }, probe('/login')], {
      pathname: '/staff/reviews',
    });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    await user.click(await within(table).findByRole('button', { name: 'Delete review by Bikash Rai of Galaxy A55' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.deleteReasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam link');
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText(MODERATION_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Spam link' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(table).queryByText('Buy cheap at spam.example')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Reviews', level: 1 })).toHaveFocus();
  });

  it("shows the server's refusal in the dialog", async () => {
    signInAs(staff);
    fakeApi((call) => {
      if (call.method === 'GET') return { status: 200, body: { data: [review()], count: 1, page: 1, total_pages: 1 } };
      if (call.method === 'PUT') return { status: 409, body: { message: 'This review is already hidden' } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/staff/reviews', element: <ReviewsRoute /> }, probe('/login')], {
      pathname: '/staff/reviews',
    });
    await user.click(await screen.findByRole('button', { name: 'Reply to review by Bikash Rai of Galaxy A55' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to review' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This review is already hidden');
  });
});

describe('the questions screen', () => {
  it('answers a question in its row and puts focus back on the row', async () => {
    signInAs(staff);
    let current = question();
    const api = fakeApi((call) => {
      if (call.method === 'GET' && call.path.startsWith('/api/v1/admin/questions/?'))
        return {
          status: 200,
          body: {
            data: [current],
            count: 1,
            unanswered: current.answer ? 0 : 1,
            page: 1,
            total_pages: 1,
          } satisfies AdminQuestionList,
        };
      if (call.method === 'PUT' && call.path === '/api/v1/admin/questions/9/answer/') {
        current = question({
          answer: (call.body as { answer: string }).answer,
          answered_by: { first_name: 'Maya', last_name: 'Gurung' },
          answered_at: '2025-06-02T10:00:00.000Z',
        });
        return { status: 200, body: { data: current, message: MODERATION_MESSAGES.answered, emailed: true } };
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/staff/questions', element: <QuestionsRoute /> }, probe('/login')], {
      pathname: '/staff/questions',
    });
    expect(await screen.findByText('1 waiting for an answer')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Answer the question from Gita Rai' }));
    const field = screen.getByRole('textbox', { name: 'Answer to Gita Rai' });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Publish answer' }));
    expect(await screen.findByText(MODERATION_MESSAGES.answerRequired)).toBeInTheDocument();
    await user.type(field, 'Yes, a 25 W charger.');
    await user.click(screen.getByRole('button', { name: 'Publish answer' }));
    expect(await screen.findByText(MODERATION_MESSAGES.answered)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ answer: 'Yes, a 25 W charger.' });
    expect(await screen.findByText('0 waiting for an answer')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit answer to the question from Gita Rai' })).toHaveFocus(),
    );
  });
});
