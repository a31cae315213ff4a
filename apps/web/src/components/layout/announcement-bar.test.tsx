import {
  ANNOUNCEMENT_DISMISSED_KEY,
  ANNOUNCEMENT_HIDDEN_ATTRIBUTE,
  ANNOUNCEMENT_SCRIPT,
  announcementKey,
  DEFAULT_NAVIGATION,
  type ShopInfo,
} from '@pasal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, t, type MessageId } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Footer } from '../../layout/footer';
import { Header } from '../../layout/header';
import { fakeApi } from '../../testing/api';
import { storedShopInfo } from '../../testing/shop-info';
import { AnnouncementBar } from './announcement-bar';

// The announcement bar and the editable links (issue #32) as shoppers meet them: shown between its
// days (Nepal time), closed and remembered by its text, and the header and footer following the
// saved lists in both languages.

const bar = {
  text: 'Dashain sale: 10% off phones',
  text_ne: 'दशैं सेल',
  link: '/products?category=Mobiles',
  starts_on: '2026-10-01',
  ends_on: '2026-10-15',
};

function renderWith(shop: Partial<ShopInfo>, ui: ReactNode) {
  // The footer also lists the categories: none here.
  fakeApi((call) =>
    call.path.endsWith('/categories/') ? { status: 200, body: { data: [] } } : { status: 404, body: {} },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['shop-info'], { ...storedShopInfo, ...shop });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const on = (iso: string) => () => new Date(iso);

beforeEach(() => localStorage.clear());
afterEach(() => {
  activateLocale('en', en);
  document.documentElement.removeAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE);
});

describe('the announcement bar', () => {
  it('shows between its first and last day, as a named region with its link and a named close button', () => {
    renderWith({ announcement: bar }, <AnnouncementBar now={on('2026-10-15T12:00:00Z')} />);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(within(region).getByRole('link', { name: bar.text })).toHaveAttribute('href', '/products?category=Mobiles');
    expect(within(region).getByRole('button', { name: 'Dismiss announcement' })).toBeInTheDocument();
  });

  it.each([
    ['before its first day (23:59 on 30 September in Kathmandu)', '2026-09-30T18:14:00Z'],
    ['after its last day (00:00 on 16 October in Kathmandu)', '2026-10-15T18:15:00Z'],
  ])('is hidden %s', (_when, iso) => {
    renderWith({ announcement: bar }, <AnnouncementBar now={on(iso)} />);
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('is absent when the shop has none', () => {
    const { container } = renderWith({ announcement: null }, <AnnouncementBar />);
    expect(container).toBeEmptyDOMElement();
  });

  it('closes, is remembered for that text, and shows again for a new text', () => {
    const first = renderWith({ announcement: bar }, <AnnouncementBar now={on('2026-10-05T06:00:00Z')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY)).toBe(announcementKey(bar));
    first.unmount();

    const again = renderWith({ announcement: bar }, <AnnouncementBar now={on('2026-10-06T06:00:00Z')} />);
    expect(screen.queryByRole('region')).toBeNull();
    again.unmount();

    renderWith({ announcement: { ...bar, text: 'Tihar sale' } }, <AnnouncementBar now={on('2026-10-06T06:00:00Z')} />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent('Tihar sale');
  });

  it('carries the early script that hides a closed bar before the page paints, and clears its mark', () => {
    document.documentElement.setAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE, '');
    const { container } = renderWith({ announcement: bar }, <AnnouncementBar now={on('2026-10-05T06:00:00Z')} />);
    const section = container.querySelector('section')!;
    expect(section.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(section.nextElementSibling?.innerHTML).toBe(ANNOUNCEMENT_SCRIPT);
    expect(section).toHaveAttribute('data-announcement', announcementKey(bar));
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('runs that script: it marks the page when this browser closed this bar', () => {
    localStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, announcementKey(bar));
    document.body.innerHTML = `<section data-announcement="${announcementKey(bar)}"></section><script id="s"></script>`;
    const script = document.getElementById('s')!;
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    new Function(ANNOUNCEMENT_SCRIPT)();
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(true);
    document.documentElement.removeAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE);
    localStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'another');
    new Function(ANNOUNCEMENT_SCRIPT)();
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_HIDDEN_ATTRIBUTE)).toBe(false);
    Reflect.deleteProperty(document, 'currentScript');
    document.body.innerHTML = '';
  });

  it('reads in Nepali on a Nepali page, and in English when it has no Nepali', () => {
    activateLocale('ne', ne);
    const nepali = renderWith({ announcement: bar }, <AnnouncementBar now={on('2026-10-05T06:00:00Z')} />);
    expect(screen.getByRole('region', { name: 'सूचना' })).toHaveTextContent('दशैं सेल');
    expect(screen.getByRole('button', { name: 'सूचना बन्द गर्नुहोस्' })).toBeInTheDocument();
    nepali.unmount();
    renderWith(
      { announcement: { ...bar, text_ne: '', link: '' } },
      <AnnouncementBar now={on('2026-10-05T06:00:00Z')} />,
    );
    expect(screen.getByRole('region', { name: 'सूचना' })).toHaveTextContent(bar.text);
  });
});

