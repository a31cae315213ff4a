import type { QuoteDelivery } from '@pasal/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDeliveryDays } from '../../components/format-date';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { OrderSummary } from './order-summary';
import { DeliveryEstimate } from './delivery-estimate';
import { quoteOf, withQueryClient } from '../../testing';

// Checkout promises the days Your Orders will show once the order is placed (issue #30): the
// quote's earliest to latest day, written by the same rule (promisedDelivery, formatDeliveryDays),
// in English and in Nepali; a promise of one day keeps "Expected by".

afterEach(() => activateLocale('en', en));

/** Outside the valley, ordered on 27 Nov 2026: 30 Nov to 2 Dec (14–16 Mangsir 2083). */
const outside: QuoteDelivery = {
  method: 'delivery',
  district_id: 38,
  zone_id: 'outside',
  zone_name: 'Outside Kathmandu Valley',
  charge: 250,
  free_delivery: false,
  earliest: '2026-11-30',
  expected_by: '2026-12-02',
  pickup_ready: null,
};

describe('the checkout’s delivery estimate', () => {
  it('gives the range of days, as Your Orders will', () => {
    render(<DeliveryEstimate delivery={outside} pending={false} />);
    expect(screen.getByTestId('delivery-expected')).toHaveTextContent(
      'Expected delivery: 30 Nov – 2 Dec 2026 (14–16 Mangsir 2083)',
    );
    expect(screen.getByTestId('delivery-expected').textContent).toContain(
      formatDeliveryDays({ from: outside.earliest, to: outside.expected_by }),
    );
  });

  it('says "Expected by" a single day', () => {
    render(<DeliveryEstimate delivery={{ ...outside, earliest: '2026-12-02' }} pending={false} />);
    expect(screen.getByTestId('delivery-expected')).toHaveTextContent('Expected by 2 Dec 2026 (16 Mangsir 2083)');
  });

  it('in Nepali: the range BS first, in Devanagari digits', () => {
    activateLocale('ne', ne);
    render(<DeliveryEstimate delivery={outside} pending={false} />);
    expect(screen.getByTestId('delivery-expected')).toHaveTextContent(
      'आइपुग्ने अनुमानित मिति: २०८३ मंसिर १४–१६ (३० नोभेम्बर – २ डिसेम्बर २०२६)',
    );
  });

  it('is the same under Shipping in the order summary', () => {
    render(
      withQueryClient(
        <OrderSummary
          lines={[]}
          lineInputs={[]}
          quote={quoteOf({ delivery: outside })}
          quoteError={null}
          coupon={null}
          onCouponApplied={() => undefined}
          onCouponRemoved={() => undefined}
        />,
      ),
    );
    expect(screen.getByTestId('checkout-expected')).toHaveTextContent(
      'Expected delivery: 30 Nov – 2 Dec 2026 (14–16 Mangsir 2083)',
    );
  });
});
