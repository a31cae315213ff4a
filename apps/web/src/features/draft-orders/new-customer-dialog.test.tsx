import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderRoutes } from '../../testing';
import { NewCustomerDialog } from './new-customer-dialog';

// The draft editor's "New customer" dialog: the contract's rules checked before anything is sent,
// the checked values sent, and the server's field refusals shown at their fields.

vi.setConfig({ testTimeout: 20_000 });

const CUSTOMERS = '/api/v1/admin/draft-orders/customers/';

function renderDialog() {
  const onAdded = vi.fn();
  renderRoutes([page('/', <NewCustomerDialog onAdded={onAdded} />)], { pathname: '/' });
  return onAdded;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'New customer' }));
  return screen.findByRole('dialog', { name: 'New customer' });
}

describe('NewCustomerDialog', () => {
  it('shows each field’s message on Add and sends nothing', async () => {
    const api = fakeApi();
    renderDialog();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('First Name is required')).toBeVisible();
    expect(within(dialog).getByText('Email is required')).toBeVisible();
    expect(within(dialog).getByText('Phone is required')).toBeVisible();
    expect(within(dialog).getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('sends the checked values and hands the new customer on', async () => {
    const api = fakeApi(() => ({
      status: 201,
      body: {
        data: { id: 77, name: 'Ram Thapa', email: 'ram@example.com', phone: '9801234567' },
        message: 'Customer added',
      },
    }));
    const onAdded = renderDialog();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/First name/), ' Ram ');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Thapa');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'Ram@Example.com');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '9801234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(api.posts(CUSTOMERS).map((call) => call.body)).toEqual([
      { first_name: 'Ram', last_name: 'Thapa', email: 'ram@example.com', phone: '9801234567' },
    ]);
    expect(onAdded).toHaveBeenCalledWith(
      { id: 77, name: 'Ram Thapa', email: 'ram@example.com', phone: '9801234567' },
      { first_name: 'Ram', last_name: 'Thapa', email: 'ram@example.com', phone: '9801234567' },
    );
  });

  it('shows the server’s refusal of a field at the field, and its message above the form', async () => {
    fakeApi(() => ({
      status: 400,
      body: { message: 'Please check the form', errors: { phone: 'This phone already has an account' } },
    }));
    renderDialog();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Ram');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Thapa');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'ram@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Phone/), '9801234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('This phone already has an account')).toBeVisible();
    expect(within(dialog).getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Please check the form')).toBeVisible();
  });
});
