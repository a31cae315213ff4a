import type { SearchUnderstood } from '@pasal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type Location } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as SearchPage } from '../../routes/search';
import { serveApi, summary, withQueryClient } from '../../testing';

// The search's answer says what it read from the words (issue #35): the results header shows it as
// chips the shopper can remove, and a kind of product the shop does not sell is said so.

let current: Location | null = null;
function Spy() {
  current = useLocation();
  return null;
}

const facets = { brands: [], ram: [], storage: [], price: null, in_stock: 0, on_sale: 0, attributes: [] };

function serve(answers: Record<string, { count: number; understood?: SearchUnderstood }>) {
  return serveApi((url) => {
    if (url.pathname === '/api/v1/categories/') return { body: { data: [], count: 0, page: 1, total_pages: 1 } };
    if (url.pathname === '/api/v1/products/') {
      const answer = answers[url.searchParams.get('name') ?? ''] ?? { count: 3 };
      const data = Array.from({ length: answer.count }, (_, index) => summary(index + 1));
      return {
        body: {
          data,
          count: answer.count,
          page: 1,
          total_pages: 1,
          facets,
          ...(answer.understood ? { understood: answer.understood } : {}),
        },
      };
    }
    return undefined;
  });
}

function renderSearch(q: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <>
            <Spy />
            <SearchPage />
          </>
        ),
      },
    ],
    { initialEntries: [`/search?q=${encodeURIComponent(q)}`] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

const phonesUnder30k: SearchUnderstood = {
  categories: [{ slug: 'smartphones', name: 'Smartphones', name_ne: 'स्मार्टफोन' }],
  not_sold: null,
  min_price: null,
  max_price: 30000,
  without_category: '5g under 30000',
  without_price: '5g phone',
};

afterEach(() => {
  activateLocale('en', en);
  current = null;
});

describe('what the search understood', { timeout: 20_000 }, () => {
  it('shows the category and price read from the words; removing one searches without its words', async () => {
    serve({ '5g phone under 30000': { count: 2, understood: phonesUnder30k } });
    renderSearch('5g phone under 30000');
    // The first render of the file loads the route's modules: give it longer than the default second.
    const category = await screen.findByRole(
      'button',
      { name: 'Remove Smartphones from the search' },
      { timeout: 8000 },
    );
    expect(screen.getByTestId('understood-filters')).toHaveTextContent('Searching in');
    expect(screen.getByRole('button', { name: /Remove under Rs\. 30,000 from the search/ })).toBeInTheDocument();
    fireEvent.click(category);
    expect(new URLSearchParams(current?.search).get('q')).toBe('5g under 30000');
  });

  it('removing the price keeps the rest of the words', async () => {
    serve({ '5g phone under 30000': { count: 2, understood: phonesUnder30k } });
    renderSearch('5g phone under 30000');
    fireEvent.click(await screen.findByRole('button', { name: /Remove under Rs\. 30,000/ }));
    expect(new URLSearchParams(current?.search).get('q')).toBe('5g phone');
  });

  it('shows nothing when nothing was understood', async () => {
    serve({});
    renderSearch('iphone 16');
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(screen.queryByTestId('understood-filters')).toBeNull();
  });

  it('says a kind of product the shop does not sell, above the usual suggestions', async () => {
    serve({
      ipad: {
        count: 0,
        understood: { ...phonesUnder30k, categories: [], max_price: null, not_sold: 'ipad', without_category: '' },
      },
    });
    renderSearch('ipad');
    expect(await screen.findByText("We don't sell ipad at the moment.")).toBeInTheDocument();
    expect(screen.queryByTestId('understood-filters')).toBeNull();
  });

  it('speaks Nepali on a Nepali page', async () => {
    activateLocale('ne', ne);
    serve({ 'फोन ३०००० भन्दा कम': { count: 2, understood: phonesUnder30k } });
    renderSearch('फोन ३०००० भन्दा कम');
    expect(await screen.findByRole('button', { name: 'खोजबाट स्मार्टफोन हटाउनुहोस्' })).toBeInTheDocument();
    expect(screen.getByTestId('understood-filters')).toHaveTextContent('रु. ३०,००० भन्दा कम');
  });
});
