import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShopInfo } from '../../../testing/shop-info';
import { PromiseStrip } from './promise-strip';

describe('promise strip', () => {
  it("words the shop's stored threshold and payment methods, the defaults until they have loaded", async () => {
    renderWithShopInfo(<PromiseStrip />);
    const strip = screen.getByRole('region', { name: 'Our promises' });
    // The display text of a shop nobody has saved settings for (docs/rules/catalogue.md#home-page).
    expect(within(strip).getByText('On orders above NPR 10,000')).toBeInTheDocument();
    expect(within(strip).getByText('eSewa, Khalti and Cash on Delivery')).toBeInTheDocument();
    expect(await within(strip).findByText('On orders above NPR 5,000')).toBeInTheDocument();
    expect(within(strip).getByText('Free Delivery')).toBeInTheDocument();
    expect(within(strip).getByText('100% Genuine Products')).toBeInTheDocument();
    expect(within(strip).getByText('24/7 Support')).toBeInTheDocument();
    expect(within(strip).getByText('Multiple Payment Options')).toBeInTheDocument();
    expect(within(strip).getByText('Khalti and Cash on Delivery')).toBeInTheDocument();
  });
});
