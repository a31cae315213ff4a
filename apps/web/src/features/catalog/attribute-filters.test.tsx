import type { AttributeFacet } from '@pasal/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { AttributeFilters } from './attribute-filters';

// The category's structured specifications as filters (issue #35): a fieldset per attribute named
// in the page's language, a number as a From/To range, choices and yes/no as checkboxes with
// counts; each change hands back the URL's text.

const facets: AttributeFacet[] = [
  { key: 'ram_gb', label: 'RAM', label_ne: 'र्‍याम', kind: 'number', unit: 'GB', min: 3, max: 12 },
  {
    key: '5g',
    label: '5G',
    label_ne: '5G',
    kind: 'boolean',
    options: [
      { value: 'yes', label: 'Yes', label_ne: 'छ', count: 20 },
      { value: 'no', label: 'No', label_ne: 'छैन', count: 0 },
    ],
  },
  {
    key: 'os',
    label: 'Operating system',
    label_ne: null,
    kind: 'choice',
    options: [
      { value: 'android', label: 'Android', label_ne: 'एन्ड्रोइड', count: 27 },
      { value: 'ios', label: 'iOS', label_ne: null, count: 4 },
    ],
  },
  { key: 'weight_kg', label: 'Weight', label_ne: null, kind: 'number', unit: 'kg', min: null, max: null },
];

afterEach(() => activateLocale('en', en));

describe('AttributeFilters', () => {
  it('sets a range from the From field, and adds a choice to what is chosen', () => {
    const onChange = vi.fn();
    render(<AttributeFilters facets={facets} selected={{ os: 'ios' }} onChange={onChange} />);
    const ram = screen.getByRole('group', { name: 'RAM (GB)' });
    const from = within(ram).getByLabelText('From');
    expect(from).toHaveAttribute('placeholder', '3');
    fireEvent.change(from, { target: { value: '8' } });
    fireEvent.submit(from.closest('form')!);
    expect(onChange).toHaveBeenLastCalledWith({ os: 'ios', ram_gb: '8-' });

    const fiveG = screen.getByRole('group', { name: '5G' });
    fireEvent.click(within(fiveG).getByRole('checkbox', { name: /Yes/ }));
    expect(onChange).toHaveBeenLastCalledWith({ os: 'ios', '5g': 'yes' });
    // Nothing lacks 5G: that choice cannot be made.
    expect(within(fiveG).getByRole('checkbox', { name: /No/ })).toBeDisabled();

    const os = screen.getByRole('group', { name: 'Operating system' });
    expect(within(os).getByRole('checkbox', { name: /iOS/ })).toBeChecked();
    expect(within(os).getByText('27')).toBeInTheDocument();
    fireEvent.click(within(os).getByRole('checkbox', { name: /Android/ }));
    expect(onChange).toHaveBeenLastCalledWith({ os: 'ios,android' });
    fireEvent.click(within(os).getByRole('checkbox', { name: /iOS/ }));
    expect(onChange).toHaveBeenLastCalledWith({});
    // A number no product of the results has is not offered.
    expect(screen.queryByRole('group', { name: /Weight/ })).toBeNull();
  });

  it('shows a chosen range, and clearing both ends removes the filter', () => {
    const onChange = vi.fn();
    render(<AttributeFilters facets={facets} selected={{ ram_gb: '8-12' }} onChange={onChange} />);
    const ram = screen.getByRole('group', { name: 'RAM (GB)' });
    const from = within(ram).getByLabelText('From');
    const to = within(ram).getByLabelText('To');
    expect(from).toHaveValue('8');
    expect(to).toHaveValue('12');
    fireEvent.change(from, { target: { value: '' } });
    fireEvent.change(to, { target: { value: '' } });
    fireEvent.blur(to);
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('names the filters in Nepali on a Nepali page, with counts in Devanagari digits', () => {
    activateLocale('ne', ne);
    render(<AttributeFilters facets={facets} selected={{}} onChange={() => undefined} />);
    const ram = screen.getByRole('group', { name: 'र्‍याम (GB)' });
    expect(within(ram).getByLabelText('देखि')).toHaveAttribute('placeholder', '३');
    const os = screen.getByRole('group', { name: 'Operating system' });
    expect(within(os).getByRole('checkbox', { name: /एन्ड्रोइड/ })).toBeInTheDocument();
    expect(within(os).getByText('२७')).toBeInTheDocument();
  });
});
