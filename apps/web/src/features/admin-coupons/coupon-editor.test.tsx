import { COUPON_MESSAGES, refusalInEnglish, type AdminCoupon, type SessionUser } from '@pasal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as EditorRoute } from '../../routes/staff/coupon-editor';
import { Component as ListRoute } from '../../routes/staff/coupons';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };

const coupon = (overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 4,
  code: 'WELCOME10',
  kind: 'percentage',
  percentage: 10,
  amount: null,
  max_discount: 2000,
  min_subtotal: 2000,
  valid_from: null,
  valid_to: null,
  usage_limit: 100,
  per_customer_limit: 1,
  first_order_only: false,
  active: true,
  status: 'active',
  uses: 3,
  discount_total: 1200,
  order_count: 4,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  resetSession();
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/staff/coupons', element: <ListRoute /> },
      { path: '/staff/coupons/new', element: <EditorRoute /> },
      { path: '/staff/coupons/:id', element: <EditorRoute /> },
      probe('/login'),
    ],
    { pathname: path },
  );
}

describe('the coupon list', () => {
  it('shows each coupon with its terms, status, uses and discount given', async () => {
    signInAs(admin);
    fakeApi(
      on('GET', '/api/v1/admin/coupons/', {
        status: 200,
        body: {
          data: [
            coupon(),
            coupon({
              id: 5,
              code: 'FLAT250',
              kind: 'fixed',
              percentage: null,
              amount: 250,
              max_discount: null,
              min_subtotal: 0,
              per_customer_limit: null,
              usage_limit: null,
              first_order_only: true,
              active: false,
              status: 'disabled',
              uses: 0,
              discount_total: 0,
            }),
          ],
        },
      }),
    );
    renderAt('/staff/coupons');
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const welcome = await within(table).findByRole('row', { name: /WELCOME10/ });
    expect(within(welcome).getByText('10% off, up to Rs. 2,000')).toBeInTheDocument();
    expect(within(welcome).getByText('Active')).toBeInTheDocument();
    expect(within(welcome).getByText('Subtotal from Rs. 2,000')).toBeInTheDocument();
    expect(within(welcome).getByText('Once per customer')).toBeInTheDocument();
    expect(welcome).toHaveTextContent('3 of 100');
    expect(welcome).toHaveTextContent('Rs. 1,200');
    const flat = within(table).getByRole('row', { name: /FLAT250/ });
    expect(within(flat).getByText('Rs. 250 off')).toBeInTheDocument();
    expect(within(flat).getByText('First order only')).toBeInTheDocument();
    expect(within(flat).getByRole('button', { name: 'Enable FLAT250' })).toBeInTheDocument();
    expect(screen.getByText('2 coupons')).toBeInTheDocument();
  });

  it("disables a coupon from its row; the toast's Undo enables it again", async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', '/api/v1/admin/coupons/', { status: 200, body: { data: [coupon()] } }),
      on('PATCH', '/api/v1/admin/coupons/4/status/', {
        status: 200,
        body: { data: coupon({ active: false, status: 'disabled' }), message: 'Coupon WELCOME10 disabled' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/staff/coupons');
    await user.click(await screen.findByRole('button', { name: 'Disable WELCOME10' }));
    expect(await screen.findByText('Coupon WELCOME10 disabled')).toBeInTheDocument();
    // fireEvent: Sonner's toast captures the pointer on pointerdown, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.to('PATCH', '/api/v1/admin/coupons/4/status/')).toHaveLength(2));
    expect(api.to('PATCH', '/api/v1/admin/coupons/4/status/').map((call) => call.body)).toEqual([
      { active: false },
      { active: true },
    ]);
  });
});

describe('the coupon editor', () => {
  it("checks with the contract's messages before sending, focus on the first", async () => {
    signInAs(admin);
    const api = fakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/staff/coupons/new');
    await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(COUPON_MESSAGES.codeRequired)));
    expect(code).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Percentage off' })).toHaveAccessibleDescription(
      new RegExp(COUPON_MESSAGES.percentageInvalid),
    );
    // A fixed amount has no percentage or cap: those boxes go, the amount box comes.
    await user.click(screen.getByRole('radio', { name: 'Fixed amount off' }));
    expect(screen.queryByRole('spinbutton', { name: /^Cap/ })).not.toBeInTheDocument();
    await user.type(code, 'x');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount off (Rs.)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(new RegExp(COUPON_MESSAGES.codeInvalid.slice(0, 20))));
    expect(screen.getByRole('spinbutton', { name: 'Amount off (Rs.)' })).toHaveAccessibleDescription(
      new RegExp(COUPON_MESSAGES.amountInvalid),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a coupon with POST (rupees, ISO times, upper-case code) and opens it', async () => {
    signInAs(admin);
    const created = coupon({ id: 9, code: 'DIWALI', uses: 0, discount_total: 0, order_count: 0 });
    const api = fakeApi(
      on('POST', '/api/v1/admin/coupons/', { status: 201, body: { data: created, message: 'Coupon DIWALI created' } }),
      on('GET', '/api/v1/admin/coupons/9/', { status: 200, body: { data: created } }),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/staff/coupons/new');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'diwali');
    await user.type(screen.getByRole('spinbutton', { name: 'Percentage off' }), '12');
    await user.type(screen.getByRole('spinbutton', { name: /^Uses in all/ }), '50');
    await user.click(screen.getByRole('checkbox', { name: 'First order only' }));
    await user.type(screen.getByLabelText(/^Ends/), '2030-01-31T23:30');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/admin/coupons/')).toHaveLength(1));
    expect(api.to('POST', '/api/v1/admin/coupons/')[0]!.body).toEqual({
      code: 'DIWALI',
      kind: 'percentage',
      percentage: 12,
      amount: null,
      max_discount: null,
      min_subtotal: 0,
      valid_from: null,
      valid_to: new Date('2030-01-31T23:30').toISOString(),
      usage_limit: 50,
      per_customer_limit: null,
      first_order_only: true,
      active: true,
    });
    expect(await screen.findByText('Coupon DIWALI created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/coupons/9'));
  });

  it("a used coupon shows its usage, keeps its code, and shows the server's refusal on the field", async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', '/api/v1/admin/coupons/4/', { status: 200, body: { data: coupon() } }),
      on('PUT', '/api/v1/admin/coupons/4/', {
        status: 400,
        body: {
          message: refusalInEnglish('coupon_usage_limit_below_uses', { uses: 3 }),
          errors: { usage_limit: refusalInEnglish('coupon_usage_limit_below_uses', { uses: 3 }) },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/staff/coupons/4');
    const usage = await screen.findByRole('region', { name: 'Usage' });
    expect(within(usage).getByText('3 of 100')).toBeInTheDocument();
    expect(within(usage).getByText('Rs. 1,200')).toBeInTheDocument();
    expect(screen.getByText('Used in 4 orders: it can be disabled but not deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
    const limit = screen.getByRole('spinbutton', { name: /^Uses in all/ });
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(
        new RegExp(refusalInEnglish('coupon_usage_limit_below_uses', { uses: 3 }).slice(0, 30)),
      ),
    );
    expect(limit).toHaveFocus();
    expect(api.to('PUT', '/api/v1/admin/coupons/4/')[0]!.body).toMatchObject({
      usage_limit: 2,
      active: true,
      updated_at: '2026-11-02T10:00:00.000Z',
    });
  });

  it('a 409 says the coupon changed meanwhile, and Reload takes the new one', async () => {
    signInAs(admin);
    let current = coupon();
    const api = fakeApi(
      on('GET', '/api/v1/admin/coupons/4/', () => ({ status: 200, body: { data: current } })),
      on('PUT', '/api/v1/admin/coupons/4/', { status: 409, body: { message: COUPON_MESSAGES.stale } }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/staff/coupons/4');
    const percentage = await screen.findByRole('spinbutton', { name: 'Percentage off' });
    await user.clear(percentage);
    await user.type(percentage, '25');
    current = coupon({ percentage: 12, updated_at: '2026-11-03T10:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(COUPON_MESSAGES.stale)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload the coupon' }));
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Percentage off' })).toHaveValue(12));
    expect(screen.queryByText(COUPON_MESSAGES.stale)).not.toBeInTheDocument();
    expect(api.to('PUT', '/api/v1/admin/coupons/4/')).toHaveLength(1);
  });

  it('disables a coupon with its own button', async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', '/api/v1/admin/coupons/4/', { status: 200, body: { data: coupon() } }),
      on('PATCH', '/api/v1/admin/coupons/4/status/', {
        status: 200,
        body: { data: coupon({ active: false, status: 'disabled' }), message: 'Coupon WELCOME10 disabled' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/staff/coupons/4');
    await user.click(await screen.findByRole('button', { name: 'Disable coupon' }));
    expect(await screen.findByText('Coupon WELCOME10 disabled')).toBeInTheDocument();
    expect(api.to('PATCH', '/api/v1/admin/coupons/4/status/')[0]!.body).toEqual({ active: false });
    expect(screen.getByRole('button', { name: 'Enable coupon' })).toBeInTheDocument();
  });
});
