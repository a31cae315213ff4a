import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { CartLineItem } from './cart-line-item';
import { lineFromProduct, type CartLine } from './cart-lines';
import { useCart } from './cart-store';
import { makeProduct } from './test-fixtures';

function changedLine(): CartLine {
  const line = lineFromProduct(makeProduct({ id: 1, name: 'Buds' }), 3, null);
  return { ...line, notice: { lowered: { from: 5, to: 3 }, price: { from: 2199, to: 2249 } } };
}

function showLine() {
  const line = useCart.getState().lines[0]!;
  return render(
    <MemoryRouter>
      <CartLineItem line={line} variant="page" />
    </MemoryRouter>,
  );
}

beforeEach(() => useCart.setState({ lines: [changedLine()], ownerId: null, fromRemote: false }));
afterEach(() => activateLocale('en', en));

describe('CartLineItem: what changed since the line was added', () => {
  it('says it in English, and the shopper can dismiss it', async () => {
    showLine();
    expect(screen.getByTestId('line-notice')).toHaveTextContent(
      'Only 3 left in stock: quantity lowered from 5 to 3. Price changed from Rs. 2,199 to Rs. 2,249.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice about Buds' }));
    expect(useCart.getState().lines[0]!.notice).toBeNull();
  });

  it('says it in Nepali on a Nepali page, with Devanagari figures', () => {
    activateLocale('ne', ne);
    showLine();
    expect(screen.getByTestId('line-notice')).toHaveTextContent(
      'स्टकमा ३ मात्र बाँकी: परिमाण ५ बाट ३ मा घटाइयो। मूल्य रु. २,१९९ बाट रु. २,२४९ मा परिवर्तन भयो।',
    );
  });

  it('says only what changed', () => {
    useCart.setState({ lines: [{ ...changedLine(), notice: { price: { from: 2000, to: 1900 } } }] });
    showLine();
    expect(screen.getByTestId('line-notice')).toHaveTextContent(/^Price changed from Rs\. 2,000 to Rs\. 1,900\.$/);
  });
});
