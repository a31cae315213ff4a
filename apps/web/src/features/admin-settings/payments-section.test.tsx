import type { PaymentSettingsView, SessionUser } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { PaymentsSection } from './payments-section';

// The settings screen's payment credentials (issue #32): the owner enters eSewa's and Khalti's
// merchant code and secret, the secret is never shown back (only "saved ••••1234"), replacing and
// removing it ask first, and the server's field errors land on the fields.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const ESEWA = '/api/v1/admin/settings/payments/esewa/';
const KHALTI = '/api/v1/admin/settings/payments/khalti/';
const none = (provider: 'esewa' | 'khalti'): PaymentSettingsView => ({ provider, source: 'simulator', saved: null });
const savedEsewa: PaymentSettingsView = {
  provider: 'esewa',
  source: 'settings',
  saved: {
    mode: 'live',
    merchant_code: 'NP-ES-HIMAL',
    secret_saved: true,
    secret_last4: '1234',
    updated_at: '2026-11-29T10:00:00.000Z',
    updated_by: 'hari@example.com',
  },
};

afterEach(() => resetSession());

function render(...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(...routes);
  renderRoutes(
    [
      {
        path: '/staff/settings',
        element: (
          <>
            <PaymentsSection />
            <Toaster />
          </>
        ),
      },
    ],
    { pathname: '/staff/settings' },
  );
  return api;
}

const esewaForm = async () => screen.findByRole('form', { name: 'eSewa' });

