import type { ProductAttribute } from '@pasal/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { StructuredSpecifications } from './structured-specifications';

// The product page's structured specifications (issue #35): grouped under their group's heading,
// each value with its unit, in the page's language.

const attribute = (over: Partial<ProductAttribute>): ProductAttribute => ({
  key: 'ram_gb',
  label: 'RAM',
  label_ne: 'र्‍याम',
  kind: 'number',
  unit: 'GB',
  group: 'Performance',
  group_ne: 'कार्यक्षमता',
  value: 12,
  value_label: null,
  value_label_ne: null,
  ...over,
});

const attributes = [
  attribute({}),
  attribute({ key: 'storage_gb', label: 'Storage', label_ne: 'स्टोरेज', value: 1024 }),
  attribute({
    key: '5g',
    label: '5G',
    label_ne: '5G',
    kind: 'boolean',
    unit: '',
    group: 'Connectivity',
    group_ne: null,
    value: true,
  }),
  attribute({
    key: 'os',
    label: 'Operating system',
    label_ne: null,
    kind: 'choice',
    unit: '',
    group: 'Software',
    group_ne: 'सफ्टवेयर',
    value: 'android',
    value_label: 'Android',
    value_label_ne: 'एन्ड्रोइड',
  }),
];

afterEach(() => activateLocale('en', en));

describe('StructuredSpecifications', () => {
  it('shows each group under its heading, values with their units', () => {
    render(<StructuredSpecifications attributes={attributes} />);
    const performance = screen.getByRole('table', { name: 'Performance' });
    expect(within(performance).getByRole('row', { name: /RAM/ })).toHaveTextContent('12 GB');
    expect(within(performance).getByRole('row', { name: /Storage/ })).toHaveTextContent('1 TB');
    expect(screen.getByRole('heading', { name: 'Connectivity' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Connectivity' })).getByRole('row')).toHaveTextContent('5GYes');
    expect(within(screen.getByRole('table', { name: 'Software' })).getByRole('row')).toHaveTextContent('Android');
  });

  it('uses the Nepali labels on a Nepali page, and the English where there is none', () => {
    activateLocale('ne', ne);
    render(<StructuredSpecifications attributes={attributes} />);
    const performance = screen.getByRole('table', { name: 'कार्यक्षमता' });
    expect(within(performance).getByRole('row', { name: /र्‍याम/ })).toHaveTextContent('१२ GB');
    expect(screen.getByRole('heading', { name: 'Connectivity' })).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('table', { name: 'Connectivity' })).getByRole('row')).toHaveTextContent('छ');
    const software = within(screen.getByRole('table', { name: 'सफ्टवेयर' })).getByRole('row');
    expect(software).toHaveTextContent('एन्ड्रोइड');
    expect(within(software).getByRole('rowheader')).toHaveAttribute('lang', 'en');
  });

  it('shows nothing without structured specifications', () => {
    const { container } = render(<StructuredSpecifications attributes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
