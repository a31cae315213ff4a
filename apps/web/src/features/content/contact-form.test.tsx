import { CONTACT_SUCCESS_MESSAGE } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing';
import { ContactForm, contactSubjectFrom } from './contact-form';

function renderForm(defaultSubject?: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm defaultSubject={defaultSubject} />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The fake API answers every request with `status` and `body`. */
function answer(status: number, body: unknown) {
  return fakeApi(() => ({ status, body }));
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = '') {
  await user.type(screen.getByLabelText(/Full Name/), 'Sita Rai');
  await user.type(screen.getByLabelText(/Email Address/), 'sita@example.com');
  if (phone) await user.type(screen.getByLabelText(/Phone Number/), phone);
  await user.type(screen.getByLabelText(/Subject/), 'Warranty');
  await user.type(screen.getByLabelText(/Message/), 'Is my phone covered?');
}

describe('ContactForm', () => {
  it('marks the required fields for the browser and leaves phone optional', () => {
    renderForm();
    for (const label of [/Full Name/, /Email Address/, /Subject/, /Message/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/Phone Number/)).not.toBeRequired();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
  });

  it('sends the message, shows the success toast and resets the form', async () => {
    const api = answer(201, { data: { id: 7 } });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, '9841234567');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    const call = api.calls[0]!;
    expect(call.path).toBe('/api/v1/contact/');
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({
      name: 'Sita Rai',
      email: 'sita@example.com',
      phone: '9841234567',
      subject: 'Warranty',
      message: 'Is my phone covered?',
    });
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('checks the phone with the shared rule before sending', async () => {
    const api = answer(201, { data: { id: 1 } });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, '98412');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's field errors and keeps what was typed", async () => {
    answer(400, { message: 'Invalid email: Invalid email', errors: { email: 'Invalid email' } });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Sita Rai');
  });

  it('explains a rate limit and a failure', async () => {
    answer(429, { message: 'Too many requests, please try again in 600 seconds' });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests, please try again in 600 seconds')).toBeInTheDocument();

    answer(500, { message: 'Something went wrong' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('can start with a subject from navigation state', () => {
    renderForm(contactSubjectFrom({ subject: 'Warranty Claim Assistance' }));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Warranty Claim Assistance');
    expect(contactSubjectFrom(null)).toBe('');
    expect(contactSubjectFrom({ subject: 42 })).toBe('');
  });
});
