import type { SessionUser, StaffWarrantyClaim, WarrantyLookup } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as OrdersRoute } from '../../routes/account/orders';
import { Component as DeskRoute } from '../../routes/staff/warranty-claims';
import { Component as ClaimRoute } from '../../routes/staff/warranty-claim-detail';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import {
  answer,
  fakeApi,
  on,
  orderOf,
  probe,
  renderAt,
  renderRoutes,
  resetSession,
  shopper,
  signIn,
  signInAs,
  signOut,
} from '../../testing';
import { WarrantyLookupScreen } from '../serials';

// Warranty claims (issue #33): the desk (open / overdue, age in working days, overdue flagged), one
// claim moved on (the service centre's name and job number required, a refusal's reason), a claim
// opened from the warranty lookup, and the buyer's claim on Your Orders in English and Nepali.

vi.setConfig({ testTimeout: 20_000 });

const staff: SessionUser = { ...shopper, id: 2, first_name: 'Ram', last_name: 'Desk', role: 'staff' };
const ID = 'PSL-WWWWWWWWWWWW';
const IMEI = '490154203237518';

const claimOf = (overrides: Partial<StaffWarrantyClaim> = {}): StaffWarrantyClaim => ({
  id: 7,
  transaction_id: ID,
  serial: IMEI,
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

afterEach(() => {
  resetSession();
  activateLocale('en', en);
});

const renderClaim = () =>
  renderRoutes(
    [{ path: '/staff/warranty-claims/:id', element: <ClaimRoute /> }, probe('/staff/warranty-claims'), probe('/login')],
    { pathname: '/staff/warranty-claims/7' },
  );

describe('the Warranty claims desk', () => {
  it('lists open claims with their age, flags the overdue ones, and filters them', async () => {
    signInAs(staff);
    const late = claimOf({
      id: 8,
      status: 'at_service_centre',
      job_number: 'JOB-1',
      ageing: { working_days: 23, expected_by: '2026-10-20', due_by: '2026-11-05', overdue: true },
    });
    const api = fakeApi(
      on('GET', '/api/v1/admin/warranty-claims/', {
        status: 200,
        body: { data: [late, claimOf()], count: 2, page: 1, total_pages: 1 },
      }),
      on('GET', '/api/v1/admin/warranty-claims/?filter=overdue', {
        status: 200,
        body: { data: [late], count: 1, page: 1, total_pages: 1 },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes(
      [{ path: '/staff/warranty-claims', element: <DeskRoute /> }, probe('/staff/warranty-claims/7'), probe('/login')],
      { pathname: '/staff/warranty-claims' },
    );
    const link = await screen.findByRole('link', { name: 'Claim 7' });
    expect(link).toHaveAttribute('href', '/staff/warranty-claims/7');
    expect(screen.getByText('2 claims')).toBeInTheDocument();
    const lateRow = screen.getByRole('link', { name: 'Claim 8' }).closest('tr')!;
    // Shown twice: in the Age column, and folded under the claim on a phone.
    expect(within(lateRow).getAllByText('23 working days')).toHaveLength(2);
    expect(within(lateRow).getAllByText('Overdue')).toHaveLength(2);
    const onTime = link.closest('tr')!;
    expect(within(onTime).getAllByText('4 working days')).toHaveLength(2);
    expect(within(onTime).queryAllByText('Overdue')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Show'), 'overdue');
    expect(await screen.findByText('1 claim')).toBeInTheDocument();
    expect(api.to('GET', '/api/v1/admin/warranty-claims/?filter=overdue')).toHaveLength(1);
  });

  it('sends a claim to the service centre only with its name and job number', async () => {
    signInAs(staff);
    const api = fakeApi(
      on('GET', '/api/v1/admin/warranty-claims/7/', { status: 200, body: { data: claimOf() } }),
      on('POST', '/api/v1/admin/warranty-claims/7/step/', {
        status: 200,
        body: {
          data: claimOf({
            status: 'at_service_centre',
            service_centre: 'Samsung Plaza',
            job_number: 'JOB-4471',
            next: ['repaired', 'replaced', 'refused'],
            steps: [
              ...claimOf().steps,
              { status: 'at_service_centre', at: '2026-11-23T06:00:00.000Z', note: '', by: 'Ram Desk' },
            ],
          }),
          message: 'Warranty claim updated',
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderClaim();
    const form = await screen.findByRole('form', { name: 'Send to the service centre' });
    expect(screen.getByText('4 working days')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Service centre'), 'Samsung Plaza');
    await user.click(within(form).getByRole('button', { name: 'Mark sent' }));
    expect(await within(form).findByText('Give the service centre’s job number')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await user.type(within(form).getByLabelText('Job number'), 'JOB-4471');
    await user.click(within(form).getByRole('button', { name: 'Mark sent' }));
    await waitFor(() => expect(api.posts('/api/v1/admin/warranty-claims/7/step/')).toHaveLength(1));
    expect(api.posts('/api/v1/admin/warranty-claims/7/step/')[0]!.body).toEqual({
      to: 'at_service_centre',
      service_centre: 'Samsung Plaza',
      job_number: 'JOB-4471',
      note: '',
    });
    expect(await screen.findByRole('form', { name: 'Back from the service centre' })).toBeInTheDocument();
    expect(screen.getByText('Samsung Plaza, job number JOB-4471')).toBeInTheDocument();
  });

  it('needs the reason of a refusal, and hands a repaired unit back', async () => {
    signInAs(staff);
    let status: StaffWarrantyClaim['status'] = 'at_service_centre';
    const api = fakeApi(
      on('GET', '/api/v1/admin/warranty-claims/7/', {
        status: 200,
        body: {
          data: claimOf({
            status,
            service_centre: 'Samsung Plaza',
            job_number: 'JOB-1',
            next: ['repaired', 'replaced', 'refused'],
          }),
        },
      }),
      on('POST', '/api/v1/admin/warranty-claims/7/step/', (call) => {
        const to = (call.body as { to: StaffWarrantyClaim['status'] }).to;
        status = to;
        return {
          status: 200,
          body: {
            data: claimOf({
              status: to,
              service_centre: 'Samsung Plaza',
              job_number: 'JOB-1',
              next: to === 'returned_to_customer' ? [] : ['returned_to_customer'],
            }),
            message: 'Warranty claim updated',
          },
        };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderClaim();
    const form = await screen.findByRole('form', { name: 'Back from the service centre' });
    await user.selectOptions(within(form).getByLabelText('Outcome'), 'refused');
    await user.click(within(form).getByRole('button', { name: 'Record the outcome' }));
    expect(
      await within(form).findByText('Say why the service centre refused it: the customer is e-mailed it'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('Outcome'), 'repaired');
    await user.click(within(form).getByRole('button', { name: 'Record the outcome' }));
    await waitFor(() => expect(api.posts('/api/v1/admin/warranty-claims/7/step/')).toHaveLength(1));
    expect(api.posts('/api/v1/admin/warranty-claims/7/step/')[0]!.body).toEqual({ to: 'repaired', note: '' });
    await user.click(await screen.findByRole('button', { name: 'Mark returned to the customer' }));
    await waitFor(() => expect(api.posts('/api/v1/admin/warranty-claims/7/step/')).toHaveLength(2));
    expect(api.posts('/api/v1/admin/warranty-claims/7/step/')[1]!.body).toEqual({
      to: 'returned_to_customer',
      note: '',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark returned to the customer' })).not.toBeInTheDocument(),
    );
  });

  it('opens a claim from the warranty lookup and goes to its page', async () => {
    signInAs(staff);
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
          returns: [],
          claims: [],
        },
      ],
    };
    const api = fakeApi(
      answer('GET', /^\/api\/v1\/admin\/warranty\/\?serial=/, 200, { data: lookup }),
      answer('POST', '/api/v1/admin/warranty-claims/', 201, { data: claimOf(), message: 'Warranty claim opened' }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/staff/warranty', element: <WarrantyLookupScreen /> }, probe('/staff/warranty-claims/7')], {
      pathname: '/staff/warranty',
    });
    await user.type(screen.getByLabelText('Serial number or IMEI'), `${IMEI}{Enter}`);
    const form = await screen.findByRole('form', { name: `Open a warranty claim for ${IMEI}` });
    await user.click(within(form).getByRole('button', { name: 'Open the claim' }));
    expect(await within(form).findByText('Describe the fault')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Fault/), 'Does not charge');
    await user.click(within(form).getByRole('button', { name: 'Open the claim' }));
    await waitFor(() => expect(api.posts('/api/v1/admin/warranty-claims/')).toHaveLength(1));
    expect(api.posts('/api/v1/admin/warranty-claims/')[0]!.body).toEqual({ serial: IMEI, fault: 'Does not charge' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/staff/warranty-claims/7');
  });
});

describe('a warranty claim on Your Orders', () => {
  const delivered = orderOf({ transaction_id: ID, order_status: 'Delivered', can_cancel: false });
  const {
    customer_name: _name,
    customer_phone: _phone,
    customer_email: _email,
    next: _next,
    ...base
  } = claimOf({
    status: 'at_service_centre',
    service_centre: 'Samsung Plaza',
    job_number: 'JOB-4471',
    steps: [
      { status: 'received', at: '2026-11-22T06:00:00.000Z', note: 'Does not charge', by: null },
      { status: 'at_service_centre', at: '2026-11-23T06:00:00.000Z', note: '', by: null },
    ],
  });
  const mine = { ...base, steps: base.steps.map(({ by: _by, ...step }) => step) };

  it('shows the steps, the service centre’s job number and the age in working days', async () => {
    signIn();
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [delivered], count: 1 }),
      answer('GET', `/api/v1/orders/${ID}/warranty-claims/`, 200, { data: [mine] }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const list = await screen.findByRole('list', { name: 'Warranty claims' });
    expect(within(list).getByText('Warranty claim 7')).toBeInTheDocument();
    expect(within(list).getAllByText('Sent to the service centre')).not.toHaveLength(0);
    expect(within(list).getByText('4 working days so far')).toBeInTheDocument();
    expect(within(list).getByText(/Claims usually take 7 to 21 working days/)).toBeInTheDocument();
    expect(within(list).getByText('Samsung Plaza, job number JOB-4471')).toBeInTheDocument();
    const steps = within(list).getByRole('list', { name: 'Steps of warranty claim 7' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    signOut();
  });

  it('in Nepali, and says when a claim is taking longer than promised', async () => {
    activateLocale('ne', ne);
    signIn();
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, { data: [delivered], count: 1 }),
      answer('GET', `/api/v1/orders/${ID}/warranty-claims/`, 200, {
        data: [{ ...mine, ageing: { ...mine.ageing, working_days: 23, overdue: true } }],
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const list = await screen.findByRole('list', { name: 'वारेन्टी दाबीहरू' });
    expect(within(list).getByText('वारेन्टी दाबी ७')).toBeInTheDocument();
    expect(within(list).getByText('अहिलेसम्म २३ कार्य दिन')).toBeInTheDocument();
    expect(
      within(list).getByText('वाचा गरिएभन्दा बढी समय लागिरहेको छ: हामी सर्भिस सेन्टरसँग यसको पछि लागिरहेका छौं।'),
    ).toBeInTheDocument();
    signOut();
  });
});
