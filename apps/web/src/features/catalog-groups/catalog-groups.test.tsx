import {
  CATALOGUE_MESSAGES,
  refusalInEnglish,
  CATEGORY_RETURN_DAYS_INVALID,
  type AdminBrand,
  type AdminCategory,
  type SessionUser,
} from '@pasal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as BrandsRoute } from '../../routes/staff/brands';
import { Component as CategoriesRoute } from '../../routes/staff/categories';
import { fakeApi, on, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const CATEGORIES = '/api/v1/admin/categories/';
const BRANDS = '/api/v1/admin/brands/';

const category = (id: number, name: string, position: number, productCount = 0): AdminCategory => ({
  id,
  name,
  name_ne: '',
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  image: `/media/categories/${id}.svg`,
  position,
  product_count: productCount,
  return_window_days: null,
  warranty_return_window_days: null,
});
const phones = category(1, 'Smartphones', 1, 12);
const laptops = category(2, 'Laptops', 2, 4);
const cables = category(3, 'Cables', 3, 0);

/** Stands in for XMLHttpRequest (a category's picture is uploaded with progress): answers at once. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
    this.status = FakeUpload.answer.status;
    this.responseText = JSON.stringify(FakeUpload.answer.body);
    setTimeout(() => act(() => this.onload?.()), 0);
  }
  abort() {
    this.onabort?.();
  }
}
const uploaded = (image: string) => ({
  status: 201,
  body: { data: { image, width: 400, height: 300 }, message: 'Image uploaded' },
});
const png = (name = 'watch.png') => new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });
/** Chooses a file in a picture picker (the page's, or a dialog's), as the Upload button's file dialog would. */
const chooseFile = (file: File, scope: Pick<typeof screen, 'getByTestId'> = screen) =>
  fireEvent.change(scope.getByTestId('category-image-input'), { target: { files: [file] } });

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

const renderCategories = () =>
  renderRoutes([{ path: '/staff/categories', element: <CategoriesRoute /> }], { pathname: '/staff/categories' });
const renderBrands = () =>
  renderRoutes([{ path: '/staff/brands', element: <BrandsRoute /> }], { pathname: '/staff/brands' });

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Categories, in shop order' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span')?.textContent);

