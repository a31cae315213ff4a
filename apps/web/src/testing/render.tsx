import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { product } from './fixtures';

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Shows where the router went: the path (with the query when `search`) and the state it carried. */
function LocationProbe({ search = false }: { search?: boolean }) {
  const location = useLocation();
  if (search)
    return (
      <output data-testid="location">
        {location.pathname}
        {location.search} {JSON.stringify(location.state)}
      </output>
    );
  return (
    <output data-testid="location">
      {location.pathname} {JSON.stringify(location.state ?? null)}
    </output>
  );
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>, queryClient: QueryClient, strict = false) {
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** Renders routes in a memory router with a fresh query client and a toaster. */
export function renderRoutes(routes: RouteObject[], initial: { pathname: string; state?: unknown }) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: initial.pathname, state: initial.state ?? null }],
  });
  const view = renderRouter(router, queryClient);
  return { router, queryClient, ...view };
}

export function probe(path: string): RouteObject {
  return { path, element: <LocationProbe /> };
}

export function page(path: string, element: ReactNode): RouteObject {
  return { path, element };
}

/** Renders `ui` at `path` (in StrictMode, as the app runs) with probe pages for where it may go. */
export function renderAt(path: string, route: string, ui: ReactNode) {
  const queryClient = testQueryClient();
  const probes = ['/login', '/profile/orders', '/checkout', '/products'].filter((probe) => probe !== route);
  const router = createMemoryRouter(
    [{ path: route, element: ui }, ...probes.map((probe) => ({ path: probe, element: <LocationProbe search /> }))],
    { initialEntries: [path] },
  );
  renderRouter(router, queryClient, true);
  return { router, queryClient };
}

let entries = 0;

/** Renders `ui` at /products/galaxy-a55 (with router state) beside a /login page that shows its state. */
export function renderOnProductPage(ui: ReactNode, options: { state?: unknown } = {}) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/products/:slug', element: ui },
      { path: '/login', element: <LocationProbe /> },
    ],
    // A key of its own, as a real navigation from /login has (the dialog opens once per entry).
    {
      initialEntries: [
        { pathname: `/products/${product.slug}`, state: options.state ?? null, key: `entry-${++entries}` },
      ],
    },
  );
  renderRouter(router, queryClient);
  return { router, queryClient };
}
