import {
  COD_HOLD_MESSAGES,
  SETTINGS_MESSAGES,
  type AdminSettings,
  type DemoDataRemoval,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsRoute } from '../../routes/staff/settings';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const staffer: SessionUser = { ...shopper, id: 7, role: 'staff' };

const current: AdminSettings = {
  settings: {
    name: 'Pasal',
    email: 'hello@pasal.example',
    phone: '+977 9800000000',
    address: 'Lambagar, Tarkeshwor, Kathmandu, Nepal 44600',
    address_ne: '',
    opening_hours: 'Mon - Sat 9AM - 7PM',
    legal_name: 'Pasal Electronics Pvt. Ltd.',
    registration_no: '000000/00/000',
    pan: '000000000',
    grievance_officer: 'Grievance Officer, grievance@pasal.example',
    free_delivery_threshold: 10000,
    standard_delivery_charge: 0,
    payment_methods: ['Esewa', 'Khalti', 'COD'],
    cod_max_open_orders: 3,
    cod_max_units_per_product: 5,
  },
  payment_availability: [
    { value: 'Esewa', label: 'eSewa', available: true, simulated: true },
    { value: 'Khalti', label: 'Khalti', available: false, simulated: false },
    { value: 'COD', label: 'Cash on Delivery', available: true, simulated: false },
  ],
  saved: false,
  updated_at: null,
};

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

const renderSettings = () =>
  renderRoutes([{ path: '/staff/settings', element: <SettingsRoute /> }, probe('/login')], {
    pathname: '/staff/settings',
  });

describe('the settings screen', () => {
  it('is for admins only', async () => {
    signInAs(staffer);
    fakeApi();
    renderSettings();
    expect(screen.queryByRole('form', { name: 'Shop settings' })).not.toBeInTheDocument();
  });

  it('shows the settings in sections with what each payment method can do', async () => {
    signInAs(admin);
    fakeApi(on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }));
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText("Defaults from the server's configuration")).toBeInTheDocument();
    for (const section of ['Shop and contact', 'Seller details', 'Delivery', 'Payment methods']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Pasal');
    expect(screen.getByRole('spinbutton', { name: 'Free delivery from (Rs.)' })).toHaveValue(10000);
    const khalti = screen.getByRole('checkbox', { name: 'Khalti' });
    expect(khalti).toBeChecked();
    expect(khalti).toHaveAccessibleDescription(/Not set up/);
    expect(screen.getByRole('checkbox', { name: 'eSewa' })).toHaveAccessibleDescription(/Simulated/);
  });

  it("checks the contract's rules before sending, and sends the settings with a toast", async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }),
      on('PUT', '/api/v1/admin/settings/', (call) => ({
        status: 200,
        body: {
          data: {
            ...current,
            settings: call.body as AdminSettings['settings'],
            saved: true,
            updated_at: '2026-11-24T10:00:00.000Z',
          },
        },
      })),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const threshold = await screen.findByRole('spinbutton', { name: 'Free delivery from (Rs.)' });
    await user.clear(threshold);
    await user.type(threshold, '-5');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '12345');
    const methods = screen.getByRole('group', { name: 'Payment methods' });
    for (const box of within(methods).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(SETTINGS_MESSAGES.phoneInvalid)),
    );
    expect(phone).toHaveFocus();
    expect(threshold).toHaveAccessibleDescription(expect.stringContaining(SETTINGS_MESSAGES.rupeesInvalid));
    expect(within(methods).getByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.paymentMethodsRequired);
    expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(0);

    await user.clear(threshold);
    await user.type(threshold, '5000');
    await user.clear(phone);
    await user.type(phone, '01-4123456');
    await user.click(within(methods).getByRole('checkbox', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.to('PUT', '/api/v1/admin/settings/')[0]?.body).toMatchObject({
      free_delivery_threshold: 5000,
      phone: '01-4123456',
      payment_methods: ['COD'],
    });
    expect(screen.getByText(/Last saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo changes' })).toBeDisabled();
  });

  it('refuses methods none of which can take payments here', async () => {
    signInAs(admin);
    const api = fakeApi(on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }));
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const methods = await screen.findByRole('group', { name: 'Payment methods' });
    await user.click(within(methods).getByRole('checkbox', { name: 'eSewa' }));
    await user.click(within(methods).getByRole('checkbox', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(methods).findByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.noAvailableMethod);
    expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    signInAs(admin);
    fakeApi(
      on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }),
      on('PUT', '/api/v1/admin/settings/', {
        status: 400,
        body: { message: 'Invalid email: taken', errors: { email: 'Use the shop’s own domain' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    const email = screen.getByRole('textbox', { name: 'Contact e-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Use the shop’s own domain/));
    expect(email).toHaveFocus();
  });
});

describe('cash-on-delivery limits (issue #29)', () => {
  it('shows the limits, checks them as whole numbers from 1 to 1000 and sends them', async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }),
      on('PUT', '/api/v1/admin/settings/', (call) => ({
        status: 200,
        body: { data: { ...current, settings: call.body as AdminSettings['settings'], saved: true } },
      })),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const section = await screen.findByRole('group', { name: 'Cash-on-delivery limits' });
    const orders = within(section).getByRole('spinbutton', { name: 'Open cash-on-delivery orders per account' });
    const units = within(section).getByRole('spinbutton', { name: 'Units of one product per account' });
    expect(orders).toHaveValue(3);
    expect(units).toHaveValue(5);
    expect(orders).toHaveAccessibleDescription(expect.stringContaining('waiting for delivery'));

    await user.clear(orders);
    await user.type(orders, '0');
    await user.clear(units);
    await user.type(units, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(orders).toHaveAccessibleDescription(expect.stringContaining(COD_HOLD_MESSAGES.limitInvalid)),
    );
    expect(units).toHaveAccessibleDescription(expect.stringContaining(COD_HOLD_MESSAGES.limitInvalid));
    expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(0);

    await user.clear(orders);
    await user.type(orders, '2');
    await user.clear(units);
    await user.type(units, '10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.to('PUT', '/api/v1/admin/settings/')[0]?.body).toMatchObject({
      cod_max_open_orders: 2,
      cod_max_units_per_product: 10,
    });
  });
});

