import type { CreditNote, Invoice } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { Component as CreditNotesRoute } from '../../routes/account/credit-notes';
import { Component as InvoiceRoute } from '../../routes/account/invoice';
import { answer, fakeApi, renderAt, signIn, signOut } from '../../testing';

// The credit notes of an order (issue #33): printable like the bill, each naming the bill it
// reduces, the lines taken back with their VAT, and the total credited; listed under the bill.

vi.setConfig({ testTimeout: 20_000 });

const ID = 'PSL-7K3M9Q2XTB4N';
const NOTES_API = `/api/v1/orders/${ID}/credit-notes/`;

const seller = {
  name: 'Pasal',
  legal_name: 'Pasal Electronics Pvt. Ltd.',
  address: 'New Baneshwor, Kathmandu',
  pan: '601234567',
  registration_no: '123456/77/078',
  phone: '+977 9800000000',
  email: 'hello@pasal.example',
};
const buyer = {
  name: 'Sita Sharma',
  pan: null,
  address: 'Lambagar, Kathmandu',
  phone: '9841234567',
  email: 'sita@example.com',
};

const note: CreditNote = {
  credit_note_number: 'CN 2081/82-000003',
  fiscal_year: '2081/82',
  sequence: 3,
  issued_at: '2024-11-26T06:00:00.000Z',
  kind: 'refund',
  reason: 'Returned within 7 days',
  invoice_number: '2081/82-000042',
  invoice_issued_at: '2024-11-24T06:00:00.000Z',
  transaction_id: ID,
  seller,
  buyer,
  lines: [{ description: 'Sound Buds (Black)', quantity: 1, amount: 2000, vat_amount: 230.09 }],
  vat_mode: 'inclusive',
  vat_percent: 13,
  taxable_amount: 1769.91,
  vat_amount: 230.09,
  total: 2000,
  total_in_words: 'Rupees Two Thousand Only',
  total_in_words_ne: 'दुई हजार रुपैयाँ मात्र',
};

beforeEach(() => signIn());
afterEach(() => {
  signOut();
  activateLocale('en', en);
});

describe('the credit notes page', () => {
  it('shows the credit note with its number, the bill it reduces, the lines, the VAT reversed and the total', async () => {
    fakeApi(answer('GET', NOTES_API, 200, { data: [note] }));
    renderAt(`/profile/orders/${ID}/credit-notes`, '/profile/orders/:transactionId/credit-notes', <CreditNotesRoute />);
    const document = await screen.findByRole('article', { name: 'Credit Note' });
    expect(within(document).getByTestId('credit-note-number')).toHaveTextContent('CN 2081/82-000003');
    expect(document).toHaveTextContent('Against bill No.: 2081/82-000042');
    expect(document).toHaveTextContent('For: Refund');
    const row = within(within(document).getByRole('table', { name: 'Items credited' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Sound Buds (Black)');
    expect(row).toHaveTextContent('Rs. 230.09');
    expect(row).toHaveTextContent('Rs. 2,000');
    expect(within(document).getByText('VAT reversed 13%').nextSibling).toHaveTextContent('Rs. 230.09');
    expect(within(document).getByTestId('credit-note-total')).toHaveTextContent('Rs. 2,000');
    expect(document).toHaveTextContent('Rupees Two Thousand Only');
    expect(document).toHaveTextContent('Reason: Returned within 7 days');
  });

  it('says so when the order has none', async () => {
    fakeApi(answer('GET', NOTES_API, 200, { data: [] }));
    renderAt(`/profile/orders/${ID}/credit-notes`, '/profile/orders/:transactionId/credit-notes', <CreditNotesRoute />);
    expect(await screen.findByText('No credit note has been issued for this order.')).toBeInTheDocument();
  });

  it('in Nepali: the labels in Nepali and the rate in Devanagari digits', async () => {
    activateLocale('ne', ne);
    fakeApi(answer('GET', NOTES_API, 200, { data: [{ ...note, kind: 'cancellation' }] }));
    renderAt(`/profile/orders/${ID}/credit-notes`, '/profile/orders/:transactionId/credit-notes', <CreditNotesRoute />);
    const document = await screen.findByRole('article', { name: 'क्रेडिट नोट' });
    expect(document).toHaveTextContent('अर्डर रद्द');
    expect(document).toHaveTextContent('फिर्ता मू.अ.कर १३%');
  });

  it("in Nepali: a line reads as the bill's Nepali line, and the delivery charge in Nepali (issue #30)", async () => {
    activateLocale('ne', ne);
    const lines = [
      { ...note.lines[0]!, description_ne: 'Sound Buds (कालो)' },
      { description: 'Delivery charge', quantity: 1, amount: 100, vat_amount: 11.5 },
    ];
    fakeApi(answer('GET', NOTES_API, 200, { data: [{ ...note, lines }] }));
    renderAt(`/profile/orders/${ID}/credit-notes`, '/profile/orders/:transactionId/credit-notes', <CreditNotesRoute />);
    const document = await screen.findByRole('article', { name: 'क्रेडिट नोट' });
    const cells = within(document)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    expect(cells.some((text) => text.includes('Sound Buds (कालो)'))).toBe(true);
    expect(document).not.toHaveTextContent('Black');
    expect(document).not.toHaveTextContent('Delivery charge');
  });
});

describe('under the bill', () => {
  it('lists the credit notes that reduce it, with the way to print them', async () => {
    const invoice: Invoice = {
      invoice_number: '2081/82-000042',
      fiscal_year: '2081/82',
      sequence: 42,
      issued_at: '2024-11-24T06:00:00.000Z',
      transaction_id: ID,
      order_date: '2024-11-23T06:00:00.000Z',
      payment_method: 'Esewa',
      seller: { ...seller },
      buyer: { ...buyer },
      lines: [{ description: 'Sound Buds (Black)', quantity: 2, rate: 2000, amount: 4000 }],
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
      issued_by: null,
    };
    fakeApi(
      answer('GET', `/api/v1/orders/${ID}/invoice/`, 200, { data: invoice }),
      answer('GET', NOTES_API, 200, { data: [note] }),
    );
    renderAt(`/profile/orders/${ID}/invoice`, '/profile/orders/:transactionId/invoice', <InvoiceRoute />);
    const section = await screen.findByRole('region', { name: 'Credit notes against this bill' });
    expect(section).toHaveTextContent('CN 2081/82-000003: Rs. 2,000');
    expect(within(section).getByRole('link', { name: 'View and print the credit notes' })).toHaveAttribute(
      'href',
      `/profile/orders/${ID}/credit-notes`,
    );
    // The bill itself is as issued.
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('2081/82-000042');
  });
});
