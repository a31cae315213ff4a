import type { OrderReturns } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, page, probe, renderRoutes } from '../../testing';
import { WalkInReturn } from './walk-in-return';

// "Open a return" at the counter: only lines still returnable are offered; one message at a time
// (nothing chosen before no reason), nothing sent until both are given; then only the lines given
// units go, with the trimmed note, and the return's page opens.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-RRRRRRRRRRRR';
const RETURNS = `/api/v1/admin/orders/${ID}/returns/`;

const returnable: OrderReturns = {
  delivered_at: '2026-11-20T06:00:00.000Z',
  can_request: true,
  window_ended_at: null,
  lines: [
    {
      line_id: 11,
      description: 'Galaxy A15 (Blue)',
      unit_price: 45000,
      quantity: 2,
      returnable_quantity: 2,
      window_days: 30,
      window_ends_at: '2026-12-20T06:00:00.000Z',
      in_window: true,
    },
    {
      line_id: 12,
      description: 'Phone cover',
      unit_price: 1130,
      quantity: 1,
      returnable_quantity: 1,
      window_days: 7,
      window_ends_at: '2026-11-27T06:00:00.000Z',
      in_window: false,
    },
    {
      line_id: 13,
      description: 'Charger',
      unit_price: 900,
      quantity: 1,
      returnable_quantity: 1,
      window_days: 30,
      window_ends_at: '2026-12-20T06:00:00.000Z',
      in_window: true,
    },
  ],
  returns: [],
};

async function openDialog() {
  const view = renderRoutes([page('/', <WalkInReturn transactionId={ID} />), probe('/staff/returns/:id')], {
    pathname: '/',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Open a return' }));
  const dialog = await screen.findByRole('dialog', { name: 'Open a return at the counter' });
  await within(dialog).findByLabelText('Galaxy A15 (Blue): units to return');
  return { dialog, router: view.router };
}

const alerts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);

describe('WalkInReturn', () => {
  it('says one thing at a time and sends nothing until items and a reason are chosen', async () => {
    const api = fakeApi(answer('GET', RETURNS, 200, { data: returnable }));
    const { dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Phone cover: units to return')).toBeNull();
    const open = () => userEvent.click(within(dialog).getByRole('button', { name: 'Open return' }));
    await open();
    await waitFor(() => expect(alerts(dialog)).toEqual(['Choose at least one item to return']));
    expect(within(dialog).getByLabelText('Reason')).not.toHaveFocus();

    await userEvent.selectOptions(within(dialog).getByLabelText('Charger: units to return'), '1');
    expect(alerts(dialog)).toEqual(['Choose at least one item to return']);
    await open();
    await waitFor(() => expect(alerts(dialog)).toEqual(['Choose a reason']));
    expect(within(dialog).getByLabelText('Reason')).not.toHaveAttribute('aria-invalid');
    expect(api.writes()).toEqual([]);
  });

  it('sends the lines given units, the reason and the trimmed note, then opens the return', async () => {
    const api = fakeApi(
      answer('GET', RETURNS, 200, { data: returnable }),
      answer('POST', RETURNS, 201, { data: { id: 9 }, message: 'Return opened' }),
    );
    const { dialog, router } = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Galaxy A15 (Blue): units to return'), '2');
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'wrong_item');
    await userEvent.type(within(dialog).getByLabelText(/Note/), ' Sealed box ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open return' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/returns/9'));
    expect(api.posts(RETURNS).map((call) => call.body)).toEqual([
      { lines: [{ line_id: 11, quantity: 2 }], reason: 'wrong_item', note: 'Sealed box' },
    ]);
  });
});
