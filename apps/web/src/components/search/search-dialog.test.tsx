import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, withQueryClient } from '../../testing';
import { HighlightedName, SearchDialog } from './search-dialog';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Where />
      <p data-testid="open">{String(open)}</p>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: ['/'] });
  render(withQueryClient(<RouterProvider router={router} />));
}

const input = () => screen.getByRole('combobox', { name: 'Search products' });
const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchDialog', () => {
  it("is titled 'Search Products' with the Enter hint, Cancel and Search", () => {
    serveApi(() => ({ body: { data: [] } }));
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Search Products' })).toBeInTheDocument();
    expect(screen.getByText('Press Enter to search for the query')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder');
    expect(input()).toHaveFocus();
  });

  it('disables Search for a blank query and Enter does nothing', () => {
    serveApi(() => ({ body: { data: [] } }));
    renderDialog();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    fireEvent.change(input(), { target: { value: '    ' } });
    expect(search).toBeDisabled();
    fireEvent.submit(input().closest('form')!);
    expect(where()).toBe('/');
    expect(screen.getByTestId('open').textContent).toBe('true');
  });

  it('searches for the trimmed, encoded query and closes', () => {
    serveApi(() => ({ body: { data: [] } }));
    renderDialog();
    fireEvent.change(input(), { target: { value: '  samsung & galaxy ' } });
    fireEvent.submit(input().closest('form')!);
    expect(where()).toBe('/search?q=samsung%20%26%20galaxy');
    expect(screen.getByTestId('open').textContent).toBe('false');
  });

  it('closes with Escape and with Cancel', () => {
    serveApi(() => ({ body: { data: [] } }));
    renderDialog();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.getByTestId('open').textContent).toBe('false');
  });

  it('suggests products as the shopper types; arrows and Enter open one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveApi((url) =>
      url.pathname === '/api/v1/products/suggest/'
        ? {
            body: {
              data: [
                {
                  id: 1,
                  name: 'Samsung Galaxy A56',
                  slug: 'galaxy-a56',
                  image: null,
                  discount_price: 61999,
                  category_name: 'Smartphones',
                  highlights: [[8, 13]],
                },
                {
                  id: 2,
                  name: 'Samsung Galaxy S24',
                  slug: 'galaxy-s24',
                  image: '/s24.svg',
                  discount_price: 169999,
                  category_name: 'Smartphones',
                  highlights: [[8, 14]],
                },
              ],
            },
          }
        : undefined,
    );
    renderDialog();
    fireEvent.change(input(), { target: { value: 'galax' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(await screen.findByRole('option', { name: /Samsung Galaxy S24/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/products/suggest/?q=galax')).toBe(true);
    expect(screen.getByText('NPR 61,999')).toBeInTheDocument();
    // The text the server matched is marked: "Galax" of what was typed, in each name.
    const marks = screen.getAllByRole('option').map((option) => option.querySelector('mark')?.textContent);
    expect(marks).toEqual(['Galax', 'Galaxy']);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Samsung Galaxy S24/ })).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(where()).toBe('/products/galaxy-s24');
  });

  it('marks only ranges that fit the name, in order', () => {
    render(
      <HighlightedName
        name="Anker Power Bank"
        ranges={[
          [6, 16],
          [0, 5],
          [3, 8],
          [20, 30],
        ]}
      />,
    );
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Anker', 'Power Bank']);
  });

  it('does not ask for suggestions for a single letter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serveApi(() => ({ body: { data: [] } }));
    renderDialog();
    fireEvent.change(input(), { target: { value: 'g' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
