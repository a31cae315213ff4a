import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, serveApi, withQueryClient } from '../../../testing';
import { Newsletter } from './newsletter';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  toastMock.success.mockReset();
  toastMock.error.mockReset();
});

const field = () => screen.getByLabelText('Email address');
const submit = () => fireEvent.submit(field().closest('form')!);

describe('Newsletter', () => {
  it('ignores a blank submit', () => {
    const fetchMock = serveApi(() => ({ body: {} }));
    render(withQueryClient(<Newsletter />));
    fireEvent.change(field(), { target: { value: '   ' } });
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains an invalid address without calling the server', async () => {
    const fetchMock = serveApi(() => ({ body: {} }));
    render(withQueryClient(<Newsletter />));
    fireEvent.change(field(), { target: { value: 'sita@' } });
    submit();
    // react-hook-form checks the address asynchronously.
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("subscribes: 'Subscribing...', then thanks and clears the field", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi(async () => {
      await gate;
      return { status: 200, body: { data: { email: 'sita@example.com', subscribed: true } } };
    });
    render(withQueryClient(<Newsletter />));
    fireEvent.change(field(), { target: { value: ' sita@example.com ' } });
    submit();
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Thank you for subscribing to our newsletter!'));
    expect(field()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    const call = api.calls[0]!;
    expect(call.path).toBe('/api/v1/newsletter/subscribe/');
    expect(call).toMatchObject({ method: 'POST' });
    expect(call.body).toEqual({ email: 'sita@example.com' });
  });

  it("shows 'Something went wrong' on failure and stays usable", async () => {
    serveApi(() => ({ status: 500, body: { message: 'boom' } }));
    render(withQueryClient(<Newsletter />));
    fireEvent.change(field(), { target: { value: 'ram@example.com' } });
    submit();
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Something went wrong'));
    expect(field()).toHaveValue('ram@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
