import {
  PRODUCT_IMAGE_MESSAGES,
  type AdminProductImage,
  type ProductImagesChanged,
  type SessionUser,
} from '@pasal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as StaffLayout } from '../../routes/staff/layout';
import { Component as ProductImagesRoute } from '../../routes/staff/product-images';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { ManageImagesLink } from './manage-images-link';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const staffer: SessionUser = { ...shopper, id: 7, role: 'staff' };

const key = 'abcdef0123456789abcdef0123456789';
const image = (id: number, alt: string, position: number, uploaded = false): AdminProductImage => ({
  id,
  image: uploaded ? `/media/${key}-640.jpg` : `/uploads/products/phone-${id}.svg`,
  alt,
  position,
  width: uploaded ? 1600 : null,
  height: uploaded ? 1200 : null,
  variants: uploaded ? { key, widths: [320, 640, 1024, 1600] } : null,
});
const images = [image(1, 'Phone, front', 0), image(2, 'Phone, back', 1), image(3, 'Phone, side', 2)];
const product = { id: 3, name: 'Galaxy A55', slug: 'galaxy-a55', status: 'active', images: [] };
const base = '/api/v1/admin/products/3/images/';

/** Stands in for XMLHttpRequest: the test moves each upload along (progress, answer). */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

function renderManager(path = '/staff/products/3/images') {
  return renderRoutes(
    [
      {
        path: '/staff',
        element: <StaffLayout />,
        children: [{ path: 'products/:id/images', element: <ProductImagesRoute /> }],
      },
    ],
    { pathname: path },
  );
}

const productAnswer = on('GET', '/api/v1/admin/products/3/', { status: 200, body: { data: product } });
const listAnswer = (list: AdminProductImage[]) => on('GET', base, { status: 200, body: { data: list } });
const png = (name = 'back.png') =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4])], name, { type: 'image/png' });
const fileInput = () => screen.getByTestId<HTMLInputElement>('image-file-input');
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Product images, in shop order' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p + p')?.textContent);