const navigation = {
  header: [
    { label: 'Phones', label_ne: 'फोन', href: '/products?category=Mobiles' },
    { label: 'Blog', label_ne: '', href: 'https://blog.himal.example/' },
  ],
  footer_help: [{ label: 'Shipping', label_ne: 'डेलिभरी', href: '/faq?category=Shipping' }],
  footer_policies: [{ label: 'Warranty', label_ne: 'वारेन्टी', href: '/warranty' }],
};

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the header and footer links', () => {
  it('follow the saved lists in English', () => {
    renderWith({ navigation }, <Header />);
    expect(linksOf('Main')).toEqual([
      ['Phones', '/products?category=Mobiles'],
      ['Blog', 'https://blog.himal.example/'],
    ]);
  });

  it('follow the saved lists in Nepali, English where a label has no Nepali', () => {
    activateLocale('ne', ne);
    renderWith({ navigation }, <Footer />);
    expect(linksOf('सहायता')).toEqual([['डेलिभरी', '/faq#activeExist']]);
    expect(linksOf('नीतिहरू')).toEqual([['वारेन्टी', '/warranty']]);
  });

  it('are the specification’s links in a shop that saved none', () => {
    renderWith({ navigation: DEFAULT_NAVIGATION }, <Footer />);
    expect(linksOf('Help')).toEqual([
      ['FAQ', '/faq'],
      ['Shipping', '/faq#activeExist'],
      ['Returns', '/faq#activeExist'],
      ['Contact', '/contact'],
      ['Track your order', '/track'],
      ['Services', '/services'],
    ]);
    expect(linksOf('Policies').map(([label]) => label)).toEqual([
      'Warranty',
      'Privacy Policy',
      'Terms & Conditions',
      'Sitemap',
    ]);
  });

  it('use the catalogue’s words for the defaults, in both languages', () => {
    for (const [locale, catalogue, field] of [
      ['en', en, 'label'],
      ['ne', ne, 'label_ne'],
    ] as const) {
      activateLocale(locale, catalogue);
      const words = (ids: MessageId[]) => ids.map((id) => t(id));
      expect(DEFAULT_NAVIGATION.header.map((link) => link[field])).toEqual(
        words([
          'layout.navHome',
          'layout.navProducts',
          'layout.navAbout',
          'layout.navContact',
          'layout.navFaq',
          'layout.navBlogs',
          'layout.navServices',
        ]),
      );
      expect(DEFAULT_NAVIGATION.footer_help.map((link) => link[field])).toEqual(
        words([
          'layout.navFaq',
          'layout.shipping',
          'layout.returns',
          'layout.navContact',
          'layout.trackOrder',
          'layout.navServices',
        ]),
      );
      expect(DEFAULT_NAVIGATION.footer_policies.map((link) => link[field])).toEqual(
        words(['layout.warranty', 'layout.privacyPolicy', 'layout.terms', 'layout.sitemap']),
      );
    }
  });
});
