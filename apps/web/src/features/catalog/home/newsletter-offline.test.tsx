import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveApi, withQueryClient } from '../../../testing';
import { Newsletter } from './newsletter';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));
// The form's check, which loads at the first submit, cannot be downloaded (the phone went offline).
vi.mock('./newsletter-form', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Newsletter, offline', () => {
  it("says 'Something went wrong' when the form's check cannot load, and sends nothing", async () => {
    const fetchMock = serveApi(() => ({ body: {} }));
    render(withQueryClient(<Newsletter />));
    const field = screen.getByLabelText('Email address');
    fireEvent.change(field, { target: { value: 'sita@example.com' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Something went wrong'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
