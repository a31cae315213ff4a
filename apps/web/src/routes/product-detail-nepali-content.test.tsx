import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { makeColor, makeProduct } from '../features/cart/test-fixtures';
import { activateLocale } from '../i18n';
import { en } from '../i18n/catalogues/en';
import { ne } from '../i18n/catalogues/ne';
import { fakeApi } from '../testing';
import { Component as ProductPage } from './product-detail';

// The shop's own words on a Nepali product page (issue #30): the category, colours, descriptions,
// specification labels and values and the delivery line that staff entered in Nepali, and the
// English wherever they entered none. An English page keeps the English.

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/products/:slug" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const phone = makeProduct({
  name: 'Galaxy A55',
  slug: 'galaxy-a55',
  brand_name: 'Samsung',
  category_name: 'Smartphones',
  category_name_ne: 'स्मार्टफोन',
  short_description: 'A bright phone.',
  short_description_ne: 'उज्यालो फोन।',
  long_description: 'First paragraph.',
  long_description_ne: 'पहिलो अनुच्छेद।',
  delivery_detail: 'Kathmandu valley in 2 days',
  delivery_detail_ne: 'उपत्यकाभित्र २ दिनमा',
  colors: [
    makeColor({ id: 1, color_name: 'Awesome Navy', color_name_ne: 'अद्भुत नेभी' }),
    makeColor({ id: 2, color_name: 'Lilac', color_name_ne: null }),
  ],
  specifications: [
    { title: 'Battery', answer: '5000mAh', title_ne: 'ब्याट्री', answer_ne: null },
    { title: 'Warranty', answer: '1-year brand warranty', title_ne: 'वारेन्टी', answer_ne: '१ वर्षको वारेन्टी' },
    { title: 'Chip', answer: 'Exynos 1480', title_ne: null, answer_ne: null },
  ],
});

afterEach(() => activateLocale('en', en));

describe('the shop’s words on a Nepali product page', { timeout: 20_000 }, () => {
  it('shows the Nepali category, descriptions, colours, specifications and delivery line', async () => {
    activateLocale('ne', ne);
    fakeApi(() => ({ status: 200, body: { data: phone } }));
    renderAt('/products/galaxy-a55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Galaxy A55' })).toBeVisible();
    // Product and brand names stay as entered.
    expect(screen.getByText('Samsung · स्मार्टफोन')).toBeInTheDocument();
    expect(screen.getByText('उज्यालो फोन।')).toBeInTheDocument();
    expect(screen.getByText('उपत्यकाभित्र २ दिनमा')).toBeInTheDocument();
    expect(screen.queryByText('A bright phone.')).not.toBeInTheDocument();

    // The first colour in stock is chosen: its Nepali name; a colour without one keeps its English.
    const colours = screen.getByRole('group', { name: /रङ/ });
    expect(within(colours).getByText(': अद्भुत नेभी')).toBeInTheDocument();
    expect(within(colours).getByRole('radio', { name: 'अद्भुत नेभी' })).toBeChecked();
    expect(within(colours).getByRole('radio', { name: 'Lilac' })).toBeInTheDocument();

    expect(await screen.findByText('पहिलो अनुच्छेद।', {}, { timeout: 5000 })).toBeInTheDocument();
    const specs = screen.getByRole('table');
    const rows = within(specs)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ब्याट्री5000mAh', 'वारेन्टी१ वर्षको वारेन्टी', 'ChipExynos 1480']);
  });

  it('falls back to the English where staff entered no Nepali', async () => {
    activateLocale('ne', ne);
    const english = makeProduct({
      ...phone,
      category_name_ne: null,
      short_description_ne: null,
      long_description_ne: '  ',
      delivery_detail_ne: null,
      colors: [makeColor({ id: 1, color_name: 'Awesome Navy', color_name_ne: null })],
      specifications: [{ title: 'Battery', answer: '5000mAh', title_ne: null, answer_ne: null }],
    });
    fakeApi(() => ({ status: 200, body: { data: english } }));
    renderAt('/products/galaxy-a55');
    expect(await screen.findByText('Samsung · Smartphones')).toBeInTheDocument();
    expect(screen.getByText('A bright phone.')).toBeInTheDocument();
    expect(screen.getByText('Kathmandu valley in 2 days')).toBeInTheDocument();
    expect(screen.getByText(': Awesome Navy')).toBeInTheDocument();
    expect(await screen.findByText('First paragraph.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Battery' })).toBeInTheDocument();
    // English shown on a Nepali page is marked as English, so a screen reader reads it so.
    expect(screen.getByText('A bright phone.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('First paragraph.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('5000mAh')).toHaveAttribute('lang', 'en');
  });

  it('keeps the English on an English page', async () => {
    fakeApi(() => ({ status: 200, body: { data: phone } }));
    renderAt('/products/galaxy-a55');
    expect(await screen.findByText('Samsung · Smartphones')).toBeInTheDocument();
    expect(screen.getByText('A bright phone.')).toBeInTheDocument();
    expect(screen.getByText(': Awesome Navy')).toBeInTheDocument();
    expect(screen.queryByText('उज्यालो फोन।')).not.toBeInTheDocument();
  });
});
