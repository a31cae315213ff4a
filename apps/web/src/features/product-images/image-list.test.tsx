import { IMAGE_ALT_MAX_LENGTH, PRODUCT_IMAGE_MESSAGES, type AdminProductImage } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { ImageList } from './image-list';

// The "Describe image" form on its own: what the contract's rule for a description refuses is said
// at the field, which takes the cursor, and nothing is sent; a description is sent trimmed.

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => resetSession());

const PATCH = '/api/v1/admin/products/3/images/1/';
const front: AdminProductImage = {
  id: 1,
  image: '/uploads/products/phone-1.svg',
  alt: 'Phone, front',
  position: 0,
  width: null,
  height: null,
  variants: null,
};

async function openDescribe() {
  const api = fakeApi(
    on('PATCH', PATCH, {
      status: 200,
      body: { data: [front], image: front, message: 'Image description saved' },
    }),
  );
  signInAs({ ...shopper, role: 'admin' });
  renderRoutes([page('/', <ImageList productId={3} images={[front]} />)], { pathname: '/' });
  await userEvent.click(screen.getByRole('button', { name: 'Edit description of image 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Describe image 1' });
  return { api, dialog, field: within(dialog).getByRole('textbox', { name: 'Description (alt text)' }) };
}

function expectMessageAt(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const shown = screen.getByText(message);
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
}

describe('the Describe image form', () => {
  it('refuses a blank and a too long description at the field, sending nothing', async () => {
    const { api, dialog, field } = await openDescribe();
    const save = within(dialog).getByRole('button', { name: 'Save description' });
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(save);
    await within(dialog).findByText(PRODUCT_IMAGE_MESSAGES.altRequired);
    expectMessageAt(field, PRODUCT_IMAGE_MESSAGES.altRequired);
    // The field takes the cursor once the message is shown (an effect of its showing).
    await waitFor(() => expect(field).toHaveFocus());

    // Edited, the message goes.
    await userEvent.type(field, 'x'.repeat(IMAGE_ALT_MAX_LENGTH + 1));
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save);
    await within(dialog).findByText(PRODUCT_IMAGE_MESSAGES.altTooLong);
    expectMessageAt(field, PRODUCT_IMAGE_MESSAGES.altTooLong);
    await waitFor(() => expect(field).toHaveFocus());
    expect(api.writes()).toEqual([]);
  });

  it('sends the description trimmed', async () => {
    const { api, dialog, field } = await openDescribe();
    await userEvent.clear(field);
    await userEvent.type(field, '  Blue phone, front ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ alt: 'Blue phone, front' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
