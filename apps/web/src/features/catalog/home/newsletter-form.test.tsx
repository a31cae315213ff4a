import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, t } from '../../../i18n';
import { en } from '../../../i18n/catalogues/en';
import { ne } from '../../../i18n/catalogues/ne';
import { fakeApi, serveApi, withQueryClient } from '../../../testing';
import { Newsletter } from './newsletter';

// The newsletter form's checks on react-hook-form: the contract's message in the page's language,
// gone as the address is edited, no focus move, and one request however often it is submitted.

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  activateLocale('en', en);
  toastMock.success.mockReset();
  toastMock.error.mockReset();
});

const field = () => screen.getByLabelText(t('home.newsletterEmailLabel'));
const submit = () => fireEvent.submit(field().closest('form')!);

describe('Newsletter form', () => {
  it('on a Nepali page, says in Nepali that the address is not valid', async () => {
    activateLocale('ne', ne);
    const fetchMock = serveApi(() => ({ body: {} }));
    render(withQueryClient(<Newsletter />));
    fireEvent.change(field(), { target: { value: 'sita@' } });
    submit();
    expect(await screen.findByText('इमेल ठेगाना मिलेन')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('इमेल ठेगाना मिलेन');
    expect(field()).not.toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the message as the address is edited, and ignores a blank submit after it', async () => {
    const fetchMock = serveApi(() => ({ body: {} }));
    render(withQueryClient(<Newsletter />));
    fireEvent.change(field(), { target: { value: 'sita@' } });
    submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: ' ' } });
    expect(screen.queryByText('Invalid email')).toBeNull();
    expect(field()).not.toHaveAttribute('aria-invalid');
    submit();
    // Time for a check, had one been started.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends one request while one is on its way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi(async () => {
      await gate;
      return { status: 200, body: { data: { email: 'sita@example.com', subscribed: true } } };
    });
    render(withQueryClient(<Newsletter />));
    fireEvent.change(field(), { target: { value: 'sita@example.com' } });
    submit();
    await screen.findByRole('button', { name: 'Subscribing...' });
    submit();
    release();
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => call.body)).toEqual([{ email: 'sita@example.com' }]);
  });
});
