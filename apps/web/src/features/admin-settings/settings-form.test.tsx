import {
  CATALOGUE_MESSAGES,
  COD_HOLD_MESSAGES,
  IDENTITY_MESSAGES,
  SETTINGS_MESSAGES,
  type AdminSettings,
  type DemoDataRemoval,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingsRoute } from '../../routes/staff/settings';
import { adminSettingsOf, fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { storedShopInfo } from '../../testing/shop-info';

vi.setConfig({ testTimeout: 20_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const staffer: SessionUser = { ...shopper, id: 7, role: 'staff' };

const current: AdminSettings = adminSettingsOf(
  {
    social: { facebook: 'https://www.facebook.com/', instagram: '', youtube: '', tiktok: '' },
    payment_methods: ['Esewa', 'Khalti', 'COD'],
  },
  {
    payment_availability: [
      { value: 'Esewa', label: 'eSewa', available: true, simulated: true },
      { value: 'Khalti', label: 'Khalti', available: false, simulated: false },
      { value: 'COD', label: 'Cash on Delivery', available: true, simulated: false },
    ],
  },
);

afterEach(() => {
  resetSession();
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

describe('the low-stock level (issue #35)', () => {
  it('shows it, checks it as a whole number from 0 to 10,000 and sends it', async () => {
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
    const section = await screen.findByRole('group', { name: 'Stock' });
    const level = within(section).getByRole('spinbutton', { name: 'Low-stock level (units)' });
    expect(level).toHaveValue(5);
    await user.clear(level);
    await user.type(level, '10001');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(level).toHaveAccessibleDescription(expect.stringContaining(CATALOGUE_MESSAGES.lowStockThresholdInvalid)),
    );
    expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(0);
    await user.clear(level);
    await user.type(level, '8');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.to('PUT', '/api/v1/admin/settings/')[0]?.body).toMatchObject({ low_stock_threshold: 8 });
  });
});

describe('text messages (issue #36)', () => {
  const kinds = [
    'Order placed',
    'Shipped, with the courier and tracking number',
    'Ready for pickup',
    'Delivered',
    'Cancelled',
  ];

  it('shows one switch per order update, all on, and sends the one switched off', async () => {
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
    const section = await screen.findByRole('group', { name: 'Text messages' });
    expect(section).toHaveAccessibleDescription(/only sent when an SMS provider \(Sparrow SMS\) is configured/);
    expect(section).toHaveAccessibleDescription(/in demo mode they are written to the outbox folder/);
    // The fixture's shop is a demo shop.
    expect(within(section).getByText(/Demo: written to the outbox folder/)).toBeInTheDocument();
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual([
      'sms.placed',
      'sms.shipped',
      'sms.ready_for_pickup',
      'sms.delivered',
      'sms.cancelled',
    ]);
    for (const kind of kinds) expect(within(section).getByRole('checkbox', { name: kind })).toBeChecked();

    await user.click(within(section).getByRole('checkbox', { name: 'Shipped, with the courier and tracking number' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.to('PUT', '/api/v1/admin/settings/')[0]?.body).toMatchObject({
      sms: { placed: true, shipped: false, ready_for_pickup: true, delivered: true, cancelled: true },
    });
    expect(
      within(section).getByRole('checkbox', { name: 'Shipped, with the courier and tracking number' }),
    ).not.toBeChecked();
  });

  it('shows switched-off kinds off, and says when the server sends no SMS at all', async () => {
    signInAs(admin);
    const quiet = adminSettingsOf(
      { sms: { placed: true, shipped: true, ready_for_pickup: false, delivered: true, cancelled: false } },
      { sms_mode: 'off' },
    );
    fakeApi(on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: quiet } }));
    renderSettings();
    const section = await screen.findByRole('group', { name: 'Text messages' });
    expect(
      within(section).getByText(/Not set up: none are sent until an SMS provider is configured/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Ready for pickup' })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Cancelled' })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Order placed' })).toBeChecked();
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

describe('the look (issue #32)', () => {
  it('checks the short name, colour and social links by the contract and sends them', async () => {
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
    const look = await screen.findByRole('group', { name: 'Look' });
    const short = within(look).getByRole('textbox', { name: /^Short name/ });
    const colour = within(look).getByRole('textbox', { name: 'Brand colour (optional)' });
    const facebook = within(look).getByRole('textbox', { name: /^Facebook/ });
    expect(facebook).toHaveValue('https://www.facebook.com/');
    // The field takes at most 12 characters (the server refuses more: logo.api.test.ts).
    await user.type(short, 'Pasal Electronics');
    expect(short).toHaveValue('Pasal Electr');
    await user.type(colour, '#fbbf24');
    await user.clear(facebook);
    await user.type(facebook, 'facebook.com/pasal');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(look).findByText(IDENTITY_MESSAGES.colourTooLight)).toBeInTheDocument();
    expect(facebook).toHaveAccessibleDescription(expect.stringContaining(IDENTITY_MESSAGES.socialLinkInvalid));
    expect(api.to('PUT', '/api/v1/admin/settings/')).toHaveLength(0);

    await user.clear(short);
    await user.type(short, 'Pasal');
    await user.clear(colour);
    await user.type(colour, '#1D4ED8');
    await user.clear(facebook);
    await user.type(facebook, 'https://facebook.com/pasal');
    await user.type(within(look).getByRole('textbox', { name: /^YouTube/ }), 'https://youtube.com/@pasal');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(api.to('PUT', '/api/v1/admin/settings/')[0]?.body).toMatchObject({
      short_name: 'Pasal',
      brand_color: '#1d4ed8',
      social: {
        facebook: 'https://facebook.com/pasal',
        instagram: '',
        youtube: 'https://youtube.com/@pasal',
        tiktok: '',
      },
    });
  });

  it('shows the uploaded logo and removes it', async () => {
    signInAs(admin);
    const logo = {
      src: '/brand/abc-logo.webp',
      width: 96,
      height: 32,
      favicon: '/brand/abc-icon-32.png',
      apple_touch_icon: '/brand/abc-icon-180.png',
      icons: [],
    };
    const api = fakeApi(
      on('GET', '/api/v1/admin/settings/', { status: 200, body: { data: current } }),
      on('GET', '/api/v1/shop/', { status: 200, body: { data: { ...storedShopInfo, logo } } }),
      on('DELETE', '/api/v1/admin/settings/logo/', {
        status: 200,
        body: { data: { logo: null, message: IDENTITY_MESSAGES.logoRemoved } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSettings();
    expect(await screen.findByRole('img', { name: "The shop's logo" })).toHaveAttribute('src', logo.src);
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.logoRemoved)).toBeInTheDocument();
    expect(screen.getByText('Standard mark')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    expect(api.to('DELETE', '/api/v1/admin/settings/logo/')).toHaveLength(1);
  });
});
