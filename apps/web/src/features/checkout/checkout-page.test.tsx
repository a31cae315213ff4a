import {
  CHECKOUT_STORAGE_KEY,
  districtByName,
  localLevelsOf,
  SAVED_ADDRESS_PATHS,
  type PlacedOrder,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as CheckoutRoute } from '../../routes/checkout';
import { lineFromProduct } from '../cart/cart-lines';
import { useCart } from '../cart/cart-store';
import { resetCartRefresh } from '../cart/refresh';
import { makeProduct } from '../cart/test-fixtures';
import { answer, fakeApi, orderOf, profile, quoteOf, renderAt, signIn, signOut } from '../../testing';

// Typing through user-event is slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const product = makeProduct();

function withCart() {
  useCart.setState({ lines: [lineFromProduct(product, 2, null)], ownerId: null });
}

const baseHandlers = [
  answer('GET', '/api/v1/auth/profile/', 200, { data: profile }),
  answer('GET', /^\/api\/v1\/products\/by-ids\//, 200, { data: [product] }),
  answer('POST', '/api/v1/orders/quote/', 200, (call) => {
    const body = call.body as { coupon_code: string | null };
    return {
      data:
        body.coupon_code === 'WELCOME10'
          ? quoteOf({ discount: 400, coupon_code: 'WELCOME10', grand_total: 3700 })
          : quoteOf(),
    };
  }),
];

/** A default saved address, Home, in ward 4 of a municipality of the district. */
function homeIn(district: { id: number; provinceId: number }, localLevel: { id: number }) {
  return {
    id: 7,
    label: 'Home',
    full_name: 'Sita Sharma',
    phone: '9841234567',
    province_id: district.provinceId,
    district_id: district.id,
    local_level_id: localLevel.id,
    ward: 4,
    tole: 'Baluwatar',
    landmark: null,
    postal_code: null,
    is_default: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

function renderCheckout() {
  return renderAt('/checkout', '/checkout', <CheckoutRoute />);
}

type User = ReturnType<typeof userEvent.setup>;

// The picker is a lazy chunk; load it once up front so each test sees it render at once.
beforeAll(async () => {
  await import('../addresses/address-fields');
});

/** Fills the Shipping step with a Kathmandu address (province → district → municipality → ward, tole). */
async function fillKathmanduAddress(user: User) {
  await user.click(screen.getByRole('tab', { name: /Shipping/ }));
  await user.selectOptions(await screen.findByRole('combobox', { name: /Province/ }), 'Bagmati Province');
  await user.click(screen.getByRole('combobox', { name: /District/ }));
  await user.keyboard('kathmandu{Enter}');
  await user.click(screen.getByRole('combobox', { name: /Municipality/ }));
  await user.keyboard('kathmandu metro{Enter}');
  await user.selectOptions(screen.getByRole('combobox', { name: /Ward/ }), 'Ward 26');
  const tole = screen.getByRole('textbox', { name: /Street/ });
  await user.clear(tole);
  await user.type(tole, 'Lambagar');
}

/**
 * Opens the Payment step, picks `method` and writes the (required) additional info. Without an
 * address filled in first, the order is picked up at the shop (no address needed).
 */
async function goToPayment(user: User, method: RegExp, additionalInfo: string | null = 'Call before coming') {
  if (!(screen.queryByRole('combobox', { name: /Ward/ }) as HTMLSelectElement | null)?.value) {
    await user.click(screen.getByRole('tab', { name: /Shipping/ }));
    await user.click(screen.getByRole('radio', { name: /Store pickup/ }));
  }
  await user.click(screen.getByRole('tab', { name: /Payment/ }));
  await user.click(screen.getByRole('radio', { name: method }));
  if (additionalInfo !== null) await user.type(screen.getByLabelText(/Additional info/), additionalInfo);
}

beforeEach(() => {
  resetCartRefresh();
  signIn();
});

afterEach(() => {
  signOut();
  useCart.setState({ lines: [] });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkout', () => {
  it('sends a visitor to login with redirect /checkout and type checkout', async () => {
    signOut();
    fakeApi();
    renderCheckout();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login {"redirect":"/checkout","type":"checkout"}',
    );
  });

  it("says 'Your cart is empty' without lines", async () => {
    fakeApi(...baseHandlers);
    renderCheckout();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("prefills from the profile and shows the server's figures", async () => {
    withCart();
    fakeApi(...baseHandlers);
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue('Sita'));
    expect(screen.getByLabelText(/Phone/)).toHaveValue('9841234567');
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('Rs. 4,100');
    expect(screen.getByTestId('checkout-shipping')).toHaveTextContent('Rs. 100');
    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: /Shipping/ }));
    // The account's billing address gives the province, the street and the landmark.
    expect(await screen.findByRole('combobox', { name: /Province/ })).toHaveDisplayValue('Bagmati Province');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('Lambagar, Tarkeshwor');
    expect(screen.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  });

  it('fills the whole address from a billing address saved as a Nepal address', async () => {
    withCart();
    const billing = {
      ...profile.billing!,
      province_id: 3,
      district_id: 27,
      local_level_id: 307,
      ward: 26,
      tole: 'Thamel Marg',
      landmark: '',
      postal_code: '',
    };
    fakeApi(answer('GET', '/api/v1/auth/profile/', 200, { data: { ...profile, billing } }), ...baseHandlers.slice(1));
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: /Shipping/ }));
    expect(await screen.findByRole('combobox', { name: /Municipality/ })).toHaveValue('Kathmandu Metropolitan City');
    expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('Kathmandu');
    expect(screen.getByRole('combobox', { name: /Ward/ })).toHaveDisplayValue('Ward 26');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('Thamel Marg');
  });

  it('starts from the default saved address and fills the address from another one chosen', async () => {
    const kaski = districtByName('Kaski')!;
    const pokhara = localLevelsOf(kaski.id).find((level) => level.nameEn === 'Pokhara')!;
    const kathmandu = districtByName('Kathmandu')!;
    const kathmanduMetro = localLevelsOf(kathmandu.id).find((level) => level.nameEn === 'Kathmandu')!;
    const saved = (
      id: number,
      label: string,
      district: typeof kaski,
      level: typeof pokhara,
      ward: number,
      tole: string,
    ) => ({
      id,
      label,
      full_name: 'Sita Sharma',
      phone: '9841234567',
      province_id: district.provinceId,
      district_id: district.id,
      local_level_id: level.id,
      ward,
      tole,
      landmark: null,
      postal_code: null,
      is_default: id === 2,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    withCart();
    fakeApi(
      ...baseHandlers,
      answer('GET', SAVED_ADDRESS_PATHS.list, 200, {
        data: [
          saved(2, 'Office', kaski, pokhara, 6, 'Lakeside'),
          saved(1, 'Home', kathmandu, kathmanduMetro, 26, 'Lambagar'),
        ],
        limit: 10,
      }),
    );
    renderCheckout();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: /Shipping/ }));
    const choice = await screen.findByRole('combobox', { name: 'Deliver to' });
    await waitFor(() => expect(choice).toHaveDisplayValue(/^Office — /));
    expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('Kaski');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('Lakeside');
    await user.selectOptions(choice, screen.getByRole('option', { name: /^Home — / }));
    expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('Kathmandu');
    expect(screen.getByRole('combobox', { name: /Ward/ })).toHaveDisplayValue('Ward 26');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('Lambagar');
  });

  it('places the order to the default saved address when the shopper skips the Shipping step', async () => {
    const kathmandu = districtByName('Kathmandu')!;
    const kathmanduMetro = localLevelsOf(kathmandu.id).find((level) => level.nameEn === 'Kathmandu')!;
    withCart();
    const placed: PlacedOrder = { order: orderOf(), payment: { gateway: 'COD' } };
    const api = fakeApi(
      ...baseHandlers,
      answer('GET', SAVED_ADDRESS_PATHS.list, 200, {
        data: [
          {
            id: 7,
            label: 'Home',
            full_name: 'Sita Sharma',
            phone: '9841234567',
            province_id: kathmandu.provinceId,
            district_id: kathmandu.id,
            local_level_id: kathmanduMetro.id,
            ward: 4,
            tole: 'Baluwatar',
            landmark: null,
            postal_code: null,
            is_default: true,
            created_at: '2026-11-20T10:00:00.000Z',
            updated_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        limit: 10,
      }),
      answer('POST', '/api/v1/orders/', 201, { data: placed }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('tab', { name: /Payment/ }));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.type(screen.getByLabelText(/Additional info/), 'Call before coming');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/orders');
    expect(api.posts('/api/v1/orders/')[0]?.body).toMatchObject({
      delivery_method: 'delivery',
      district_id: kathmandu.id,
      local_level_id: kathmanduMetro.id,
      ward: 4,
      tole: 'Baluwatar',
    });
  });

  it('a quick shopper on a slow connection: Place Order waits for the saved addresses, and the order goes to the default with no field in red', async () => {
    const kathmandu = districtByName('Kathmandu')!;
    const kathmanduMetro = localLevelsOf(kathmandu.id).find((level) => level.nameEn === 'Kathmandu')!;
    withCart();
    // The saved addresses answer only after the shopper has reached Place Order (issue #30).
    let answerAddresses!: () => void;
    const addressesHeld = new Promise<void>((resolve) => (answerAddresses = resolve));
    const placed: PlacedOrder = { order: orderOf(), payment: { gateway: 'COD' } };
    const api = fakeApi(
      ...baseHandlers,
      async (call) => {
        if (call.method !== 'GET' || call.path !== SAVED_ADDRESS_PATHS.list) return undefined;
        await addressesHeld;
        return { status: 200, body: { data: [homeIn(kathmandu, kathmanduMetro)], limit: 10 } };
      },
      answer('POST', '/api/v1/orders/', 201, { data: placed }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('tab', { name: /Payment/ }));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.type(screen.getByLabelText(/Additional info/), 'Call before coming');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    expect(placeOrder).toBeDisabled();
    await user.click(placeOrder);

    answerAddresses();
    // The address arrives, then the quote for its district: a busy machine takes a while.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled(), {
      timeout: 5_000,
    });
    // Nothing was checked against an empty address: no message, still on Payment.
    expect(screen.queryByText('Please check the highlighted fields.')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /Shipping/ }));
    expect(await screen.findByRole('combobox', { name: /District/ })).toHaveValue('Kathmandu');
    expect(screen.queryByText('Choose a district')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Street/ })).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('tab', { name: /Payment/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/orders');
    expect(api.posts('/api/v1/orders/')).toHaveLength(1);
    expect(api.posts('/api/v1/orders/')[0]?.body).toMatchObject({
      delivery_method: 'delivery',
      district_id: kathmandu.id,
      local_level_id: kathmanduMetro.id,
      ward: 4,
      tole: 'Baluwatar',
    });
  });

  it('after a refused submit, choosing a saved address clears the red from the fields it fills', async () => {
    const kathmandu = districtByName('Kathmandu')!;
    const kathmanduMetro = localLevelsOf(kathmandu.id).find((level) => level.nameEn === 'Kathmandu')!;
    withCart();
    fakeApi(
      ...baseHandlers,
      answer('GET', SAVED_ADDRESS_PATHS.list, 200, { data: [homeIn(kathmandu, kathmanduMetro)], limit: 10 }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await user.click(screen.getByRole('tab', { name: /Shipping/ }));
    const district = await screen.findByRole('combobox', { name: /District/ });
    await waitFor(() => expect(district).toHaveValue('Kathmandu'));
    // Another province empties the district, the municipality and the ward.
    await user.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Gandaki Province');
    await user.click(screen.getByRole('tab', { name: /Payment/ }));
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await user.type(screen.getByLabelText(/Additional info/), 'Call before coming');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Choose a district')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Shipping/ })).toHaveAttribute('aria-selected', 'true');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Deliver to' }),
      screen.getByRole('option', { name: /^Home — / }),
    );
    expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('Kathmandu');
    await waitFor(() => expect(screen.queryByText('Choose a district')).not.toBeInTheDocument());
    expect(screen.queryByText('Choose a municipality or rural municipality')).not.toBeInTheDocument();
    expect(screen.queryByText('Enter the ward number')).not.toBeInTheDocument();
  });

  it('a profile that arrives after the shopper started filling in leaves the form alone', async () => {
    withCart();
    // The profile answers only once the shopper has chosen a province (a slow connection).
    let answerProfile!: () => void;
    const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
    let profileAnswered = false;
    fakeApi(
      async (call) => {
        if (!call.path.includes('/auth/profile/')) return undefined;
        await profileHeld;
        profileAnswered = true;
        return call.method === 'GET' ? { status: 200, body: { data: profile } } : undefined;
      },
      ...baseHandlers.slice(1),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Province/ }), 'Gandaki Province');
    answerProfile();
    await waitFor(() => expect(profileAnswered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('combobox', { name: /Province/ })).toHaveDisplayValue('Gandaki Province');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveValue('');
  });

  it('after a failed submit shows the first step with an error, then the payment method message', async () => {
    withCart();
    const api = fakeApi(
      answer('GET', '/api/v1/auth/profile/', 200, { data: { ...profile, billing: null } }),
      ...baseHandlers.slice(1),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('tab', { name: /Payment/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Choose a province')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Shipping/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Street / tole is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Province/ })).toHaveFocus());

    await fillKathmanduAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Payment method is required')).toBeInTheDocument();
    expect(screen.getByText('Additional info is required')).toBeInTheDocument();
    expect(api.posts('/api/v1/orders/')).toHaveLength(0);
  });

  it("requires additional info: 'Additional info is required' on the Payment step, tied to its field", async () => {
    withCart();
    const api = fakeApi(...baseHandlers);
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await goToPayment(user, /Cash on Delivery/, '   ');
    await user.click(screen.getByRole('tab', { name: /Personal Info/ }));
    await user.click(screen.getByRole('tab', { name: /Payment/ }));
    const note = screen.getByLabelText(/Additional info/);
    // Marked required like the other fields, no longer '(optional)'.
    expect(note.closest('div')?.querySelector('label')).toHaveTextContent(/^Additional info \*$/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const message = await screen.findByText('Additional info is required');
    expect(screen.getByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Payment/ })).toHaveTextContent('(has errors)');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAttribute('aria-describedby', message.id);
    expect(note).toHaveAccessibleDescription('Additional info is required');
    await waitFor(() => expect(note).toHaveFocus());
    expect(api.posts('/api/v1/orders/')).toHaveLength(0);

    await user.type(note, 'Ring the bell twice');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.posts('/api/v1/orders/')).toHaveLength(1));
    expect(api.posts('/api/v1/orders/')[0]?.body).toMatchObject({ notes: 'Ring the bell twice' });
  });

  it('places a COD order with the quoted figures, clears the cart and opens Your Orders', async () => {
    withCart();
    const placed: PlacedOrder = { order: orderOf(), payment: { gateway: 'COD' } };
    const api = fakeApi(...baseHandlers, answer('POST', '/api/v1/orders/', 201, { data: placed }));
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await fillKathmanduAddress(user);
    await goToPayment(user, /Cash on Delivery/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile/orders');
    expect(await screen.findByText('Checkout successfully!')).toBeInTheDocument();
    expect(useCart.getState().lines).toHaveLength(0);
    const [call] = api.posts('/api/v1/orders/');
    expect(call?.body).toMatchObject({
      first_name: 'Sita',
      delivery_method: 'delivery',
      province_id: 3,
      district_id: 27,
      local_level_id: 307,
      ward: 26,
      tole: 'Lambagar',
      landmark: 'Near the temple',
      postal_code: '44600',
      phone_number: '9841234567',
      payment_gateway: 'COD',
      subtotal: 4000,
      delivery_charge: 100,
      discount: 0,
      grand_total: 4100,
      currency: 'Npr',
      notes: 'Call before coming',
      lines: [{ product_id: 1, color_id: null, quantity: 2 }],
    });
  });

  it("on 409 shows the server's message, keeps the cart and refreshes it", async () => {
    withCart();
    const api = fakeApi(
      ...baseHandlers,
      answer('POST', '/api/v1/orders/', 409, { message: 'Prices have changed, please review your cart' }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await goToPayment(user, /Cash on Delivery/);
    const refreshesBefore = api.calls.filter((call) => call.path.startsWith('/api/v1/products/by-ids/')).length;
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Prices have changed, please review your cart')).toBeInTheDocument();
    expect(useCart.getState().lines).toHaveLength(1);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.startsWith('/api/v1/products/by-ids/')).length).toBeGreaterThan(
        refreshesBefore,
      ),
    );
  });

  it('when another shopper took the last unit, shows the cart with the sold-out line flagged and removable', async () => {
    withCart();
    let stock = product.total_quantity;
    const api = fakeApi(
      answer('GET', /^\/api\/v1\/products\/by-ids\//, 200, () => ({ data: [{ ...product, total_quantity: stock }] })),
      answer('POST', '/api/v1/orders/', 409, () => {
        stock = 0; // the other shopper's order went through first
        return { message: 'Sound Buds is out of stock', errors: { 'lines.0': 'Sound Buds is out of stock' } };
      }),
      ...baseHandlers,
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await goToPayment(user, /Cash on Delivery/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Sound Buds is out of stock')).toBeInTheDocument();

    // The cart as it is: the line, flagged, with its Remove — not "Your cart is empty".
    const list = await screen.findByRole('list', { name: 'Items that can no longer be bought' });
    expect(within(list).getByText('Out of stock. Remove it to check out.')).toBeInTheDocument();
    expect(screen.getByText('Remove the items that can no longer be bought to check out.')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(useCart.getState().lines).toHaveLength(1);
    expect(api.posts('/api/v1/orders/')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: /^Remove Sound Buds/ }));
    expect(useCart.getState().lines).toHaveLength(0);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  });

  it('keeps the form for the lines still for sale and lists a sold-out one beside them to remove', async () => {
    const soldOut = makeProduct({ id: 2, name: 'Gone Speaker', slug: 'gone-speaker', total_quantity: 0 });
    useCart.setState({
      lines: [lineFromProduct(product, 2, null), { ...lineFromProduct(soldOut, 1, null), unavailable: 'Out of stock' }],
      ownerId: null,
    });
    fakeApi(answer('GET', /^\/api\/v1\/products\/by-ids\//, 200, { data: [product, soldOut] }), ...baseHandlers);
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    const list = screen.getByRole('list', { name: 'Items that can no longer be bought' });
    expect(within(list).getAllByTestId('cart-line')).toHaveLength(1);
    expect(within(list).getByText('Gone Speaker')).toBeInTheDocument();
    expect(screen.getByText('Items that can no longer be bought are not part of this order.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove Gone Speaker' }));
    expect(useCart.getState().lines.map((line) => line.id)).toEqual([1]);
    expect(screen.queryByRole('list', { name: 'Items that can no longer be bought' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Payment/ })).toBeInTheDocument();
  });

  it("toasts 'Something went wrong' for other failures", async () => {
    withCart();
    fakeApi(...baseHandlers, answer('POST', '/api/v1/orders/', 500, { message: 'boom' }));
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await goToPayment(user, /Cash on Delivery/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it("on a 422 shows the server's reason and marks the payment method it names", async () => {
    withCart();
    fakeApi(
      ...baseHandlers,
      answer('POST', '/api/v1/orders/', 422, {
        message: 'eSewa needs an order of at least Rs. 10',
        errors: { payment_gateway: 'Please choose Cash on Delivery for this order' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await goToPayment(user, /eSewa/);
    await user.click(screen.getByRole('tab', { name: /Personal Info/ }));
    await user.click(screen.getByRole('tab', { name: /Payment/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('eSewa needs an order of at least Rs. 10')).toBeInTheDocument();
    expect(await screen.findByText('Please choose Cash on Delivery for this order')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(useCart.getState().lines).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it("on a 422 without a form field (an order too large) shows the server's reason", async () => {
    withCart();
    const tooLarge = 'This order is too large to place online; please split it or contact us';
    fakeApi(
      ...baseHandlers,
      answer('POST', '/api/v1/orders/', 422, { message: tooLarge, errors: { lines: tooLarge } }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await goToPayment(user, /Cash on Delivery/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(tooLarge)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByRole('tab', { name: /Payment/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('on a 422 for the coupon shows the reason and drops the coupon', async () => {
    withCart();
    const api = fakeApi(
      ...baseHandlers,
      answer('POST', '/api/v1/coupons/validate/', 200, {
        data: { code: 'WELCOME10', message: 'Coupon applied', quote: quoteOf({ discount: 400, grand_total: 3700 }) },
      }),
      answer('POST', '/api/v1/orders/', 422, {
        message: 'This coupon has reached its usage limit',
        errors: { coupon_code: 'This coupon has reached its usage limit' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('checkbox', { name: 'Do you have a coupon code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: you save Rs\. 400/)).toBeInTheDocument();
    await goToPayment(user, /Cash on Delivery/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This coupon has reached its usage limit')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/applied: you save/)).toBeNull());
    expect(api.posts('/api/v1/orders/')[0]?.body).toMatchObject({ coupon_code: 'WELCOME10' });
  });

  it('eSewa: saves the order under the checkout key and posts the signed form to payment_url', async () => {
    withCart();
    const payment = {
      gateway: 'Esewa' as const,
      payment_url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      amount: '4000',
      tax_amount: '0',
      total_amount: '4100',
      transaction_uuid: 'PSL-7K3M9Q2XTB4N',
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '100',
      success_url: 'http://shop.test/payment-success',
      failure_url: 'http://shop.test/payment-failed?transaction_id=PSL-7K3M9Q2XTB4N',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: 'c2lnbmF0dXJl',
    };
    fakeApi(
      ...baseHandlers,
      answer('POST', '/api/v1/orders/', 201, { data: { order: orderOf({ payment_gateway: 'Esewa' }), payment } }),
    );
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await goToPayment(user, /eSewa/);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0]!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(payment.payment_url);
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toMatchObject({
      total_amount: '4100',
      transaction_uuid: 'PSL-7K3M9Q2XTB4N',
      signature: 'c2lnbmF0dXJl',
    });
    expect(fields).not.toHaveProperty('payment_url');
    expect(JSON.parse(localStorage.getItem(CHECKOUT_STORAGE_KEY) ?? '{}')).toMatchObject({
      transaction_id: 'PSL-7K3M9Q2XTB4N',
      payment_gateway: 'Esewa',
    });
    // The cart stays until the payment is confirmed.
    expect(useCart.getState().lines).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Placing order/ })).toBeDisabled();
  });

  it('applies a coupon: Apply waits for a code, then the discount shows and the field clears', async () => {
    withCart();
    const api = fakeApi(
      ...baseHandlers,
      answer('POST', '/api/v1/coupons/validate/', 200, (call) =>
        (call.body as { code: string }).code === 'WELCOME10'
          ? {
              data: {
                code: 'WELCOME10',
                message: 'Coupon applied',
                quote: quoteOf({ discount: 400, grand_total: 3700 }),
              },
            }
          : undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('checkbox', { name: 'Do you have a coupon code?' }));
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(await screen.findByText(/applied: you save Rs\. 400/)).toBeInTheDocument();
    expect(await screen.findByTestId('checkout-discount')).toHaveTextContent('Rs. 400');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Rs. 3,700');
    expect(api.posts('/api/v1/coupons/validate/')[0]?.body).toEqual({
      code: 'WELCOME10',
      lines: [{ product_id: 1, color_id: null, quantity: 2 }],
    });
  });

  it("shows the server's reason for a coupon it refuses", async () => {
    withCart();
    fakeApi(...baseHandlers, answer('POST', '/api/v1/coupons/validate/', 422, { message: 'This coupon has expired' }));
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    await user.click(screen.getByRole('checkbox', { name: 'Do you have a coupon code?' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired');
    expect(
      within(screen.getByRole('list', { name: 'Items in your order' })).getByText('Sound Buds'),
    ).toBeInTheDocument();
  });
});
