import { defaultHomeContent, type HomeContent } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShopFacts } from '../../../api/shop-info';
import { renderWithShopInfo } from '../../../testing/shop-info';
import { promisesOf } from './home-sections';
import { PromiseStrip } from './promise-strip';

/** The strip as the home page draws it: from the section and the shop's settings. */
function Strip({ section }: { section: HomeContent['promises'] }) {
  return <PromiseStrip promises={promisesOf(section, useShopFacts())} />;
}

describe('promise strip', () => {
  it("words the shop's stored threshold and payment methods, the defaults until they have loaded", async () => {
    renderWithShopInfo(<Strip section={defaultHomeContent().promises} />);
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

  it("shows the owner's own promises instead, and nothing when the section is hidden", () => {
    const { unmount } = renderWithShopInfo(
      <Strip
        section={{
          mode: 'own',
          items: [
            { icon: 'truck', title: 'Same-day delivery', title_ne: '', text: 'Inside the Ring Road', text_ne: '' },
          ],
        }}
      />,
    );
    const strip = screen.getByRole('region', { name: 'Our promises' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(1);
    expect(within(strip).getByText('Same-day delivery')).toBeInTheDocument();
    expect(within(strip).queryByText('Free Delivery')).not.toBeInTheDocument();
    unmount();
    renderWithShopInfo(<Strip section={{ mode: 'hidden', items: [] }} />);
    expect(screen.queryByRole('region', { name: 'Our promises' })).not.toBeInTheDocument();
  });
});
