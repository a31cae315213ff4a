import type { Invoice } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as InvoiceRoute } from '../../routes/account/invoice';
import { answer, fakeApi, renderAt, signIn, signOut } from '../../testing';

// The bill page: everything a Nepali tax invoice shows, in English and in Nepali, and only for a
// signed-in shopper.

vi.setConfig({ testTimeout: 20_000 });

const ROUTE = '/profile/orders/:transactionId/invoice';
const PATH = '/profile/orders/PSL-7K3M9Q2XTB4N/invoice';
const API = '/api/v1/orders/PSL-7K3M9Q2XTB4N/invoice/';

const invoice: Invoice = {
  invoice_number: '2081/82-000042',
  fiscal_year: '2081/82',
  sequence: 42,
  issued_at: '2024-11-24T06:00:00.000Z',
  transaction_id: 'PSL-7K3M9Q2XTB4N',
  order_date: '2024-11-23T06:00:00.000Z',
  payment_method: 'COD',
  seller: {
    name: 'Pasal',
    legal_name: 'Pasal Electronics Pvt. Ltd.',
    address: 'New Baneshwor, Kathmandu',
    pan: '601234567',
    registration_no: '123456/77/078',
    phone: '+977 9800000000',
    email: 'hello@pasal.example',
  },
  buyer: {
    name: 'Sita Sharma',
    pan: '302345678',
    address: 'Lambagar, Kathmandu',
    phone: '9841234567',
    email: 'sita@example.com',
  },
  lines: [
    { description: 'Sound Buds (Black)', description_ne: 'Sound Buds (कालो)', quantity: 2, rate: 2000, amount: 4000 },
  ],
  vat_mode: 'inclusive',
  vat_percent: 13,
  subtotal: 4000,
  delivery_charge: 100,
  discount: 0,
  taxable_amount: 3628.32,
  vat_amount: 471.68,
  total: 4100,
  total_in_words: 'Rupees Four Thousand One Hundred Only',
  total_in_words_ne: 'चार हजार एक सय रुपैयाँ मात्र',
  issued_by: 'Ram Thapa',
};

beforeEach(() => signIn());
afterEach(() => {
  signOut();
  activateLocale('en', en);
  vi.unstubAllGlobals();
});

describe('the bill page', () => {
  it('shows the seller, number, BS and AD date, buyer and PAN, lines, VAT 13% and the total in words; prints', async () => {
    fakeApi(answer('GET', API, 200, { data: invoice }));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(PATH, ROUTE, <InvoiceRoute />);
    expect(await screen.findByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Pasal Electronics Pvt. Ltd.')).toBeInTheDocument();
    expect(screen.getByText('601234567')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('2081/82-000042');
    expect(screen.getByText('9 Mangsir 2081 BS (24 Nov 2024)')).toBeInTheDocument();
    expect(screen.getByText('302345678')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Items billed' });
    const row = within(lines).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Sound Buds (Black)');
    expect(row).toHaveTextContent('Rs. 2,000');
    expect(row).toHaveTextContent('Rs. 4,000');
    expect(screen.getByText('Taxable amount').nextSibling).toHaveTextContent('Rs. 3,628.32');
    expect(screen.getByText('VAT 13%').nextSibling).toHaveTextContent('Rs. 471.68');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 4,100');
    expect(screen.getByText('Rupees Four Thousand One Hundred Only')).toBeInTheDocument();
    // Who issued it (issue #34).
    expect(screen.getByTestId('bill-issued-by')).toHaveTextContent('Issued by: Ram Thapa');
    // The customer's own view is never the (numbered) original that staff print.
    expect(screen.getByTestId('bill-mark')).toHaveTextContent('Customer copy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print / Download' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('in Nepali: the labels, the BS date and the amounts in Devanagari digits', async () => {
    activateLocale('ne', ne);
    fakeApi(answer('GET', API, 200, { data: invoice }));
    renderAt(PATH, ROUTE, <InvoiceRoute />);
    expect(await screen.findByRole('heading', { name: 'कर बिजक', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('२०८१ मंसिर ९ (२४ नोभेम्बर २०२४)')).toBeInTheDocument();
    expect(screen.getByText('मू.अ.कर १३%').nextSibling).toHaveTextContent('रु. ४७१.६८');
    expect(screen.getByText('जम्मा').nextSibling).toHaveTextContent('रु. ४,१००');
    expect(screen.getByText('२०८१/८२')).toBeInTheDocument();
    expect(screen.getByTestId('bill-mark')).toHaveTextContent('ग्राहक प्रति');
    expect(screen.getByTestId('bill-issued-by')).toHaveTextContent('जारी गर्ने: Ram Thapa');
    // Issue #30: no English on the Nepali bill but names: the total in Nepali words, cash on
    // delivery in Nepali, bill number, PANs and phone numbers in Devanagari digits.
    expect(screen.getByText('चार हजार एक सय रुपैयाँ मात्र', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Rupees/)).not.toBeInTheDocument();
    expect(screen.getByText('क्यास अन डेलिभरी')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('२०८१/८२-००००४२');
    expect(screen.getByText('६०१२३४५६७')).toBeInTheDocument();
    // The line names the colour in Nepali (issue #30).
    const row = within(screen.getByRole('table', { name: 'बिल गरिएका सामान' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Sound Buds (कालो)');
    expect(row).not.toHaveTextContent('Black');
    expect(screen.getByText(/९८४१२३४५६७/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिन्ट / डाउनलोड' })).toBeInTheDocument();
  });

  it('says when the bill is not issued yet', async () => {
    fakeApi(answer('GET', API, 409, { message: 'The bill is issued once the order is paid or delivered' }));
    renderAt(PATH, ROUTE, <InvoiceRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bill is issued once the order is paid or delivered.',
    );
  });

  it('sends a visitor to sign in and back', async () => {
    signOut();
    renderAt(PATH, ROUTE, <InvoiceRoute />);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
  });
});
