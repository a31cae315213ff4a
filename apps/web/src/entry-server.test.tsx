import type { ShopInfo } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen, type Transport } from './entry-server';

// The server's first screen of every page carries the shop's stored settings (GET /shop/), so
// what the page words with them is right in the HTML and the app hydrates without asking again.

const info: ShopInfo = {
  name: 'Himal Gadgets',
  legal_name: 'Himal Gadgets Pvt. Ltd.',
  registration_no: '1',
  pan: '2',
  grievance_officer: 'Ram',
  email: 'hello@himal.example',
  phone: '01-4123456',
  address: 'New Road, Kathmandu',
  opening_hours: 'Sun - Fri 10AM - 6PM',
  free_delivery_threshold: 5000,
  standard_delivery_charge: 150,
  payment_methods: ['Khalti', 'COD'],
};

/** Answers GET /shop/ with `info`; any other API call fails (the page shows its error state). */
function fakeApi(asked: string[]): Transport {
  return (url) => {
    asked.push(url);
    const body = url.endsWith('/api/v1/shop/') ? { data: info } : { error: { message: 'Not here' } };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: url.endsWith('/api/v1/shop/') ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}

describe('server first screen', () => {
  it.each(['/', '/products', '/products/a-phone', '/about', '/faq'])('%s carries the stored settings', async (path) => {
    const asked: string[] = [];
    const screen = await renderFirstScreen(path, fakeApi(asked));
    expect(asked.filter((url) => url.endsWith('/api/v1/shop/'))).toHaveLength(1);
    expect(screen?.dataScript).toContain('"shop-info"');
    expect(screen?.dataScript).toContain('Himal Gadgets');
  });
});
