import type { ProductSummary } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** A product card's data for tests. */
export function summary(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    price: 2000,
    discount_price: 1800,
    discount_percentage: 10,
    short_description: '',
    delivery_price: 0,
    total_quantity: 3,
    overall_rating: 4,
    total_ratings: 2,
    category_name: 'Earbuds',
    category_slug: 'earbuds',
    brand_name: null,
    is_featured: true,
    images: [{ id, image: `/uploads/p${id}.svg`, alt: '' }],
    ...overrides,
  };
}

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

type Responder = (url: URL, init?: RequestInit) => { status?: number; body: unknown } | undefined;

/** Replaces fetch with answers from `respond`; unknown paths get a 404. Returns the mock for call checks. */
export function mockFetch(respond: Responder) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const answer = respond(url, init) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
