import type { ReturnableLine } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, t } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { fakeApi, page, renderRoutes } from '../../testing';
import { ReturnForm } from './return-form';

// The shopper's return form on its own: the contract's rules checked before anything is sent (both
// messages at once, in the page's language), and only the lines given units sent, the note trimmed.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-RRRRRRRRRRRR';
const RETURNS = `/api/v1/orders/${ID}/returns/`;

const line = (overrides: Partial<ReturnableLine>): ReturnableLine => ({
  line_id: 11,
  description: 'Galaxy A15 (Blue)',
  unit_price: 45000,
  quantity: 2,
  returnable_quantity: 2,
  window_days: 30,
  window_ends_at: '2026-12-20T06:00:00.000Z',
  in_window: true,
  ...overrides,
});

const LINES = [
  line({}),
  line({ line_id: 12, description: 'Phone cover', quantity: 1, returnable_quantity: 1, in_window: false }),
  line({ line_id: 13, description: 'Charger', quantity: 1, returnable_quantity: 1 }),
];

function renderForm() {
  const onDone = vi.fn();
  renderRoutes(
    [page('/', <ReturnForm transactionId={ID} lines={LINES} onDone={onDone} onCancel={() => undefined} />)],
    { pathname: '/' },
  );
  return { onDone, form: screen.getByRole('button', { name: t('returns.submit') }).closest('form')! };
}

/** The messages shown, in page order (the reason's placeholder says "Choose a reason" too). */
const alerts = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);

afterEach(() => activateLocale('en', en));

describe('ReturnForm', () => {
  it('on a Nepali page, says in Nepali that nothing is chosen and no reason given, and sends nothing', async () => {
    activateLocale('ne', ne);
    const api = fakeApi();
    const { form } = renderForm();
    const reason = within(form).getByLabelText(t('returns.reason'));
    await userEvent.click(within(form).getByRole('button', { name: t('returns.submit') }));
    await within(form).findByText('फिर्ता गर्न कम्तीमा एउटा सामान छान्नुहोस्');
    expect(alerts(form)).toEqual(['फिर्ता गर्न कम्तीमा एउटा सामान छान्नुहोस्', 'कारण छान्नुहोस्']);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('group')).toHaveAccessibleDescription('फिर्ता गर्न कम्तीमा एउटा सामान छान्नुहोस्');
    // As before react-hook-form, the messages do not move the focus.
    expect(reason).not.toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('sends only the lines given units, the reason and the trimmed note', async () => {
    const api = fakeApi(() => ({
      status: 201,
      body: { data: { id: 5 }, message: 'Your return request has been sent' },
    }));
    const { form, onDone } = renderForm();
    await userEvent.selectOptions(within(form).getByLabelText('Galaxy A15 (Blue): units to return'), '2');
    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'damaged');
    await userEvent.type(within(form).getByLabelText(/Note/), '  Cracked screen  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.posts(RETURNS).map((call) => call.body)).toEqual([
      { lines: [{ line_id: 11, quantity: 2 }], reason: 'damaged', note: 'Cracked screen' },
    ]);
  });

  it('keeps a message until the next submit, then sends once it is put right', async () => {
    const api = fakeApi(() => ({
      status: 201,
      body: { data: { id: 5 }, message: 'Your return request has been sent' },
    }));
    const { form, onDone } = renderForm();
    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'faulty');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await within(form).findByText('Choose at least one item to return');
    expect(alerts(form)).toEqual(['Choose at least one item to return']);
    await userEvent.selectOptions(within(form).getByLabelText('Charger: units to return'), '1');
    expect(alerts(form)).toEqual(['Choose at least one item to return']);
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(alerts(form)).toEqual([]);
    expect(api.posts(RETURNS).map((call) => call.body)).toEqual([
      { lines: [{ line_id: 13, quantity: 1 }], reason: 'faulty', note: '' },
    ]);
  });
});
