import { isStorefrontRoute, STOREFRONT_ROUTES } from '@pasal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serveApi, withQueryClient } from '../../testing';
import { routes } from '../../route-table';
import { Component as NotFoundPage } from './not-found';

/** Every screen's full path: child paths are relative to their parent's (the staff area's are). */
function paths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const full = !route.path
      ? parent
      : route.path.startsWith('/') || route.path === '*'
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path || route.index ? [full || '/'] : [];
    return [...own, ...paths(route.children ?? [], full)];
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
}

// docs/rules/content.md#not-found
describe('unknown paths', () => {
  it('are matched by the catch-all, which loads the 404 page instead of redirecting home', async () => {
    const matched = matchRoutes(routes, '/prodcts');
    const last = matched?.[matched.length - 1]?.route;
    expect(last?.path).toBe('*');
    expect(last?.element).toBeUndefined();
    const loaded = await (last?.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBe(NotFoundPage);
    // A real screen is not swallowed by it.
    expect(matchRoutes(routes, '/products/jbl-go-4')?.at(-1)?.route.path).toBe('/products/:slug');
  });

  it("are the paths the server answers 404: its list matches the route table's screens", () => {
    const screens = paths(routes).filter((path) => path !== '*' && path !== '/404');
    for (const path of screens) expect(isStorefrontRoute(path.replace(/:\w+/g, 'x')), path).toBe(true);
    for (const pattern of STOREFRONT_ROUTES.filter((pattern) => !pattern.endsWith('/*')))
      expect(screens, pattern).toContain(pattern);
    expect(isStorefrontRoute('/404')).toBe(false);
  });
});

describe('the 404 page', () => {
  const categories = [
    { id: 1, name: 'Smartphones', slug: 'smartphones', image: '/c1.svg' },
    { id: 2, name: 'Power Banks', slug: 'power-banks', image: '/c2.svg' },
  ];

  it('says so, offers a product search and the categories', async () => {
    serveApi((url) =>
      url.pathname === '/api/v1/categories/'
        ? { body: { data: categories, count: 2, page: 1, total_pages: 1 } }
        : undefined,
    );
    renderAt('/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Shop by category' });
    expect(nav).toHaveTextContent('SmartphonesPower Banks');
    await userEvent.click(screen.getByRole('link', { name: 'Power Banks' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products {"category":"Power Banks"}');
  });

  it('searches for a trimmed query, and not for a blank one', async () => {
    serveApi(() => undefined);
    renderAt('/404');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '  power bank {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=power%20bank');
  });
});