describe('the Categories screen', () => {
  it('lists categories in shop order and creates one; the server’s field error lands on its field', async () => {
    signInAs(admin);
    let list = [phones, laptops];
    let attempts = 0;
    const api = fakeApi(
      on('GET', CATEGORIES, () => ({ status: 200, body: { data: list } })),
      on('POST', CATEGORIES, (call) => {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 409,
            body: {
              message: CATALOGUE_MESSAGES.categoryNameTaken,
              errors: { name: CATALOGUE_MESSAGES.categoryNameTaken },
            },
          };
        const body = call.body as { name: string; image: string };
        const created = { ...category(9, body.name, 3), image: body.image };
        list = [...list, created];
        return { status: 201, body: { data: created, message: `${body.name} created` } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCategories();
    expect(await screen.findByRole('heading', { name: 'Categories', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Smartphones', 'Laptops']));

    // The contract's rules are checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.nameRequired)).toBeInTheDocument();
    // No picture yet: the picker asks for a file (no address to type, issue #35).
    const picker = screen.getByRole('group', { name: 'Image' });
    expect(picker).toHaveAccessibleDescription('Choose an image file');
    expect(screen.queryByRole('textbox', { name: /Image address/ })).not.toBeInTheDocument();
    expect(api.to('POST', CATEGORIES)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Laptops');
    // A file the shop cannot take is refused before anything is sent.
    chooseFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(picker).findByText('Upload a JPEG, PNG, WebP or AVIF image')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
    FakeUpload.answer = uploaded('/media/0123456789abcdef0123456789abcdef-400.jpg');
    chooseFile(png());
    expect(await within(picker).findByRole('img')).toHaveAttribute(
      'src',
      '/media/0123456789abcdef0123456789abcdef-400.jpg',
    );
    expect(FakeUpload.sent[0]!.url).toBe('/api/v1/admin/media/');
    expect(FakeUpload.sent[0]!.headers['content-type']).toBe('image/png');
    expect(within(picker).getByRole('button', { name: 'Upload another image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        CATALOGUE_MESSAGES.categoryNameTaken,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Smart watches');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Smart watches created')).toBeInTheDocument();
    expect(api.to('POST', CATEGORIES).at(-1)?.body).toEqual({
      name: 'Smart watches',
      name_ne: '',
      image: '/media/0123456789abcdef0123456789abcdef-400.jpg',
      slug: '',
    });
    await waitFor(() => expect(rowNames()).toEqual(['Smartphones', 'Laptops', 'Smart watches']));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('renames in a dialog (PATCH) and changes the image', async () => {
    signInAs(admin);
    let list = [phones, laptops];
    const api = fakeApi(
      on('GET', CATEGORIES, () => ({ status: 200, body: { data: list } })),
      on('PATCH', `${CATEGORIES}2/`, (call) => {
        const change = call.body as { name?: string; image?: string };
        const changed = { ...laptops, ...change };
        list = [phones, changed];
        return { status: 200, body: { data: changed, message: `${changed.name} saved` } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Rename Laptops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Laptops' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Laptops');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText(CATALOGUE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(api.to('PATCH', `${CATEGORIES}2/`)).toHaveLength(0);
    await user.type(name, 'Laptops & notebooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Laptops & notebooks saved')).toBeInTheDocument();
    expect(api.to('PATCH', `${CATEGORIES}2/`)[0]?.body).toEqual({ name: 'Laptops & notebooks' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowNames()).toEqual(['Smartphones', 'Laptops & notebooks']));

    await user.click(screen.getByRole('button', { name: 'Change image of Laptops & notebooks' }));
    const imageDialog = await screen.findByRole('dialog', { name: 'Image of Laptops & notebooks' });
    // The current picture shows; Save waits for a new one.
    expect(within(imageDialog).getByRole('img', { name: 'Picture of Laptops & notebooks' })).toHaveAttribute(
      'src',
      '/media/categories/2.svg',
    );
    expect(within(imageDialog).getByRole('button', { name: 'Save image' })).toBeDisabled();
    // A refusal from the server stays under the picture.
    FakeUpload.answer = {
      status: 400,
      body: { message: 'bad', errors: { image: 'This image is damaged or incomplete; export it again and retry' } },
    };
    chooseFile(png('broken.png'), within(imageDialog));
    expect(await within(imageDialog).findByText(/This image is damaged/)).toBeInTheDocument();
    FakeUpload.answer = uploaded('/media/fedcba9876543210fedcba9876543210-640.jpg');
    chooseFile(png('laptops.png'), within(imageDialog));
    await waitFor(() =>
      expect(within(imageDialog).getByRole('img', { name: 'Picture of Laptops & notebooks' })).toHaveAttribute(
        'src',
        '/media/fedcba9876543210fedcba9876543210-640.jpg',
      ),
    );
    await user.click(within(imageDialog).getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(api.to('PATCH', `${CATEGORIES}2/`)).toHaveLength(2));
    expect(api.to('PATCH', `${CATEGORIES}2/`)[1]?.body).toEqual({
      image: '/media/fedcba9876543210fedcba9876543210-640.jpg',
    });
  });

  it("sets a category's return windows (blank: the shop's), checks the numbers first and shows them on its row", async () => {
    signInAs(admin);
    let list = [phones, laptops];
    const api = fakeApi(
      on('GET', CATEGORIES, () => ({ status: 200, body: { data: list } })),
      on('PATCH', `${CATEGORIES}1/`, (call) => {
        const changed = { ...phones, ...(call.body as Partial<AdminCategory>) };
        list = [changed, laptops];
        return { status: 200, body: { data: changed, message: `${changed.name} saved` } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Return windows of Smartphones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return windows of Smartphones' });
    const days = within(dialog).getByRole('spinbutton', { name: /^Return window \(days\)/ });
    const warrantyDays = within(dialog).getByRole('spinbutton', { name: /^Return window with a warranty/ });
    expect(days).toHaveValue(null);
    expect(warrantyDays).toHaveValue(null);

    // 400 days is more than a year: refused on the field, nothing sent.
    await user.type(days, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save return windows' }));
    expect(await within(dialog).findByText(CATEGORY_RETURN_DAYS_INVALID)).toBeInTheDocument();
    expect(days).toHaveFocus();
    expect(api.to('PATCH', `${CATEGORIES}1/`)).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save return windows' }));
    expect(await screen.findByText('Smartphones saved')).toBeInTheDocument();
    expect(api.to('PATCH', `${CATEGORIES}1/`)[0]?.body).toEqual({
      return_window_days: 14,
      warranty_return_window_days: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByRole('rowheader', { name: /Smartphones/ });
    expect(row).toHaveTextContent('Returns: 14 days; with a warranty: shop’s');
    expect(screen.getByRole('rowheader', { name: /Laptops/ })).not.toHaveTextContent('Returns:');
  });

  it('moves a category with the keyboard: PUTs every id in the new order, focus stays on the moved one', async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', CATEGORIES, { status: 200, body: { data: [phones, laptops, cables] } }),
      on('PUT', `${CATEGORIES}order/`, (call) => {
        const ids = (call.body as { category_ids: number[] }).category_ids;
        const byId = new Map([phones, laptops, cables].map((item) => [item.id, item]));
        const data = ids.map((id, index) => ({ ...byId.get(id)!, position: index + 1 }));
        return { status: 200, body: { data, message: 'Category order saved' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCategories();
    const up = await screen.findByRole('button', { name: 'Move Cables up' });
    expect(screen.getByRole('button', { name: 'Move Smartphones up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Cables down' })).toBeDisabled();

    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Smartphones', 'Cables', 'Laptops']));
    expect(screen.getByRole('button', { name: 'Move Cables up' })).toHaveFocus();
    expect(screen.getByText('Cables moved to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Cables', 'Smartphones', 'Laptops']));
    // At the top its Up arrow is disabled: the Down arrow takes the focus.
    expect(screen.getByRole('button', { name: 'Move Cables down' })).toHaveFocus();

    await waitFor(() => expect(api.to('PUT', `${CATEGORIES}order/`)).toHaveLength(2));
    expect(api.to('PUT', `${CATEGORIES}order/`).map((call) => call.body)).toEqual([
      { category_ids: [1, 3, 2] },
      { category_ids: [3, 1, 2] },
    ]);
    expect(await screen.findByText('Category order saved')).toBeInTheDocument();
  });

  it('deletes only after the confirmation; a category with products is refused with the server’s message', async () => {
    signInAs(admin);
    const refusal = refusalInEnglish('category_has_products', { count: 12 });
    let list = [phones, cables];
    const api = fakeApi(
      on('GET', CATEGORIES, () => ({ status: 200, body: { data: list } })),
      on('DELETE', `${CATEGORIES}1/`, { status: 409, body: { message: refusal } }),
      on('DELETE', `${CATEGORIES}3/`, () => {
        list = [phones];
        return { status: 200, body: { data: { id: 3 }, message: 'Category deleted' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Smartphones' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Smartphones?' });
    expect(api.to('DELETE', `${CATEGORIES}1/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Smartphones', 'Cables']);

    await user.click(screen.getByRole('button', { name: 'Delete Cables' }));
    await user.click(await screen.findByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Cables: category deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Smartphones']));
    // Its Delete button is gone: the list's heading has the focus, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'In shop order' })).toHaveFocus());
  });

  it('is for admins only', async () => {
    signInAs({ ...admin, role: 'staff' });
    const api = fakeApi();
    renderCategories();
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('the Brands screen', () => {
  const apple: AdminBrand = { id: 1, name: 'Apple', slug: 'apple', product_count: 3 };
  const anker: AdminBrand = { id: 2, name: 'Anker', slug: 'anker', product_count: 0 };

  it('creates, renames in a dialog and shows a refused delete’s message', async () => {
    signInAs(admin);
    let list = [anker, apple];
    const refusal = refusalInEnglish('brand_has_products', { count: 3 });
    const api = fakeApi(
      on('GET', BRANDS, () => ({ status: 200, body: { data: list } })),
      on('POST', BRANDS, (call) => {
        const created = { id: 7, name: (call.body as { name: string }).name, slug: 'xiaomi', product_count: 0 };
        list = [anker, apple, created];
        return { status: 201, body: { data: created, message: `${created.name} created` } };
      }),
      on('PATCH', `${BRANDS}1/`, (call) => {
        const changed = { ...apple, name: (call.body as { name: string }).name };
        list = [anker, changed, ...list.slice(2)];
        return { status: 200, body: { data: changed, message: `${changed.name} saved` } };
      }),
      on('DELETE', `${BRANDS}1/`, { status: 409, body: { message: refusal } }),
    );
    const user = userEvent.setup({ delay: null });
    renderBrands();
    const table = await screen.findByRole('table', { name: 'Brands, by name' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Xiaomi');
    await user.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText('Xiaomi created')).toBeInTheDocument();
    expect(api.to('POST', BRANDS)[0]?.body).toEqual({ name: 'Xiaomi', slug: '' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Rename Apple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Apple' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Apple Inc');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Apple Inc saved')).toBeInTheDocument();
    expect(api.to('PATCH', `${BRANDS}1/`)[0]?.body).toEqual({ name: 'Apple Inc' });

    await user.click(await screen.findByRole('button', { name: 'Delete Apple Inc' }));
    await user.click(await screen.findByRole('button', { name: 'Delete brand' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(api.to('DELETE', `${BRANDS}1/`)).toHaveLength(1);
  });

  it('puts a name in use (409) on the rename dialog’s field', async () => {
    signInAs(admin);
    fakeApi(
      on('GET', BRANDS, { status: 200, body: { data: [anker, apple] } }),
      on('PATCH', `${BRANDS}2/`, {
        status: 409,
        body: { message: CATALOGUE_MESSAGES.brandNameTaken, errors: { name: CATALOGUE_MESSAGES.brandNameTaken } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderBrands();
    await user.click(await screen.findByRole('button', { name: 'Rename Anker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Anker' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Apple');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(CATALOGUE_MESSAGES.brandNameTaken));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Rename Anker' })).toBeInTheDocument();
  });
});