describe('the product image manager', () => {
  it('is for admins only', async () => {
    signInAs(staffer);
    const api = fakeApi();
    renderManager();
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the product’s name and its images in order', async () => {
    signInAs(admin);
    fakeApi(productAnswer, listAnswer(images));
    renderManager();
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy A55' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Phone, front', 'Phone, back', 'Phone, side']));
    expect(screen.getByRole('link', { name: /View on the shop/ })).toHaveAttribute('href', '/products/galaxy-a55');
    expect(screen.getByText('Main image')).toBeInTheDocument();
  });

  it('names a draft product (which has no shop page) and says shoppers do not see it yet (issue #35)', async () => {
    signInAs(admin);
    fakeApi(
      on('GET', '/api/v1/admin/products/3/', {
        status: 200,
        body: { data: { ...product, name: 'Redmi Note 14 Pro', status: 'draft' } },
      }),
      listAnswer(images),
    );
    renderManager();
    expect(await screen.findByRole('heading', { level: 1, name: 'Redmi Note 14 Pro' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText(/Not in the shop yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View on the shop/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the product' })).toHaveAttribute('href', '/staff/products/3');
  });

  it('uploads a described file with a progress bar, then shows the new image', async () => {
    signInAs(admin);
    fakeApi(productAnswer, listAnswer(images));
    const user = userEvent.setup({ delay: null });
    renderManager();
    await screen.findByText('Phone, side');

    await user.upload(fileInput(), png());
    const queued = screen.getByRole('list', { name: 'Images to upload' });
    expect(within(queued).getByText('back.png')).toBeInTheDocument();
    await user.type(within(queued).getByRole('textbox', { name: 'Description (alt text)' }), 'Phone, box & charger');
    await user.click(screen.getByRole('button', { name: 'Upload image' }));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const upload = FakeUpload.sent[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(`${base}?alt=Phone%2C%20box%20%26%20charger`);
    expect(upload.headers['content-type']).toBe('image/png');
    expect(upload.headers.authorization).toBe('Bearer test-access-token');
    expect(upload.body).toBeInstanceOf(File);

    const bar = screen.getByRole('progressbar', { name: 'Uploading back.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    upload.progress(4, 8);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    upload.progress(8, 8);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Processing...')).toBeInTheDocument();

    const added = image(9, 'Phone, box & charger', 3, true);
    const answer: ProductImagesChanged = { data: [...images, added], image: added, message: 'Image uploaded' };
    upload.respond(201, answer);
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Phone, front', 'Phone, back', 'Phone, side', 'Phone, box & charger']);
    expect(screen.queryByRole('list', { name: 'Images to upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The new image is drawn from its variants.
    const row = screen.getByText('Phone, box & charger').closest('li')!;
    expect(row.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining(`/media/${key}-320.avif 320w`),
    );
  });

  it('refuses a file of another type or over 10 MB before sending it', async () => {
    signInAs(admin);
    fakeApi(productAnswer, listAnswer(images));
    renderManager();
    await screen.findByText('Phone, side');

    const gif = new File(['GIF89a'], 'spinner.gif', { type: 'image/gif' });
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [gif, huge], types: ['Files'] } });

    const queued = screen.getByRole('list', { name: 'Images to upload' });
    const [gifRow, hugeRow] = within(queued).getAllByTestId('queued-file');
    expect(within(gifRow!).getByRole('alert')).toHaveTextContent(PRODUCT_IMAGE_MESSAGES.fileType);
    expect(within(hugeRow!).getByRole('alert')).toHaveTextContent(PRODUCT_IMAGE_MESSAGES.fileTooLarge);
    expect(within(queued).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeDisabled();

    const user = userEvent.setup({ delay: null });
    await user.click(within(gifRow!).getByRole('button', { name: 'Remove spinner.gif from the list' }));
    expect(within(queued).getAllByTestId('queued-file')).toHaveLength(1);
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('needs a description for every file before any is sent, and shows the server’s refusal on its file', async () => {
    signInAs(admin);
    fakeApi(productAnswer, listAnswer(images));
    const user = userEvent.setup({ delay: null });
    renderManager();
    await screen.findByText('Phone, side');

    await user.upload(fileInput(), [png('one.png'), png('two.png')]);
    const [first, second] = screen.getAllByRole('textbox', { name: 'Description (alt text)' });
    await user.type(first!, 'Phone, front');
    await user.click(screen.getByRole('button', { name: 'Upload 2 images' }));
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(expect.stringContaining(PRODUCT_IMAGE_MESSAGES.altRequired));
    expect(second).toHaveFocus();
    expect(FakeUpload.sent).toHaveLength(0);

    await user.type(second!, 'Phone, back');
    await user.click(screen.getByRole('button', { name: 'Upload 2 images' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]!.respond(400, {
      message: PRODUCT_IMAGE_MESSAGES.fileUnreadable,
      errors: { image: PRODUCT_IMAGE_MESSAGES.fileUnreadable },
    });
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    FakeUpload.sent[1]!.respond(422, { message: PRODUCT_IMAGE_MESSAGES.tooManyImages });
    const rows = await screen.findAllByTestId('queued-file');
    await waitFor(() =>
      expect(within(rows[1]!).getByRole('alert')).toHaveTextContent(PRODUCT_IMAGE_MESSAGES.tooManyImages),
    );
    expect(within(rows[0]!).getByRole('alert')).toHaveTextContent(PRODUCT_IMAGE_MESSAGES.fileUnreadable);
    // Both stay to fix or retry.
    expect(screen.getByRole('button', { name: 'Upload 2 images' })).toBeEnabled();
  });

  it('reorders with Move up / Move down: PUT with every id, focus stays on the moved image', async () => {
    signInAs(admin);
    const api = fakeApi(
      productAnswer,
      listAnswer(images),
      on('PUT', `${base}order/`, (call) => {
        const ids = (call.body as { image_ids: number[] }).image_ids;
        const data = ids.map((id, position) => ({ ...images.find((item) => item.id === id)!, position }));
        return { status: 200, body: { data, message: 'Image order saved' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderManager();
    await screen.findByText('Phone, side');
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(rowNames()).toEqual(['Phone, back', 'Phone, front', 'Phone, side']);
    expect(screen.getByRole('button', { name: 'Move image 2 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rowNames()).toEqual(['Phone, back', 'Phone, side', 'Phone, front']);
    // At the bottom its Move down is disabled: Move up takes the focus.
    expect(screen.getByRole('button', { name: 'Move image 3 up' })).toHaveFocus();
    await waitFor(() => expect(api.to('PUT', `${base}order/`)).toHaveLength(2));
    expect((await screen.findAllByText('Image order saved'))[0]).toBeInTheDocument();
    expect(api.to('PUT', `${base}order/`).map((call) => call.body)).toEqual([
      { image_ids: [2, 1, 3] },
      { image_ids: [2, 3, 1] },
    ]);
    expect(screen.getByText('Image moved to position 3 of 3.')).toBeInTheDocument();
  });

  it('reads the list again when the images changed meanwhile (409)', async () => {
    signInAs(admin);
    let list = images;
    const api = fakeApi(
      productAnswer,
      (call) => (call.method === 'GET' && call.path === base ? { status: 200, body: { data: list } } : undefined),
      on('PUT', `${base}order/`, () => {
        list = images.slice(0, 2); // someone deleted the third
        return { status: 409, body: { message: PRODUCT_IMAGE_MESSAGES.orderMismatch } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderManager();
    await screen.findByText('Phone, side');
    await user.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(await screen.findByText(PRODUCT_IMAGE_MESSAGES.orderMismatch)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Phone, front', 'Phone, back']));
    expect(api.to('GET', base)).toHaveLength(2);
  });

  it('deletes an image only after confirming', async () => {
    signInAs(admin);
    const api = fakeApi(
      productAnswer,
      listAnswer(images),
      on('DELETE', `${base}2/`, {
        status: 200,
        body: { data: [images[0]!, { ...images[2]!, position: 1 }], message: 'Image deleted' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderManager();
    await screen.findByText('Phone, side');

    await user.click(screen.getByRole('button', { name: 'Delete image 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    expect(dialog).toHaveAccessibleDescription(/“Phone, back” is taken off the product/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.to('DELETE', `${base}2/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete image 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
    expect(api.to('DELETE', `${base}2/`)).toHaveLength(1);
    expect(rowNames()).toEqual(['Phone, front', 'Phone, side']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Images on the shop' })).toHaveFocus());
  });

  it('edits a description (PATCH) and shows the server’s field error', async () => {
    signInAs(admin);
    const api = fakeApi(
      productAnswer,
      listAnswer(images),
      on('PATCH', `${base}1/`, (call) => {
        const alt = (call.body as { alt: string }).alt;
        if (alt.length > 20)
          return { status: 400, body: { message: 'Invalid', errors: { alt: PRODUCT_IMAGE_MESSAGES.altTooLong } } };
        const changed = { ...images[0]!, alt };
        return {
          status: 200,
          body: { data: [changed, ...images.slice(1)], image: changed, message: 'Image description saved' },
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderManager();
    await screen.findByText('Phone, side');

    await user.click(screen.getByRole('button', { name: 'Edit description of image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Describe image 1' });
    const field = within(dialog).getByRole('textbox', { name: 'Description (alt text)' });
    expect(field).toHaveValue('Phone, front');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));
    expect(field).toHaveAccessibleDescription(PRODUCT_IMAGE_MESSAGES.altRequired);
    expect(api.to('PATCH', `${base}1/`)).toHaveLength(0);

    await user.type(field, 'A very long description of the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(PRODUCT_IMAGE_MESSAGES.altTooLong));

    await user.clear(field);
    await user.type(field, 'Blue phone, front');
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));
    expect(await screen.findByText('Image description saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()[0]).toBe('Blue phone, front');
    expect(screen.getByRole('button', { name: 'Edit description of image 1' })).toHaveFocus();
  });
});

describe('the way in', () => {
  it('a product page shows admins, and only admins, a link to its image manager', () => {
    signInAs(admin);
    const { unmount } = renderRoutes([page('/', <ManageImagesLink productId={3} />)], { pathname: '/' });
    expect(screen.getByRole('link', { name: 'Manage images' })).toHaveAttribute('href', '/staff/products/3/images');
    unmount();
    signInAs(staffer);
    renderRoutes([page('/', <ManageImagesLink productId={3} />)], { pathname: '/' });
    expect(screen.queryByRole('link', { name: 'Manage images' })).not.toBeInTheDocument();
  });
});
