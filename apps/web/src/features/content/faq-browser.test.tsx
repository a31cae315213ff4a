import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqEntries } from '../../content/faq';
import { DEFAULT_SHOP_FACTS } from '../../content/policy-facts';
import { FAQ_EMPTY_TEXT, FAQ_EMPTY_TITLE, FaqBrowser } from './faq-browser';

/** The questions of a shop whose settings are the defaults. */
const FAQ_ENTRIES = faqEntries(DEFAULT_SHOP_FACTS);

/** The accordion triggers on screen, in order: one per question shown. */
const shownQuestions = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

describe('FaqBrowser', () => {
  it('shows all 12 questions with the All chip pressed', () => {
    render(<FaqBrowser entries={FAQ_ENTRIES} />);
    expect(shownQuestions()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    for (const chip of ['Ordering', 'Shipping', 'Returns', 'Products', 'Payment', 'Account'])
      expect(screen.getByRole('button', { name: chip, pressed: false })).toBeInTheDocument();
  });

  it('filters by chip, by search, and by both', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser entries={FAQ_ENTRIES} />);

    await user.click(screen.getByRole('button', { name: 'Shipping' }));
    expect(screen.getByRole('button', { name: 'Shipping', pressed: true })).toBeInTheDocument();
    expect(shownQuestions()).toEqual([
      'Where do you deliver?',
      'How long does delivery take and how much does it cost?',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'tracking');
    expect(shownQuestions()).toEqual(['How long does delivery take and how much does it cost?']);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'order');
    await user.click(screen.getByRole('button', { name: 'All' }));
    // Back on All, the search alone narrows the list: every question or answer that mentions "order".
    const mentioningOrder = FAQ_ENTRIES.filter((entry) => /order/i.test(`${entry.question} ${entry.answer}`));
    expect(mentioningOrder.length).toBeGreaterThan(2);
    expect(mentioningOrder.length).toBeLessThan(12);
    expect(shownQuestions()).toEqual(mentioningOrder.map((entry) => entry.question));

    await user.click(screen.getByRole('button', { name: 'Products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), ' refund');
    expect(shownQuestions()).toEqual([]);
    expect(screen.getByRole('heading', { name: FAQ_EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(FAQ_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('starts on the category it is given', () => {
    render(<FaqBrowser entries={FAQ_ENTRIES} initialFilter="Returns" />);
    expect(screen.getByRole('button', { name: 'Returns', pressed: true })).toBeInTheDocument();
    expect(shownQuestions()).toEqual([
      'What is your return policy?',
      'How do I return a product and when will I get my refund?',
    ]);
  });

  it('keeps several answers open at once', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser entries={FAQ_ENTRIES} />);
    const first = screen.getByRole('button', { name: 'Where do you deliver?' });
    const second = screen.getByRole('button', { name: 'Which payment methods do you accept?' });
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Which payment methods do you accept?' });
    expect(within(region).getByText(/eSewa, with Khalti/)).toBeInTheDocument();
    expect(screen.getByText(/We ship only within Nepal/)).toBeInTheDocument();
  });
});
