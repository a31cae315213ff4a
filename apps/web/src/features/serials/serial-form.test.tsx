import { SERIAL_MESSAGES, type StaffOrderUnits } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  connectionLost,
  fakeApi,
  page,
  renderRoutes,
  resetSession,
  server,
  shopper,
  signInAs,
} from '../../testing';
import { UnitsCard } from './units-card';

// The Units card's serial form on its own: the contract's words for a serial refused before it is
// sent, a message that stays while the serial is corrected, an empty Enter that does nothing, the
// serial sent as typed with the field emptied after, and a failure with no answer worded.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-7K3M9Q2XTB4N';
const UNITS = `/api/v1/admin/orders/${ID}/units/`;

const units = (serials: string[]): StaffOrderUnits => ({
  transaction_id: ID,
  editable: true,
  missing: 3 - serials.length,
  lines: [
    {
      line_id: 11,
      description: 'Galaxy A56 (Black)',
      quantity: 3,
      serialised: true,
      warranty_months: 12,
      units: serials.map((serial, index) => ({ id: index + 1, serial, recorded_at: '2026-11-29T10:00:00.000Z' })),
    },
  ],
});

afterEach(() => {
  resetSession();
});

async function renderCard() {
  signInAs({ ...shopper, role: 'staff' });
  const recorded: string[] = [];
  const api = fakeApi(
    answer('GET', UNITS, 200, () => ({ data: units([...recorded]) })),
    answer('POST', UNITS, 201, (call) => {
      recorded.push((call.body as { serial: string }).serial);
      return { data: units([...recorded]) };
    }),
  );
  renderRoutes([page('/', <UnitsCard transactionId={ID} />)], { pathname: '/' });
  const field = await screen.findByLabelText('Serial number or IMEI (unit 1 of 3)');
  return { api, field };
}

describe('the serial form', () => {
  it('refuses a bad serial with the contract’s words, keeps them while it is corrected and on an empty Enter', async () => {
    const { api, field } = await renderCard();
    await userEvent.type(field, 'ab{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SERIAL_MESSAGES.format);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(SERIAL_MESSAGES.format);
    expect(field).toHaveFocus();

    await userEvent.type(field, 'cd');
    expect(screen.getByRole('alert')).toHaveTextContent(SERIAL_MESSAGES.format);
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(SERIAL_MESSAGES.format);
    expect(api.writes()).toEqual([]);
  });

  it('sends the serial as typed, empties the field after, and words a failure with no answer', async () => {
    const { api, field } = await renderCard();
    await userEvent.type(field, ' SN-4711 22 {Enter}');
    await screen.findByText('1 of 3 recorded');
    expect(api.posts(UNITS).map((call) => call.body)).toEqual([{ line_id: 11, serial: ' SN-4711 22 ' }]);
    expect(screen.queryByRole('alert')).toBeNull();
    const next = screen.getByLabelText('Serial number or IMEI (unit 2 of 3)');
    expect(next).toHaveValue('');

    server.use(connectionLost());
    await userEvent.type(next, 'SN-4712{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The serial was not saved'));
    expect(next).toHaveValue('SN-4712');
    expect(within(screen.getByRole('region', { name: 'Units' })).getByText('1 of 3 recorded')).toBeVisible();
  });
});
