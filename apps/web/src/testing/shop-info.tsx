import { defaultNavigation, DEMO_SOCIAL_LINKS, type ShopInfo } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { fakeApi } from './api';

// For tests of what is worded with the shop's settings (GET /shop/).

/** GET /shop/ as tests answer it: settings an admin saved, unlike the built-in defaults. */
export const storedShopInfo: ShopInfo = {
  name: 'Himal Gadgets',
  short_name: 'Himal Gadgets',
  brand_color: null,
  social: { ...DEMO_SOCIAL_LINKS },
  logo: null,
  legal_name: 'Himal Gadgets Pvt. Ltd.',
  registration_no: '1',
  pan: '2',
  grievance_officer: 'Ram',
  email: 'hello@himal.example',
  phone: '01-4123456',
  address: 'New Road, Kathmandu',
  address_ne: 'न्यू रोड, काठमाडौँ',
  opening_hours: 'Sun - Fri 10AM - 6PM',
  free_delivery_threshold: 5000,
  standard_delivery_charge: 150,
  payment_methods: ['Khalti', 'COD'],
  announcement: null,
  navigation: defaultNavigation(),
};

/** Renders `ui` in a router with a query client; the fake API answers GET /shop/ with storedShopInfo. */
export function renderWithShopInfo(ui: ReactNode) {
  fakeApi((call) =>
    call.path.endsWith('/api/v1/shop/')
      ? { status: 200, body: { data: storedShopInfo } }
      : { status: 404, body: { error: { message: 'Not found' } } },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
