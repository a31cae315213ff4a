import { BACK_IN_STOCK_MESSAGES as M, type Product } from '@pasal/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../api/http';
import { useSession } from '../../api/session-store';
import { useCart } from '../cart/cart-store';
import { PurchasePanel } from '../cart/purchase-panel';
import { makeColor, makeProduct } from '../cart/test-fixtures';
import { serveApi } from '../../testing';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

const soldOut = () => makeProduct({ id: 7, total_quantity: 0, colors: [] });

function renderPanel(product: Product) {
  return render(
    <MemoryRouter>
      <PurchasePanel product={product} />
    </MemoryRouter>,
  );
}

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Answers the back-in-stock calls and records them. */
function backInStockServer(options: { subscribed?: boolean; postStatus?: number; postBody?: object } = {}) {
  const calls: Call[] = [];
  let subscribed = options.subscribed ?? false;
  const fetchMock = serveApi((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (method === 'GET') {
      return {
        body: {
          data: {
            subscriptions: subscribed ? [{ product_id: 7, color_id: null, created_at: '2026-01-01T00:00:00Z' }] : [],
          },
        },
      };
    }
    if (method === 'POST') {
      if (options.postStatus && options.postStatus >= 400) {
        return { status: options.postStatus, body: options.postBody ?? { message: 'nope' } };
      }
      subscribed = true;
      return { status: 201, body: { message: M.subscribed, data: {} } };
    }
    subscribed = false;
    return { body: { message: M.cancelled, data: {} } };
  });
  return { calls, fetchMock };
}

beforeEach(() => {
  useCart.setState({ lines: [], ownerId: null, fromRemote: false });
  useSession.setState({ user: null, loggedIn: false });
  setAccessToken(null);
});
afterEach(() => {
  toastMock.success.mockReset();
  toastMock.error.mockReset();
});

describe('Back in stock on the product page: visitors', () => {
  it('offers a labelled e-mail field under the sold-out notice; a bad e-mail is explained, not sent', async () => {
    const { fetchMock } = backInStockServer();
    renderPanel(soldOut());
    expect(screen.getByText('This item is currently out of stock')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get an e-mail when this item is back' })).toBeInTheDocument();
    const field = screen.getByLabelText('Email address');
    await userEvent.type(field, 'sita@');
    await userEvent.click(screen.getByRole('button', { name: M.visitorButtonLabel }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes with the e-mail, thanks the shopper and shows the subscribed state', async () => {
    const { calls } = backInStockServer();
    renderPanel(soldOut());
    await userEvent.type(screen.getByLabelText('Email address'), ' Sita@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: M.visitorButtonLabel }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(M.subscribed));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/v1/products/7/back-in-stock/', search: '', body: { email: 'sita@example.com' } },
    ]);
    expect(screen.getByText(M.alreadySubscribed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it("shows the server's field message inline and a conflict's message in a toast", async () => {
    backInStockServer({ postStatus: 400, postBody: { message: 'Invalid email', errors: { email: 'Invalid email' } } });
    renderPanel(soldOut());
    await userEvent.type(screen.getByLabelText('Email address'), 'sita@example.com');
    fireEvent.submit(screen.getByLabelText('Email address').closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email');

    backInStockServer({ postStatus: 409, postBody: { message: M.productInStock } });
    fireEvent.submit(screen.getByLabelText('Email address').closest('form')!);
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(M.productInStock));
    // The form stays usable.
    expect(screen.getByRole('button', { name: M.visitorButtonLabel })).toBeEnabled();
  });

  it('offers nothing for an in-stock product, nor for one no longer sold', () => {
    const { fetchMock } = backInStockServer();
    const { unmount } = renderPanel(makeProduct({ colors: [makeColor()] }));
    expect(screen.queryByText(/Get an e-mail/)).toBeNull();
    unmount();
    renderPanel(makeProduct({ total_quantity: 0, is_active: false, colors: [] }));
    expect(screen.queryByText(/Get an e-mail/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a sold-out colour of an in-stock product: a link opens the form for that colour', async () => {
    const { calls } = backInStockServer();
    const product = makeProduct({
      id: 7,
      total_quantity: 5,
      colors: [makeColor(), makeColor({ id: 12, color_name: 'Cyan', is_in_stock: false, quantity: 0 })],
    });
    renderPanel(product);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    const link = screen.getByRole('button', { name: "Cyan is sold out: get an e-mail when it's back" });
    expect(link).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Get an e-mail when Cyan is back' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), 'ram@example.com');
    await userEvent.click(screen.getByRole('button', { name: M.visitorButtonLabel }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(M.subscribed));
    expect(calls[0]!.body).toEqual({ email: 'ram@example.com', color_id: 12 });
  });
});

describe('Back in stock on the product page: signed-in shoppers', () => {
  beforeEach(() => {
    setAccessToken('token');
    useSession.setState({
      loggedIn: true,
      user: {
        id: 3,
        email: 'sita@example.com',
        first_name: 'Sita',
        middle_name: '',
        last_name: 'Rai',
        phone: '9841234567',
        role: 'customer',
        email_verified: true,
        phone_verified: false,
      },
    });
  });

  it('one button subscribes; then the subscribed state with Cancel, which ends it', async () => {
    const { calls } = backInStockServer();
    renderPanel(soldOut());
    expect(screen.queryByLabelText('Email address')).toBeNull();
    const button = screen.getByRole('button', { name: M.buttonLabel });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(M.subscribed));
    expect(screen.getByText(M.alreadySubscribed)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/products/7/back-in-stock/',
      'POST /api/v1/products/7/back-in-stock/',
    ]);
    expect(calls[1]!.body).toEqual({});

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the back-in-stock e-mail' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(M.cancelled));
    expect(calls[2]).toMatchObject({ method: 'DELETE', path: '/api/v1/products/7/back-in-stock/' });
    expect(screen.getByRole('button', { name: M.buttonLabel })).toBeEnabled();
  });

  it('asks an account without an e-mail (signed up by mobile) for one, and sends it', async () => {
    useSession.setState((state) => ({ user: { ...state.user!, email: '', email_verified: false } }));
    const { calls } = backInStockServer();
    renderPanel(soldOut());
    expect(screen.queryByRole('button', { name: M.buttonLabel })).toBeNull();
    await userEvent.type(screen.getByLabelText('Email address'), 'sita@example.com');
    await userEvent.click(screen.getByRole('button', { name: M.visitorButtonLabel }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(M.subscribed));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/v1/products/7/back-in-stock/', search: '', body: { email: 'sita@example.com' } },
    ]);
  });

  it('shows an existing subscription at once', async () => {
    backInStockServer({ subscribed: true });
    renderPanel(soldOut());
    expect(await screen.findByText(M.alreadySubscribed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.buttonLabel })).toBeNull();
  });
});
