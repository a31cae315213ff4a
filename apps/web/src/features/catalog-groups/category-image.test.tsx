import { CATALOGUE_MESSAGES, type AdminCategory } from '@pasal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as CategoriesRoute } from '../../routes/staff/categories';
import { fakeApi, on, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The "Image of …" dialog's form: a picture's address the contract's rule refuses is said under the
// picture and nothing is saved; an address of the shop's own is sent as the category's image.

vi.setConfig({ testTimeout: 20_000 });

const CATEGORY = '/api/v1/admin/categories/2/';
const laptops: AdminCategory = {
  id: 2,
  name: 'Laptops',
  name_ne: '',
  slug: 'laptops',
  image: '/media/categories/2.svg',
  position: 1,
  product_count: 4,
  return_window_days: null,
  warranty_return_window_days: null,
};

/** Stands in for XMLHttpRequest (the picture is uploaded with progress): answers `image` at once. */
class FakeUpload {
  static image = '';
  status = 0;
  responseText = '';
  upload: { onprogress: null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    this.status = 201;
    this.responseText = JSON.stringify({
      data: { image: FakeUpload.image, width: 400, height: 300 },
      message: 'Image uploaded',
    });
    setTimeout(() => act(() => this.onload?.()), 0);
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeUpload));
afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

async function openImageDialog(uploadAnswers: string) {
  FakeUpload.image = uploadAnswers;
  const api = fakeApi(
    on('GET', '/api/v1/admin/categories/', { status: 200, body: { data: [laptops] } }),
    on('PATCH', CATEGORY, { status: 200, body: { data: laptops, message: 'Laptops saved' } }),
  );
  signInAs({ ...shopper, role: 'admin' });
  renderRoutes([{ path: '/staff/categories', element: <CategoriesRoute /> }], { pathname: '/staff/categories' });
  await userEvent.click(await screen.findByRole('button', { name: 'Change image of Laptops' }));
  const dialog = await screen.findByRole('dialog', { name: 'Image of Laptops' });
  const png = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'laptops.png', { type: 'image/png' });
  fireEvent.change(within(dialog).getByTestId('category-image-input'), { target: { files: [png] } });
  await waitFor(() =>
    expect(within(dialog).getByRole('img', { name: 'Picture of Laptops' })).toHaveAttribute('src', uploadAnswers),
  );
  return { api, dialog };
}

describe('the Image of a category dialog', () => {
  it('refuses an address the rule refuses under the picture and saves nothing', async () => {
    // What a misbehaving upload could answer: on the shop, but not an address an <img> may take.
    const { api, dialog } = await openImageDialog('/media/laptops "new".png');
    const save = within(dialog).getByRole('button', { name: 'Save image' });
    await userEvent.click(save);
    const shown = await within(dialog).findByText(CATALOGUE_MESSAGES.categoryImageInvalid);
    const picker = within(dialog).getByRole('group', { name: 'Image' });
    expect(picker.getAttribute('aria-describedby')).toBe(shown.id);
    expect(save).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('saves the uploaded picture as the category image', async () => {
    const { api, dialog } = await openImageDialog('/media/fedcba9876543210fedcba9876543210-640.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({ image: '/media/fedcba9876543210fedcba9876543210-640.jpg' });
  });
});