describe('delivery zones (issue #20)', () => {
  it('shows the zones, picks districts from a searchable list and sends charges in paisa', async () => {
    signInAs(admin);
    const withZones: AdminSettings = {
      ...current,
      settings: {
        ...current.settings,
        delivery: {
          zones: [
            {
              id: 'valley',
              name: 'Inside Kathmandu Valley',
              districtIds: [23, 27, 29],
              chargePaisa: 10_000,
              businessDays: { min: 0, max: 1 },
            },
            {
              id: 'outside',
              name: 'Outside Kathmandu Valley',
              districtIds: 'rest',
              chargePaisa: 25_000,
              businessDays: { min: 2, max: 7 },
            },
          ],
          pickupReadyBusinessDays: 1,
          holidays: [],
        },
      },
    };
    const api = fakeApi(
      on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: withZones } }),
      on('PUT', '/api/v1/admin/settings/', (call) => ({
        status: 200,
        body: { data: { ...withZones, settings: call.body as AdminSettings['settings'], saved: true } },
      })),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    const zones = await screen.findByRole('group', { name: 'Delivery zones' });
    expect(within(zones).getByText('Bhaktapur, Kathmandu, Lalitpur')).toBeInTheDocument();
    const [valleyCharge] = within(zones).getAllByRole('spinbutton', { name: 'Charge (Rs.)' });
    expect(valleyCharge).toHaveValue(100);
    await user.clear(valleyCharge!);
    await user.type(valleyCharge!, '120');
    await user.type(within(zones).getByRole('searchbox', { name: 'Find a district' }), 'Kav');
    await user.click(within(zones).getByRole('checkbox', { name: 'Kavrepalanchok' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(1));
    const sent = api.to('PUT', '/api/v1/admin/settings/')[0]!.body as AdminSettings['settings'];
    expect(sent.delivery?.zones[0]).toMatchObject({ chargePaisa: 12_000, districtIds: [23, 27, 29, 28] }); // 28: Kavrepalanchok
  });
});

// "Remove demo data" (issue #32): a button, a dialog that says what goes and what stays, one
// DELETE only after confirming, and the server's account of what it did.
const report: DemoDataRemoval = {
  removed: { products: 23, images: 60, reviews: 400, accounts: 12, coupons: 2, categories: 6, brands: 20 },
  archived: { products: 1, coupons: 0 },
  message:
    'Removed 23 products, 400 reviews, 12 demo accounts, 2 coupons, 6 categories and 20 brands; archived 1 product that orders refer to.',
};

describe('removing the demo data from the settings screen', () => {
  it('asks first, removes nothing on Cancel, and reports what the server removed', async () => {
    signInAs(admin);
    const api = fakeApi(
      on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }),
      on('DELETE', '/api/v1/admin/demo-data/', { status: 200, body: { data: report } }),
    );
    renderSettings();
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Demo data' });
    await user.click(within(section).getByRole('button', { name: 'Remove demo data' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove the demo data?' });
    expect(dialog).toHaveTextContent(/archived/i);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.to('DELETE', '/api/v1/admin/demo-data/')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Remove demo data' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove the demo data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() => expect(api.to('DELETE', '/api/v1/admin/demo-data/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(section).getByRole('status')).toHaveTextContent(report.message);
  });

  it('says so when the server refuses', async () => {
    signInAs(admin);
    fakeApi(
      on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }),
      on('DELETE', '/api/v1/admin/demo-data/', { status: 403, body: { message: 'Admins only.' } }),
    );
    renderSettings();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Demo data' });
    await user.click(within(section).getByRole('button', { name: 'Remove demo data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the demo data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(section).getByRole('alert')).toHaveTextContent('Admins only.');
  });
});
