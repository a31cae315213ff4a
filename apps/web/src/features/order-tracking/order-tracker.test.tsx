import { TRACK_ORDER_MESSAGES, type TrackedOrder } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as TrackRoute } from '../../routes/track';
import { answer, fakeApi, renderAt } from '../../testing';

// The public tracking page (issue #36): the form's checks, the tracked order with its timeline,
// the one "not found" answer, and the page in Nepali.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => activateLocale('en', en));

const PATH = '/api/v1/orders/track/';
const shipped: TrackedOrder = {
  transaction_id: 'PSL-7K3M9Q2XTB4N',
  // 9 Mangsir 2081, 11:45 in Kathmandu.
  created_on: '2024-11-24T06:00:00.000Z',
  order_status: 'Shipped',
  payment_gateway: 'COD',
  payment_status: 'unpaid',
  delivery_method: 'delivery',
  destination: { town: 'Pokhara Metropolitan City', district: 'Kaski', local_level_id: 414, district_id: 38 },
  delivery: { earliest: '2024-11-26', expected_by: '2024-11-28' },
  tracking: {
    courier: 'pathao',
    courier_name: 'Pathao',
    tracking_number: 'PTH-4455',
    tracking_url: null,
    shipped_at: '2024-11-25T05:00:00.000Z',
  },
  timeline: [
    { step: 'placed', at: '2024-11-24T06:00:00.000Z' },
    { step: 'processing', at: '2024-11-24T08:00:00.000Z' },
    { step: 'shipped', at: '2024-11-25T05:00:00.000Z' },
  ],
};

function renderPage() {
  renderAt('/track', '/track', <TrackRoute />);
}

describe('/track', () => {
  it('checks the fields before asking the server', async () => {
    const api = fakeApi(answer('POST', PATH, 200, { data: shipped }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/Last four digits of phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText(TRACK_ORDER_MESSAGES.orderNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(TRACK_ORDER_MESSAGES.last4Invalid)).toBeInTheDocument();
    expect(api.posts(PATH)).toHaveLength(0);
  });

  it('shows the status, the town, the promised days, the tracking number and the timeline', async () => {
    const api = fakeApi(answer('POST', PATH, 200, { data: shipped }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/Order number/), ' psl-7k3m9q2xtb4n ');
    await user.type(screen.getByLabelText(/Last four digits of phone/), '4567');
    await user.click(screen.getByRole('button', { name: 'Track order' }));

    const result = await screen.findByTestId('tracked-order');
    expect(api.posts(PATH)[0]?.body).toEqual({ transaction_id: 'psl-7k3m9q2xtb4n', phone_last4: '4567' });
    expect(within(result).getByRole('heading', { name: 'Order PSL-7K3M9Q2XTB4N' })).toBeInTheDocument();
    expect(within(result).getAllByText('Shipped').length).toBeGreaterThan(0);
    expect(within(result).getByText('Home delivery to Pokhara Metropolitan City, Kaski')).toBeInTheDocument();
    expect(within(result).getByText(/Expected delivery/)).toBeInTheDocument();
    expect(within(result).getByTestId('tracking-number')).toHaveTextContent('PTH-4455');
    const steps = within(result).getByRole('list', { name: 'Order timeline' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the server’s one answer for an unknown order or a wrong phone', async () => {
    fakeApi(answer('POST', PATH, 404, { message: TRACK_ORDER_MESSAGES.notFound }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/Order number/), 'PSL-7K3M9Q2XTB4N');
    await user.type(screen.getByLabelText(/Last four digits of phone/), '0000');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACK_ORDER_MESSAGES.notFound);
    expect(screen.queryByTestId('tracked-order')).toBeNull();
  });

  it('in Nepali: the labels, the errors, Devanagari digits typed and shown', async () => {
    activateLocale('ne', ne);
    const api = fakeApi(answer('POST', PATH, 200, { data: { ...shipped, order_status: 'Delivered' } }));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { name: 'अर्डर ट्र्याक गर्नुहोस्' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अर्डर हेर्नुहोस्' }));
    expect(await screen.findByText('आफ्नो अर्डर नम्बर लेख्नुहोस्')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/अर्डर नम्बर/), 'PSL-7K3M9Q2XTB4N');
    await user.type(screen.getByLabelText(/फोनका अन्तिम चार अङ्क/), '४५६७');
    await user.click(screen.getByRole('button', { name: 'अर्डर हेर्नुहोस्' }));
    const result = await screen.findByTestId('tracked-order');
    // The schema reads Devanagari digits as the same number.
    expect(api.posts(PATH)[0]?.body).toEqual({ transaction_id: 'PSL-7K3M9Q2XTB4N', phone_last4: '4567' });
    expect(within(result).getAllByText(/२०८१/).length).toBeGreaterThan(0);
    expect(within(result).queryByText(/2081/)).toBeNull();
    expect(within(result).getByText('पोखरा महानगरपालिका, कास्की', { exact: false })).toBeInTheDocument();
  });
});
