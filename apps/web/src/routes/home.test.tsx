import { defaultHomeContent, SHOP_HOME_PATH } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { heroSlides } from '../content/home';
import { answer, fakeApi, summary } from '../testing';
import { Component as HomePage } from './home';

// The home page's owner-written sections (issue #32): shown as the API answers them; when they
// cannot be read, none is shown (not the demo's words), and the catalogue's own sections still are.

function renderHome(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const catalogue = [
  answer('GET', '/api/v1/products/featured/', 200, { data: [summary(1, { name: 'Galaxy A56' })] }),
  answer('GET', '/api/v1/categories/', 200, { data: [] }),
];

describe('the home page', () => {
  it("shows the built-in hero when the owner's sections say so", async () => {
    fakeApi(...catalogue, answer('GET', SHOP_HOME_PATH, 200, { data: defaultHomeContent() }));
    renderHome();
    expect(await screen.findByRole('heading', { name: heroSlides[0]!.title, hidden: true })).toBeInTheDocument();
  });

  it("shows no hero, and still the featured products, when the owner's sections cannot be read", async () => {
    fakeApi(...catalogue, answer('GET', SHOP_HOME_PATH, 500, { message: 'Something went wrong' }));
    const client = renderHome();
    expect(await screen.findByText('Galaxy A56')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryState(['home-content'])?.status).toBe('error'));
    expect(screen.queryByRole('heading', { name: heroSlides[0]!.title, hidden: true })).toBeNull();
    expect(screen.queryByRole('region', { name: /slides|carousel/i })).toBeNull();
  });
});