describe('the payments section', () => {
  it('saves eSewa credentials, then shows only the last 4 characters of the secret', async () => {
    let view = none('esewa');
    const api = render(
      on('GET', ESEWA, () => ({ status: 200, body: { data: view } })),
      on('GET', KHALTI, { status: 200, body: { data: none('khalti') } }),
      on('PUT', ESEWA, () => {
        view = savedEsewa;
        return { status: 200, body: { data: view, message: 'eSewa credentials saved: payments use them from now on' } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    const form = within(await esewaForm());
    expect(form.getByText(/built-in simulator/)).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Remove eSewa credentials' })).not.toBeInTheDocument();

    await user.selectOptions(form.getByRole('combobox', { name: 'Mode' }), 'live');
    await user.type(form.getByRole('textbox', { name: 'Product code (merchant code)' }), 'NP-ES-HIMAL');
    await user.type(form.getByLabelText(/^Secret key/), 'the-shop-secret-1234');
    await user.click(form.getByRole('button', { name: 'Save eSewa' }));

    expect(await screen.findByText('eSewa credentials saved: payments use them from now on')).toBeInTheDocument();
    expect(api.to('PUT', ESEWA)[0]?.body).toEqual({
      mode: 'live',
      merchant_code: 'NP-ES-HIMAL',
      secret: 'the-shop-secret-1234',
    });
    // The secret is gone from the page: "Saved ••••1234" and a way to replace it.
    expect(form.queryByLabelText(/^Secret key/)).not.toBeInTheDocument();
    expect(form.getByText(/ending in/).parentElement).toHaveTextContent('Saved ••••, ending in 1234');
    expect(screen.queryByDisplayValue('the-shop-secret-1234')).not.toBeInTheDocument();
    expect(form.getByText(/by hari@example.com/)).toBeInTheDocument();
  });

  it('checks the fields first and puts the server’s field errors on the fields', async () => {
    const api = render(
      on('GET', ESEWA, { status: 200, body: { data: none('esewa') } }),
      on('GET', KHALTI, { status: 200, body: { data: none('khalti') } }),
      on('PUT', KHALTI, {
        status: 400,
        body: {
          message: 'The secret key is 8 to 200 characters, without spaces',
          errors: { secret: 'The secret key is 8 to 200 characters, without spaces' },
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    const esewa = within(await esewaForm());
    await user.click(esewa.getByRole('button', { name: 'Save eSewa' }));
    expect(
      await esewa.findByText('Enter the product code eSewa gave the shop, for example EPAYTEST'),
    ).toBeInTheDocument();
    expect(api.to('PUT', ESEWA)).toHaveLength(0);

    const khalti = within(await screen.findByRole('form', { name: 'Khalti' }));
    await user.type(khalti.getByLabelText(/^Secret key/), 'looks-fine-to-the-browser');
    await user.click(khalti.getByRole('button', { name: 'Save Khalti' }));
    await waitFor(() => expect(api.to('PUT', KHALTI)).toHaveLength(1));
    const secret = khalti.getByLabelText(/^Secret key/);
    await waitFor(() => expect(secret).toHaveAccessibleDescription(/8 to 200 characters/));
  });

  it('replacing a saved secret and removing the credentials both ask first', async () => {
    let view = savedEsewa;
    const api = render(
      on('GET', ESEWA, () => ({ status: 200, body: { data: view } })),
      on('GET', KHALTI, { status: 200, body: { data: none('khalti') } }),
      on('PUT', ESEWA, () => ({
        status: 200,
        body: { data: view, message: 'eSewa credentials saved: payments use them from now on' },
      })),
      on('DELETE', ESEWA, () => {
        view = none('esewa');
        return {
          status: 200,
          body: {
            data: view,
            message:
              'eSewa credentials removed: payments use the server’s environment settings, or the built-in simulator',
          },
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    const form = within(await esewaForm());
    expect(form.getByRole('textbox', { name: 'Product code (merchant code)' })).toHaveValue('NP-ES-HIMAL');

    await user.click(form.getByRole('button', { name: 'Replace secret key' }));
    await user.type(form.getByLabelText(/^Secret key/), 'a-brand-new-secret-5678');
    await user.click(form.getByRole('button', { name: 'Save eSewa' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Replace the eSewa secret key?' });
    expect(ask).toHaveTextContent('ending in 1234');
    expect(api.to('PUT', ESEWA)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Replace secret key' }));
    await waitFor(() => expect(api.to('PUT', ESEWA)).toHaveLength(1));
    expect(api.to('PUT', ESEWA)[0]?.body).toMatchObject({ secret: 'a-brand-new-secret-5678' });

    await user.click(form.getByRole('button', { name: 'Remove eSewa credentials' }));
    const remove = await screen.findByRole('alertdialog', { name: 'Remove the eSewa credentials?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove eSewa credentials' }));
    expect(await screen.findByText(/eSewa credentials removed/)).toBeInTheDocument();
    expect(api.to('DELETE', ESEWA)).toHaveLength(1);
    expect(await form.findByLabelText(/^Secret key/)).toHaveValue('');
  });

  it('checks the saved Khalti key and says what Khalti answered', async () => {
    const savedKhalti: PaymentSettingsView = {
      provider: 'khalti',
      source: 'settings',
      saved: { ...savedEsewa.saved!, mode: 'test', merchant_code: '', secret_last4: 'wxyz' },
    };
    let answers = 0;
    const api = render(
      on('GET', ESEWA, { status: 200, body: { data: none('esewa') } }),
      on('GET', KHALTI, { status: 200, body: { data: savedKhalti } }),
      on('POST', `${KHALTI}test/`, () =>
        answers++ === 0
          ? { status: 422, body: { message: 'Khalti refused the secret key: Invalid token.' } }
          : { status: 200, body: { message: 'Khalti accepted the secret key' } },
      ),
    );
    const user = userEvent.setup({ delay: null });
    const khalti = within(await screen.findByRole('form', { name: 'Khalti' }));
    // eSewa has no such check.
    expect(within(await esewaForm()).queryByRole('button', { name: /Check/ })).not.toBeInTheDocument();
    await user.click(khalti.getByRole('button', { name: 'Check the saved key' }));
    expect(await khalti.findByText('Khalti refused the secret key: Invalid token.')).toBeInTheDocument();
    await user.click(khalti.getByRole('button', { name: 'Check the saved key' }));
    expect(await screen.findByText('Khalti accepted the secret key')).toBeInTheDocument();
    expect(api.to('POST', `${KHALTI}test/`)).toHaveLength(2);
  });
});
