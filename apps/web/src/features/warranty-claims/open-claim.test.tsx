import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderRoutes } from '../../testing';
import { OpenClaimForm } from './open-claim';

// The warranty lookup's "Open a warranty claim" form on its own: the contract's check of the
// fault, and the day received sent only when one is given.

vi.setConfig({ testTimeout: 20_000 });

const IMEI = '490154203237518';
const CLAIMS = '/api/v1/admin/warranty-claims/';

function renderForm() {
  renderRoutes([page('/staff/warranty', <OpenClaimForm serial={IMEI} />)], { pathname: '/staff/warranty' });
  return screen.getByRole('form', { name: `Open a warranty claim for ${IMEI}` });
}

describe('OpenClaimForm', () => {
  it('asks for the fault and sends nothing without it', async () => {
    const api = fakeApi();
    const form = renderForm();
    await userEvent.type(within(form).getByLabelText(/Fault/), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Open the claim' }));
    expect(await within(form).findByText('Describe the fault')).toBeVisible();
    expect(within(form).getByLabelText(/Fault/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('sends the serial, the trimmed fault and the day received', async () => {
    const api = fakeApi(() => ({ status: 400, body: { message: 'Not this time' } }));
    const form = renderForm();
    await userEvent.type(within(form).getByLabelText(/Fault/), '  Does not charge ');
    await userEvent.type(within(form).getByLabelText(/Received on/), '2025-11-20');
    await userEvent.click(within(form).getByRole('button', { name: 'Open the claim' }));
    await waitFor(() => expect(api.posts(CLAIMS)).toHaveLength(1));
    expect(api.posts(CLAIMS)[0]!.body).toEqual({ serial: IMEI, fault: 'Does not charge', received_on: '2025-11-20' });
  });
});
