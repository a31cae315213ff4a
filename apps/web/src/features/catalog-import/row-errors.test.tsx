import { refusalInEnglish, type CatalogueCsvRowError } from '@pasal/contract';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRefusalTexts } from '../../i18n';
import { RowErrors, rowErrorText } from './row-errors';

// The row errors are worded from their codes (issue #31), through the channel of every refusal.

const errors: CatalogueCsvRowError[] = [
  {
    line: 3,
    field: 'price',
    code: 'csv_price_differs',
    params: { price: '51,000', earlier_price: '52,000', earlier_line: 2 },
    message: refusalInEnglish('csv_price_differs', { price: '51,000', earlier_price: '52,000', earlier_line: 2 }),
  },
  { line: 4, field: 'stock', code: 'csv_stock_negative', message: 'Stock cannot be negative' },
  // A code from a newer server: its English is all this page has.
  { line: 5, field: null, code: 'csv_from_a_newer_server', message: 'Something new is wrong' },
];

const items = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeAll(() => loadRefusalTexts());

describe('RowErrors', () => {
  it('words each error from its code and parameters in Nepali', () => {
    render(<RowErrors errors={errors} count={3} rows={3} locale="ne" />);
    expect(items()).toEqual([
      'Line 3 (price): मूल्य रु. ५१,००० पङ्क्ति २ को रु. ५२,००० सँग मिलेन (उही उत्पादन)',
      'Line 4 (stock): स्टक ऋणात्मक हुन सक्दैन',
      'Line 5: Something new is wrong',
    ]);
  });

  it('shows the server’s English in the staff area, which stays English', () => {
    render(<RowErrors errors={errors} count={4} rows={4} />);
    expect(items()).toEqual([
      'Line 3 (price): Price Rs. 51,000 differs from Rs. 52,000 on line 2 (the same product)',
      'Line 4 (stock): Stock cannot be negative',
      'Line 5: Something new is wrong',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('…and 1 more.');
  });

  it('counts rows, not errors, in its heading: a row can have several', () => {
    const twoOnOneRow = [errors[1]!, { ...errors[1]!, field: 'price', code: 'csv_price_not_number', message: 'x' }];
    render(<RowErrors errors={twoOnOneRow} count={2} rows={1} />);
    expect(screen.getByRole('heading')).toHaveTextContent(/^1 row has an error: nothing can be applied/);
    expect(items()).toHaveLength(2);
  });

  it('words from the code, not from the message', () => {
    const stale = { ...errors[1]!, message: 'an old sentence' };
    expect(rowErrorText(stale, 'ne')).toBe('स्टक ऋणात्मक हुन सक्दैन');
    expect(rowErrorText(stale, 'en')).toBe('an old sentence');
  });
});
