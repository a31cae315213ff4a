import { WARRANTY_CLAIM_MESSAGES, type SessionUser, type StaffWarrantyClaim } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { ClaimDetail } from './claim-detail';

// A claim's step forms on their own: the contract's messages under the fields with nothing sent and
// no field focused, what is sent (trimmed, a new serial only with a replacement), and a refusal's
// missing reason in the form's own words.

vi.setConfig({ testTimeout: 20_000 });

const staff: SessionUser = { ...shopper, id: 2, first_name: 'Ram', last_name: 'Desk', role: 'staff' };
const CLAIM = '/api/v1/admin/warranty-claims/7/';
const STEP = `${CLAIM}step/`;

const claimOf = (overrides: Partial<StaffWarrantyClaim> = {}): StaffWarrantyClaim => ({
  id: 7,
  transaction_id: 'PSL-WWWWWWWWWWWW',
  serial: '490154203237518',
  description: 'Galaxy A56 (Black)',
  fault: 'Does not charge',
  status: 'received',
  received_on: '2026-11-22',
  service_centre: null,
  job_number: null,
  replacement_serial: null,
  outcome_note: null,
  ageing: { working_days: 4, expected_by: '2026-11-30', due_by: '2026-12-16', overdue: false },
  steps: [{ status: 'received', at: '2026-11-22T06:00:00.000Z', note: 'Does not charge', by: 'Ram Desk' }],
  customer_name: 'Sita Sharma',
  customer_phone: '9841234567',
  customer_email: 'sita@example.com',
  next: ['at_service_centre'],
  ...overrides,
});

const atCentre = claimOf({
  status: 'at_service_centre',
  service_centre: 'Samsung Plaza',
  job_number: 'JOB-1',
  next: ['repaired', 'replaced', 'refused'],
});

afterEach(() => {
  resetSession();
});

async function renderForm(claim: StaffWarrantyClaim, name: string) {
  signInAs(staff);
  const api = fakeApi(
    on('GET', CLAIM, { status: 200, body: { data: claim } }),
    // The claim stays where it was, so the form stays on the page after a step is sent.
    on('POST', STEP, { status: 200, body: { data: claim, message: WARRANTY_CLAIM_MESSAGES.moved } }),
  );
  renderRoutes([page('/', <ClaimDetail id={7} />)], { pathname: '/' });
  return { api, form: await screen.findByRole('form', { name }) };
}

describe('Send to the service centre', () => {
  it('shows the contract’s messages under both fields, sends nothing and moves no focus', async () => {
    const { api, form } = await renderForm(claimOf(), 'Send to the service centre');
    const button = within(form).getByRole('button', { name: 'Mark sent' });
    await userEvent.type(within(form).getByLabelText('Service centre'), '   ');
    await userEvent.click(button);
    expect(await within(form).findByText(WARRANTY_CLAIM_MESSAGES.centreRequired)).toBeVisible();
    expect(within(form).getByText(WARRANTY_CLAIM_MESSAGES.jobNumberRequired)).toBeVisible();
    expect(within(form).getByLabelText('Job number')).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveFocus();
    // A message stays while the field is filled in, until the next try.
    await userEvent.type(within(form).getByLabelText('Job number'), 'JOB-9');
    expect(within(form).getByText(WARRANTY_CLAIM_MESSAGES.jobNumberRequired)).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it('sends the step trimmed', async () => {
    const { api, form } = await renderForm(claimOf(), 'Send to the service centre');
    await userEvent.type(within(form).getByLabelText('Service centre'), ' Samsung Plaza ');
    await userEvent.type(within(form).getByLabelText('Job number'), ' JOB-4471 ');
    await userEvent.type(within(form).getByLabelText(/Note/), ' Box kept at the desk ');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() => expect(api.posts(STEP)).toHaveLength(1));
    expect(api.posts(STEP)[0]!.body).toEqual({
      to: 'at_service_centre',
      service_centre: 'Samsung Plaza',
      job_number: 'JOB-4471',
      note: 'Box kept at the desk',
    });
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

describe('Back from the service centre', () => {
  it('asks a refusal’s reason in the form’s words, and a blank one is no reason', async () => {
    const { api, form } = await renderForm(atCentre, 'Back from the service centre');
    await userEvent.selectOptions(within(form).getByLabelText('Outcome'), 'refused');
    await userEvent.type(within(form).getByLabelText('Why it was refused'), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the outcome' }));
    expect(
      await within(form).findByText('Say why the service centre refused it: the customer is e-mailed it'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Why it was refused')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Why it was refused'), ' Water damage ');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the outcome' }));
    await waitFor(() => expect(api.posts(STEP)).toHaveLength(1));
    expect(api.posts(STEP)[0]!.body).toEqual({ to: 'refused', note: 'Water damage' });
  });

  it('checks a new serial as the server does, and sends it with a replacement only, trimmed', async () => {
    const { api, form } = await renderForm(atCentre, 'Back from the service centre');
    await userEvent.selectOptions(within(form).getByLabelText('Outcome'), 'replaced');
    const serial = within(form).getByLabelText(/New unit’s serial or IMEI/);
    // The contract's check of the new serial, which the server makes too.
    await userEvent.type(serial, 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the outcome' }));
    expect(await within(form).findByText(WARRANTY_CLAIM_MESSAGES.replacementSerialInvalid)).toBeVisible();
    expect(api.writes()).toEqual([]);
    await userEvent.clear(serial);
    await userEvent.type(serial, ' SN-NEW-42 ');
    await userEvent.type(within(form).getByLabelText('Note'), 'Brand gave a new unit');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the outcome' }));
    await waitFor(() => expect(api.posts(STEP)).toHaveLength(1));
    expect(api.posts(STEP)[0]!.body).toEqual({
      to: 'replaced',
      note: 'Brand gave a new unit',
      replacement_serial: 'SN-NEW-42',
    });

    await userEvent.selectOptions(within(form).getByLabelText('Outcome'), 'repaired');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the outcome' }));
    await waitFor(() => expect(api.posts(STEP)).toHaveLength(2));
    expect(api.posts(STEP)[1]!.body).toEqual({ to: 'repaired', note: 'Brand gave a new unit' });
  });
});
