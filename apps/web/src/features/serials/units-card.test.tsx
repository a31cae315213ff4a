import { SERIAL_MESSAGES, type StaffOrderUnits, type WarrantyLookup } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { UnitsCard } from './units-card';
import { WarrantyLookupScreen } from './warranty-lookup';

// The staff order page's Units card and the warranty lookup (issue #33): serials typed or scanned
// (a USB scanner types and presses Enter, one unit per Enter), an IMEI's check digit refused before
// it is sent, the server's refusal shown, and a lookup's answer.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-7K3M9Q2XTB4N';
const IMEI = '490154203237518';

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

const units = (serials: string[], editable = true): StaffOrderUnits => ({
  transaction_id: ID,
  editable,
  missing: 2 - serials.length,
  lines: [
    {
      line_id: 11,
      description: 'Galaxy A56 (Black)',
      quantity: 2,
      serialised: true,
      warranty_months: 12,
      units: serials.map((serial, index) => ({ id: index + 1, serial, recorded_at: '2026-11-29T10:00:00.000Z' })),
    },
    { line_id: 12, description: 'USB-C cable', quantity: 1, serialised: false, warranty_months: 12, units: [] },
  ],
});

describe('the Units card', () => {
  it('records one serial per Enter, as a USB scanner sends them, until every unit has one', async () => {
    signInAs({ ...shopper, role: 'staff' });
    const recorded: string[] = [];
    const api = fakeApi(
      answer('GET', `/api/v1/admin/orders/${ID}/units/`, 200, () => ({ data: units([...recorded]) })),
      answer('POST', `/api/v1/admin/orders/${ID}/units/`, 201, (call) => {
        recorded.push((call.body as { serial: string }).serial);
        return { data: units([...recorded]) };
      }),
    );
    renderRoutes([page('/', <UnitsCard transactionId={ID} />)], { pathname: '/' });
    const card = await screen.findByRole('region', { name: 'Units' });
    // The cable needs no serial: only the phone is listed.
    expect(within(card).queryByText('USB-C cable')).not.toBeInTheDocument();
    expect(within(card).getByText('0 of 2 recorded')).toBeVisible();
    const field = within(card).getByLabelText('Serial number or IMEI (unit 1 of 2)');
    await userEvent.type(field, `${IMEI}{Enter}`);
    await within(card).findByText('1 of 2 recorded');
    await userEvent.type(within(card).getByLabelText('Serial number or IMEI (unit 2 of 2)'), 'SN-ABC-123{Enter}');
    await within(card).findByText('2 of 2 recorded');
    expect(recorded).toEqual([IMEI, 'SN-ABC-123']);
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { line_id: 11, serial: IMEI },
      { line_id: 11, serial: 'SN-ABC-123' },
    ]);
    // Every unit has its serial: no field left, the list names them.
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Serial numbers of Galaxy A56 (Black)' })).toHaveTextContent(IMEI);
  });

  it('refuses a mistyped IMEI before sending it, and shows the server’s refusal of a serial sold already', async () => {
    signInAs({ ...shopper, role: 'staff' });
    const api = fakeApi(
      answer('GET', `/api/v1/admin/orders/${ID}/units/`, 200, { data: units([]) }),
      answer('POST', `/api/v1/admin/orders/${ID}/units/`, 409, {
        message: SERIAL_MESSAGES.taken,
        errors: { serial: SERIAL_MESSAGES.taken },
      }),
    );
    renderRoutes([page('/', <UnitsCard transactionId={ID} />)], { pathname: '/' });
    const field = await screen.findByLabelText('Serial number or IMEI (unit 1 of 2)');
    await userEvent.type(field, '490154203237517{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERIAL_MESSAGES.imei);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'SN-SOLD-1{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SERIAL_MESSAGES.taken));
    // The typed serial stays, to be corrected.
    expect(field).toHaveValue('SN-SOLD-1');
  });

  it('offers the camera only where the browser reads barcodes', async () => {
    signInAs({ ...shopper, role: 'staff' });
    fakeApi(answer('GET', `/api/v1/admin/orders/${ID}/units/`, 200, { data: units([]) }));
    const first = renderRoutes([page('/', <UnitsCard transactionId={ID} />)], { pathname: '/' });
    await screen.findByLabelText('Serial number or IMEI (unit 1 of 2)');
    expect(screen.queryByRole('button', { name: /with the camera/ })).not.toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect() {
          return Promise.resolve([]);
        }
      },
    );
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => new Promise(() => undefined) } });
    renderRoutes([page('/', <UnitsCard transactionId={ID} />)], { pathname: '/' });
    expect(
      await screen.findByRole('button', { name: 'Scan the serial of Galaxy A56 (Black) with the camera' }),
    ).toBeVisible();
  });

  it('shows the serials without fields once the order has shipped', async () => {
    signInAs({ ...shopper, role: 'staff' });
    fakeApi(answer('GET', `/api/v1/admin/orders/${ID}/units/`, 200, { data: units([IMEI, 'SN-2'], false) }));
    renderRoutes([page('/', <UnitsCard transactionId={ID} />)], { pathname: '/' });
    const card = await screen.findByRole('region', { name: 'Units' });
    expect(within(card).getByText('SN-2')).toBeVisible();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('the warranty lookup', () => {
  it('answers the product, buyer, order, sale date, warranty end and returns of a serial', async () => {
    signInAs({ ...shopper, role: 'staff' });
    const lookup: WarrantyLookup = {
      units: [
        {
          serial: IMEI,
          product_name: 'Galaxy A56',
          description: 'Galaxy A56 (Black)',
          warranty_months: 12,
          transaction_id: ID,
          order_status: 'Delivered',
          buyer: { name: 'Sita Sharma', email: 'sita@example.com', phone: '9841234567' },
          sold_at: '2026-11-20T10:00:00.000Z',
          warranty_ends: '2027-11-20T10:00:00.000Z',
          in_warranty: true,
          released: false,
          returns: [{ id: 5, status: 'requested', reason_code: 'faulty', created_at: '2026-11-25T10:00:00.000Z' }],
          claims: [],
        },
      ],
    };
    const api = fakeApi(
      answer('GET', /^\/api\/v1\/admin\/warranty\/\?serial=/, 200, (call) => ({
        data: call.path.includes(IMEI) ? lookup : { units: [] },
      })),
    );
    renderRoutes([page('/', <WarrantyLookupScreen />)], { pathname: '/' });
    await userEvent.type(screen.getByLabelText('Serial number or IMEI'), `${IMEI}{Enter}`);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Galaxy A56 (Black)' })).toBeVisible();
    expect(within(card).getByText('In warranty')).toBeVisible();
    expect(within(card).getByText(/Sita Sharma · 9841234567/)).toBeVisible();
    expect(within(card).getByRole('link', { name: ID })).toHaveAttribute('href', `/staff/orders?order=${ID}`);
    expect(within(card).getByText('12 months, until 20 Nov 2027')).toBeVisible();
    expect(within(card).getByText('Return 5 (faulty, requested)')).toBeVisible();
    expect(api.calls.some((call) => call.path === `/api/v1/admin/warranty/?serial=${IMEI}`)).toBe(true);

    await userEvent.clear(screen.getByLabelText('Serial number or IMEI'));
    await userEvent.type(screen.getByLabelText('Serial number or IMEI'), 'NOPE-1{Enter}');
    expect(await screen.findByText('No unit sold with the serial NOPE-1.')).toBeVisible();
  });
});
