import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as OrdersRoute } from '../../routes/account/orders';
import { answer, fakeApi, kathmanduOrder, orderOf, renderAt, signIn, signOut } from '../../testing';

// Your Orders with Bikram Sambat dates beside AD, the "Download bill" link of a paid or delivered
// order, and the page in Nepali (issue #20).

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => signIn());
afterEach(() => {
  signOut();
  activateLocale('en', en);
});

function serveOrders() {
  fakeApi(
    answer('GET', '/api/v1/orders/', 200, {
      data: [
        orderOf({
          transaction_id: 'PSL-AAAAAAAAAAAA',
          // 9 Mangsir 2081, 11:45 in Kathmandu.
          created_on: '2024-11-24T06:00:00.000Z',
          payment_gateway: 'Esewa',
          payment_status: 'paid',
          grand_total: 174900,
        }),
        orderOf({ transaction_id: 'PSL-BBBBBBBBBBBB', order_status: 'Delivered', can_cancel: false }),
        orderOf({ transaction_id: 'PSL-CCCCCCCCCCCC' }),
      ],
      count: 3,
    }),
  );
}

async function cards() {
  const list = await screen.findByRole('list', { name: /Orders|अर्डरहरू/ });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('Your Orders: dates and bills', () => {
  it('shows the BS date beside AD (Nepal time) and "Download bill" for paid or delivered orders only', async () => {
    serveOrders();
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const [paid, delivered, pending] = await cards();
    expect(within(paid!).getByText('9 Mangsir 2081 BS (24 Nov 2024), 11:45')).toHaveAttribute(
      'datetime',
      '2024-11-24T06:00:00.000Z',
    );
    expect(within(paid!).getByRole('link', { name: 'Download bill for order PSL-AAAAAAAAAAAA' })).toHaveAttribute(
      'href',
      '/profile/orders/PSL-AAAAAAAAAAAA/invoice',
    );
    expect(within(delivered!).getByRole('link', { name: /Download bill/ })).toBeInTheDocument();
    expect(within(pending!).queryByRole('link', { name: /Download bill/ })).toBeNull();
  });

  it('in Nepali: headings, statuses, BS date first, rupees in Devanagari digits', async () => {
    activateLocale('ne', ne);
    serveOrders();
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    expect(await screen.findByRole('heading', { name: 'तपाईंका अर्डरहरू' })).toBeInTheDocument();
    const [paid, delivered, placed] = await cards();
    expect(within(paid!).getByText('२०८१ मंसिर ९ (२४ नोभेम्बर २०२४), ११:४५')).toBeInTheDocument();
    expect(within(paid!).getByText('रु. १,७४,९००')).toBeInTheDocument();
    expect(within(paid!).getByText('भुक्तानी भयो')).toBeInTheDocument();
    expect(within(paid!).getByText('बिल डाउनलोड गर्नुहोस्')).toBeInTheDocument();
    expect(within(delivered!).getByText('डेलिभर भयो')).toBeInTheDocument();
    expect(within(paid!).getByText('२ सामान र समयरेखा')).toBeInTheDocument();
    // Issue #30: a placed order says it was received (not a bare 'बाँकी'), cash on delivery in Nepali.
    expect(within(placed!).getByText('अर्डर प्राप्त')).toBeInTheDocument();
    expect(within(placed!).getByText('क्यास अन डेलिभरी', { exact: false })).toBeInTheDocument();
    expect(within(placed!).queryByText(/Cash on Delivery/)).not.toBeInTheDocument();
  });

  it('in Nepali: the delivery address in Nepali names and the expected day BS first', async () => {
    activateLocale('ne', ne);
    fakeApi(
      answer('GET', '/api/v1/orders/', 200, {
        data: [kathmanduOrder()],
        count: 1,
      }),
    );
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    const [card] = await cards();
    const where = within(within(card!).getByTestId('order-destination'));
    expect(where.getByText('डेलिभरी ठेगाना')).toBeInTheDocument();
    expect(where.getByText('काठमाण्डौं महानगरपालिका-२६')).toBeInTheDocument();
    expect(where.getByText('काठमाडौँ, बाग्मती प्रदेश')).toBeInTheDocument();
    expect(where.getByText('आइपुग्ने अनुमानित मिति')).toBeInTheDocument();
    // BS first, with Nepali month names; the AD days beside it in Nepali too.
    expect(where.getByText('२०८३ मंसिर १४–१६ (३० नोभेम्बर – २ डिसेम्बर २०२६)')).toBeInTheDocument();
  });

  it('names the colour of an order line in Nepali on Nepali pages, in English on English ones', async () => {
    const [line] = orderOf().items;
    const coloured = orderOf({
      items: [
        { ...line!, color_id: 3, color_name: 'Jet Black', color_name_ne: 'कालो' },
        { ...line!, product_id: 2, product_name: 'Power Bank', color_id: 4, color_name: 'Teal', color_name_ne: null },
      ],
    });
    const openLines = async () => {
      const [card] = await cards();
      await userEvent.setup().click(within(card!).getByText(/items and timeline|सामान र समयरेखा/));
      return within(await within(card!).findByRole('list', { name: /^(Items|सामानहरू)$/ }));
    };
    fakeApi(answer('GET', '/api/v1/orders/', 200, { data: [coloured], count: 1 }));
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    let items = await openLines();
    expect(items.getByText('Jet Black')).toBeInTheDocument();
    expect(items.queryByText('कालो')).toBeNull();
    cleanup();

    activateLocale('ne', ne);
    fakeApi(answer('GET', '/api/v1/orders/', 200, { data: [coloured], count: 1 }));
    renderAt('/profile/orders', '/profile/orders', <OrdersRoute />);
    items = await openLines();
    expect(items.getByText('कालो')).toBeInTheDocument();
    expect(items.queryByText(/Jet Black/)).toBeNull();
    // A colour staff gave no Nepali name stays English, marked so for screen readers.
    expect(items.getByText('Teal')).toHaveAttribute('lang', 'en');
    // The quantity in Devanagari digits.
    expect(items.getAllByText(/२ × रु\. २,०००/)).toHaveLength(2);
  });
});
