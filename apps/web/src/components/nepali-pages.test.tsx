import { defaultHomeContent, SHOP_HOME_PATH } from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heroSlides } from '../content/home';
import { HeroCarousel } from '../features/catalog/home/hero-carousel';
import { answer, fakeApi, summary } from '../testing';
import { renderWithShopInfo, storedShopInfo } from '../testing/shop-info';
import { activateLocale } from '../i18n';
import { en } from '../i18n/catalogues/en';
import { ne } from '../i18n/catalogues/ne';
import { Component as HomePage } from '../routes/home';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { Price } from './price';
import { ProductCard } from '../features/catalog/product-card';
import { SearchDialog } from './search/search-dialog';

// The shell, prices and the home page on a Nepali page (issue #20): every text from the Nepali
// catalogue, figures in Devanagari digits, rupees as 'रु. १,६९,९९९'. The English texts are the
// other tests' (they run in English).

const SUGGEST = '/api/v1/products/suggest/?q=galaxy';

beforeEach(() => activateLocale('ne', ne));
afterEach(() => activateLocale('en', en));

describe('on a Nepali page', () => {
  it('the header names its navigation, buttons and links in Nepali', () => {
    renderWithShopInfo(<Header />);
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['गृहपृष्ठ', 'सामानहरू', 'हाम्रोबारे', 'सम्पर्क', 'प्रश्नोत्तर', 'ब्लग', 'सेवाहरू']);
    expect(screen.getByRole('button', { name: 'मेनु खोल्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सामान खोज्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मनपर्ने सूची' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name: 'लग इन' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Pasal गृहपृष्ठ' })).toHaveAttribute('href', '/');
    // The switch offers the other language.
    expect(screen.getByRole('link', { name: 'View in English' })).toHaveTextContent('English');
    expect(screen.queryByText('Products')).toBeNull();
  });

  it('the footer words its sections, links and copyright in Nepali, the year in Devanagari digits', async () => {
    renderWithShopInfo(<Footer />);
    expect(screen.getByRole('heading', { name: 'श्रेणीहरू' })).toBeInTheDocument();
    const help = screen.getByRole('navigation', { name: 'सहायता' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['प्रश्नोत्तर', 'डेलिभरी', 'सामान फिर्ता', 'सम्पर्क', 'अर्डर ट्र्याक गर्नुहोस्', 'सेवाहरू']);
    const policies = screen.getByRole('navigation', { name: 'नीतिहरू' });
    expect(within(policies).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(policies).getByRole('link', { name: 'नियम र सर्तहरू' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'सामाजिक सञ्जाल' })).toBeInTheDocument();
    const year = new Intl.NumberFormat('ne', { useGrouping: false }).format(new Date().getFullYear());
    expect(await screen.findByText(`© ${year} ${storedShopInfo.name}। सर्वाधिकार सुरक्षित।`)).toBeInTheDocument();
    expect(screen.getByText(/नेपालभर डेलिभरी/)).toBeInTheDocument();
  });

  it('a price reads रु. with Devanagari digits in lakh groups, whatever the English currency', () => {
    const { container } = render(
      <>
        <Price amount={169999} original={184999} />
        <Price amount={2499.5} currency="Rs." />
      </>,
    );
    expect(screen.getByText('रु. १,६९,९९९')).toBeInTheDocument();
    const struck = screen.getByText('रु. १,८४,९९९');
    expect(struck.closest('s')).toHaveTextContent('साबिकको मूल्य: रु. १,८४,९९९');
    expect(screen.getByText('रु. २,४९९.५०')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/NPR|Rs\.|[0-9]/);
  });

  it('a product card shows its discount, stars and prices in Nepali; the product name stays as entered', () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <ProductCard product={summary(1, { name: 'Galaxy A56', price: 50000, discount_price: 45000 })} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('१०% छुट')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '५ मध्ये ४ रेटिङ' })).toBeInTheDocument();
    expect(screen.getByText('रु. ४५,०००')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Galaxy A56' })).toBeInTheDocument();
  });

  it('the hero speaks Nepali: slides, their buttons and pictures, the carousel controls', () => {
    render(
      <MemoryRouter>
        <HeroCarousel slides={heroSlides} />
      </MemoryRouter>,
    );
    const hero = screen.getByRole('region', { name: 'विशेष अफरहरू' });
    expect(within(hero).getByRole('heading', { name: 'नयाँ प्रविधिका ग्याजेटहरू' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'अहिले किन्नुहोस्' })).toHaveAttribute('href', '/products');
    expect(within(hero).getByRole('img', { name: 'एउटा स्मार्टफोन, एउटा ल्यापटप र वायरलेस इयरबड्स' })).toBeInTheDocument();
    expect(within(hero).getByRole('group', { name: '३ मध्ये १' })).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'अर्को स्लाइड' })).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'स्लाइड २ मा जानुहोस्' })).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'स्लाइडहरू रोक्नुहोस्' })).toBeInTheDocument();
    expect(within(hero).queryByText('Shop Now')).toBeNull();
  });

  it('the home page: its heading, hero and featured products in Nepali, prices in रु.', async () => {
    fakeApi(
      answer('GET', '/api/v1/products/featured/', 200, {
        data: [summary(1, { discount_price: 169999, price: 184999 })],
      }),
      answer('GET', '/api/v1/categories/', 200, { data: [] }),
      answer('GET', SHOP_HOME_PATH, 200, { data: defaultHomeContent() }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pasal, नेपालमा तपाईंको इलेक्ट्रोनिक्स पसल' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'गर्मी सेल', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'विशेष सामानहरू' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबै' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('रु. १,६९,९९९')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सबै सामान हेर्नुहोस्' })).toHaveAttribute('href', '/products');
  });

  it('the search dialog asks, hints and suggests in Nepali, prices in रु.', async () => {
    const api = fakeApi(
      answer('GET', SUGGEST, 200, {
        data: [
          {
            id: 1,
            slug: 'galaxy-a56',
            name: 'Galaxy A56',
            image: null,
            discount_price: 45000,
            category_name: 'Smartphones',
            highlights: [],
          },
        ],
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <SearchDialog open onOpenChange={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'सामान खोज्नुहोस्' })).toHaveAccessibleDescription('खोज्न इन्टर थिच्नुहोस्');
    const box = screen.getByRole('combobox', { name: 'सामान खोज्नुहोस्' });
    expect(box).toHaveAttribute('placeholder', 'फोन, ल्यापटप, इयरबड्स खोज्नुहोस्...');
    expect(screen.getByRole('button', { name: 'खोज्नुहोस्' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'galaxy' } });
    const list = await screen.findByRole('listbox', { name: 'सुझाव गरिएका सामान' }, { timeout: 3000 });
    expect(within(list).getByText('रु. ४५,०००')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${SUGGEST}`]);
  });
});
