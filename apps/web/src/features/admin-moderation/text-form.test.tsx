import { hideReviewSchema, MODERATION_MESSAGES } from '@pasal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { TextForm } from './text-form';

// The moderation screens' one-field form: the contract's message on the field, focused, kept until
// the next submit; the trimmed text sent; the server's refusal of the field on the field, any other
// failure above the form and in a toast.

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  toastMock.success.mockReset();
  toastMock.error.mockReset();
});

function renderForm(send: (text: string) => Promise<{ message: string }>) {
  const onDone = vi.fn();
  render(
    <TextForm
      field="reason"
      label="Reason"
      hint="Kept with the review."
      maxLength={500}
      schema={hideReviewSchema}
      submitLabel="Hide review"
      pendingLabel="Hiding..."
      send={send}
      onDone={onDone}
    />,
  );
  return { onDone, field: screen.getByRole('textbox', { name: 'Reason' }) };
}

const hide = () => userEvent.click(screen.getByRole('button', { name: 'Hide review' }));

describe('TextForm', () => {
  it('shows the contract’s message on the field, focused, until the next submit, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve({ message: 'Review hidden' }));
    const { field } = renderForm(send);
    await userEvent.type(field, '  ');
    expect(field).toHaveAccessibleDescription('Kept with the review. 2 of 500 characters.');
    await hide();
    expect(await screen.findByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'Spam');
    expect(screen.getByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed text, thanks and is done', async () => {
    const send = vi.fn(() => Promise.resolve({ message: 'Review hidden' }));
    const { field, onDone } = renderForm(send);
    await userEvent.type(field, ' Spam link ');
    await hide();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith('Spam link');
    expect(toastMock.success).toHaveBeenCalledWith('Review hidden');
  });

  it('puts the server’s refusal of the field on the field, and any other failure above the form', async () => {
    const send = vi
      .fn<(text: string) => Promise<{ message: string }>>()
      .mockRejectedValueOnce(new ApiError(400, { message: 'Check the form', errors: { reason: 'Say more' } }))
      .mockRejectedValueOnce(new ApiError(409, { message: 'This review is already hidden' }));
    const { field, onDone } = renderForm(send);
    await userEvent.type(field, 'Spam');
    await hide();
    expect(await screen.findByText('Say more')).toBeVisible();
    expect(field).toHaveFocus();
    await hide();
    expect(await screen.findByText('This review is already hidden')).toBeVisible();
    expect(screen.queryByText('Say more')).toBeNull();
    expect(toastMock.error).toHaveBeenCalledWith('This review is already hidden');
    expect(onDone).not.toHaveBeenCalled();
  });
});
