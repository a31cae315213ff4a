import type { ReviewSaved } from '@pasal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionDialog } from './question-dialog';
import { ReviewDialog } from './review-dialog';
import { fakeApi, product, renderOnProductPage, signIn, signOut } from '../../testing';

const saved: ReviewSaved = {
  data: {
    id: 1,
    rating: 4,
    review_text: 'Great battery',
    verified_purchase: false,
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-01T10:00:00.000Z',
    user: { first_name: 'Sita', last_name: 'Sharma' },
    staff_reply: null,
  },
  created: true,
  overall_rating: 4,
  total_ratings: 1,
};

beforeEach(signIn);
afterEach(() => {
  signOut();
});

describe('ReviewDialog', () => {
  it('offers 1–5 stars with accessible labels, 1 chosen by default', async () => {
    fakeApi();
    renderOnProductPage(<ReviewDialog product={product} open onOpenChange={() => undefined} />);
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    const stars = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].map((name) =>
      screen.getByRole('radio', { name }),
    );
    expect(group).toContainElement(stars[4]!);
    expect(stars[0]).toBeChecked();
    expect(stars.slice(1).every((star) => star.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('requires a message and sends nothing without one', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderOnProductPage(<ReviewDialog product={product} open onOpenChange={() => undefined} />);
    await user.type(await screen.findByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message is required');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('posts the chosen stars and text, toasts and closes', async () => {
    const api = fakeApi(({ method, path }) =>
      method === 'POST' && path === '/api/v1/reviews/' ? { status: 201, body: saved } : undefined,
    );
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderOnProductPage(<ReviewDialog product={product} open onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Message'), 'Great battery');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Your review added successfully!')).toBeInTheDocument();
    // Posted as the signed-in shopper.
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/reviews/',
        authorization: 'Bearer test-access-token',
        body: { product: 7, rating: 4, review_text: 'Great battery' },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the dialog open with the text when posting fails', async () => {
    fakeApi(({ method }) =>
      method === 'POST' ? { status: 500, body: { message: 'Something went wrong' } } : undefined,
    );
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderOnProductPage(<ReviewDialog product={product} open onOpenChange={onOpenChange} />);
    await user.type(await screen.findByLabelText('Message'), 'Decent phone');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Decent phone');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit review' })).toBeEnabled());
  });

  it('prefills the shopper’s earlier review, which posting updates', async () => {
    fakeApi();
    renderOnProductPage(<ReviewDialog product={product} open onOpenChange={() => undefined} existing={saved.data} />);
    expect(await screen.findByRole('dialog', { name: 'Update your review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByLabelText('Message')).toHaveValue('Great battery');
  });
});

describe('QuestionDialog', () => {
  it('requires a question', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderOnProductPage(<QuestionDialog product={product} open onOpenChange={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Submit question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Question is required');
    expect(api.writes()).toEqual([]);
  });

  it('posts the question, toasts and closes; on failure stays open', async () => {
    let fail = true;
    const api = fakeApi(({ method }) =>
      method === 'POST'
        ? fail
          ? { status: 429, body: { message: 'Too many requests, please try again in 60 seconds' } }
          : { status: 201, body: { data: {} } }
        : undefined,
    );
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderOnProductPage(<QuestionDialog product={product} open onOpenChange={onOpenChange} />);
    await user.type(await screen.findByLabelText('Question'), 'Is there a charger in the box?');
    await user.click(screen.getByRole('button', { name: 'Submit question' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Too many requests, please try again in 60 seconds')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Question')).toHaveValue('Is there a charger in the box?');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Submit question' }));
    expect(await screen.findByText('Your question has been submitted!')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.writes().at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/questions/',
      authorization: 'Bearer test-access-token',
      body: { product: 7, question: 'Is there a charger in the box?' },
    });
  });
});
