import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactForm } from '../../features/content/contact-form';
import { fakeApi } from '../../testing';
import { renderWithShopInfo } from '../../testing/shop-info';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as FaqPage } from './faq';
import { Component as PrivacyPolicyPage } from './privacy-policy';

// The content pages in Nepali (issue #20): the page's own words and the prose are Nepali; the
// shop's settings (payment methods, threshold) are worded in Nepali too, with Devanagari digits.

beforeEach(() => activateLocale('ne', ne));
afterEach(() => activateLocale('en', en));

describe('content pages in Nepali', () => {
  it('FAQ: questions, category chips and search in Nepali, with the stored settings', async () => {
    const user = userEvent.setup();
    renderWithShopInfo(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'बारम्बार सोधिने प्रश्नहरू' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबै', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'तपाईंको फिर्ता नीति के हो?' })).toBeInTheDocument();

    // The stored threshold (NPR 5,000) and methods (Khalti, COD), in Nepali.
    const delivery = screen.getByRole('button', { name: 'डेलिभरीमा कति समय र कति खर्च लाग्छ?' });
    await user.click(delivery);
    await waitFor(() => expect(screen.getByText(/रु\. ५,००० भन्दा बढीको अर्डरमा/)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'भुक्तानी' }));
    expect(screen.queryByRole('button', { name: 'तपाईंको फिर्ता नीति के हो?' })).not.toBeInTheDocument();
    const payment = screen.getByRole('button', { name: 'तपाईंहरू कुन-कुन भुक्तानी विधि स्वीकार गर्नुहुन्छ?' });
    await user.click(payment);
    const answer = screen.getByRole('region', { name: 'तपाईंहरू कुन-कुन भुक्तानी विधि स्वीकार गर्नुहुन्छ?' });
    expect(
      within(answer).getByText(/तपाईं Khalti बाट वा अर्डर डेलिभर हुँदा नगदमा \(क्यास अन डेलिभरी\) तिर्न सक्नुहुन्छ/),
    ).toBeInTheDocument();
    expect(within(answer).getByText('भुक्तानी', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'सबै' }));
    await user.type(screen.getByRole('searchbox', { name: 'प्रश्न खोज्नुहोस्' }), 'रिसेट');
    expect(screen.getByRole('button', { name: 'पासवर्ड बिर्सें। कसरी रिसेट गर्ने?' })).toBeInTheDocument();
    expect(screen.getByText('१ प्रश्न देखाइएको छ')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'प्रश्न खोज्नुहोस्' }), ' ड्रोन');
    expect(screen.getByRole('heading', { name: 'कुनै नतिजा भेटिएन' })).toBeInTheDocument();
  }, 20_000);

  it('Privacy Policy: Nepali sections, numbered in Devanagari, with the date', () => {
    renderWithShopInfo(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByText('अन्तिम पटक अद्यावधिक: २२ नोभेम्बर २०२६')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'यस पृष्ठमा' });
    expect(within(contents).getByRole('link', { name: '१. हामी के-के संकलन गर्छौं' })).toHaveAttribute('href', '#collect');
    expect(screen.getByRole('heading', { level: 2, name: '७. बालबालिका' })).toBeInTheDocument();
    expect(screen.getByText(/Pasal ले १३ वर्षमुनिका बालबालिकालाई सेवा दिँदैन/)).toBeInTheDocument();
    expect(screen.getByText('तपाईंको व्यक्तिगत विवरण हामी कहिल्यै बेच्दैनौं।')).toBeInTheDocument();
    expect(screen.queryByText(/We never sell your personal data/)).not.toBeInTheDocument();
  });

  it('contact form: Nepali labels, button and success message', async () => {
    const api = fakeApi(() => ({ status: 201, body: { data: { id: 3 } } }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ContactForm />
        <Toaster />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('form', { name: 'सम्पर्क फारम' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/पूरा नाम/), 'सीता राई');
    await user.type(screen.getByLabelText(/इमेल ठेगाना/), 'sita@example.com');
    expect(screen.getByLabelText(/फोन नम्बर/)).not.toBeRequired();
    await user.type(screen.getByLabelText(/विषय/), 'वारेन्टी');
    await user.type(screen.getByLabelText(/सन्देश/), 'मेरो फोन वारेन्टीमा पर्छ?');
    await user.click(screen.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
    expect(await screen.findByText('सन्देश पठाइयो! हामी छिट्टै तपाईंलाई जवाफ दिनेछौं।')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
