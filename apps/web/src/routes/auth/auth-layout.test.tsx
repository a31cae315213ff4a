import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShopInfo } from '../../testing/shop-info';
import { Component as AuthLayout } from './auth-layout';

describe('sign-in pages layout', () => {
  it("words its promises with the shop's stored threshold and payment methods", async () => {
    renderWithShopInfo(<AuthLayout />);
    expect(screen.getByText('Free delivery on orders above NPR 10,000')).toBeInTheDocument();
    expect(screen.getByText('Pay with eSewa, Khalti or Cash on Delivery')).toBeInTheDocument();
    expect(await screen.findByText('Free delivery on orders above NPR 5,000')).toBeInTheDocument();
    expect(screen.getByText('Pay with Khalti or Cash on Delivery')).toBeInTheDocument();
  });
});
