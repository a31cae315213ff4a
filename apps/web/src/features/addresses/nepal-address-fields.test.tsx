import { zodResolver } from '@hookform/resolvers/zod';
import { nepalAddressSchema } from '@pasal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { NepalAddressFields } from './nepal-address-fields';

// The form a page would have: snake_case fields, checked with the contract's address schema.
const schema = z
  .object({
    province_id: z.unknown(),
    district_id: z.unknown(),
    local_level_id: z.unknown(),
    ward: z.unknown(),
    tole: z.unknown(),
    landmark: z.unknown(),
    postal_code: z.unknown(),
  })
  .transform((form, context) => {
    const parsed = nepalAddressSchema.safeParse({
      provinceId: form.province_id,
      districtId: form.district_id,
      localLevelId: form.local_level_id,
      ward: form.ward,
      tole: form.tole,
      landmark: form.landmark,
      postalCode: form.postal_code,
    });
    if (parsed.success) return parsed.data;
    const names: Record<string, string> = {
      provinceId: 'province_id',
      districtId: 'district_id',
      localLevelId: 'local_level_id',
      postalCode: 'postal_code',
    };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      context.addIssue({ code: 'custom', path: [names[key] ?? key], message: issue.message });
    }
    return z.NEVER;
  });

function Harness({ onSubmit, children }: { onSubmit(values: unknown): void; children?: ReactNode }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { tole: '', landmark: '', postal_code: '' } });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <NepalAddressFields />
        {children}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

async function renderPicker(districtLabel = /District/) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} />);
  await screen.findByRole('combobox', { name: districtLabel });
  return { user, onSubmit };
}

// The picker is a lazy chunk; load it once up front so each test sees it render at once.
beforeAll(async () => {
  await import('./address-fields');
});

afterEach(() => activateLocale('en', en));

// userEvent types letter by letter through a 753-item data set: slow on a loaded machine.
describe('NepalAddressFields', { timeout: 20_000 }, () => {
  it('is filled by keyboard alone, searching the district and municipality, and submits ids', async () => {
    const { user, onSubmit } = await renderPicker();
    const district = screen.getByRole('combobox', { name: /District/ });
    expect(district).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Gandaki Province');
    expect(district).toBeEnabled();
    await user.click(district);
    await user.keyboard('kas');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kaski']);
    expect(district).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(district).toHaveValue('Kaski');
    expect(district).toHaveAttribute('aria-expanded', 'false');

    const localLevel = screen.getByRole('combobox', { name: /Municipality/ });
    await user.tab();
    expect(localLevel).toHaveFocus();
    await user.keyboard('mach');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(localLevel).toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(localLevel).toHaveValue('Machhapuchchhre Rural Municipality');

    const ward = screen.getByRole('combobox', { name: /Ward/ });
    expect(within(ward).getAllByRole('option')).toHaveLength(10); // "Select a ward" + 9 wards
    await user.selectOptions(ward, 'Ward 4');
    await user.type(screen.getByRole('textbox', { name: /Street/ }), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      provinceId: 4,
      districtId: 38,
      localLevelId: 416,
      ward: 4,
      tole: 'Lakeside',
    });
  });

  it('empties the lower levels when a higher level changes', async () => {
    const { user } = await renderPicker();
    await user.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Bagmati Province');
    const district = screen.getByRole('combobox', { name: /District/ });
    await user.click(district);
    await user.keyboard('kathmandu{Enter}');
    const localLevel = screen.getByRole('combobox', { name: /Municipality/ });
    await user.click(localLevel);
    await user.keyboard('kathmandu metro{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: /Ward/ }), 'Ward 26');
    expect(localLevel).toHaveValue('Kathmandu Metropolitan City');

    // Another district: municipality and ward go.
    await user.click(district);
    await user.keyboard('lalit{Enter}');
    expect(district).toHaveValue('Lalitpur');
    expect(localLevel).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Ward/ })).toBeDisabled();

    // Another province: everything below goes.
    await user.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Koshi Province');
    expect(district).toHaveValue('');
    expect(localLevel).toBeDisabled();
  });

  it('leaving the search without choosing keeps the chosen name; Escape closes the list', async () => {
    const { user } = await renderPicker();
    await user.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Bagmati Province');
    const district = screen.getByRole('combobox', { name: /District/ });
    await user.click(district);
    await user.keyboard('lalit{Enter}');
    await user.keyboard('zzz');
    // Shown under the field and announced.
    expect(screen.getAllByText('No matches')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(district).toHaveValue('Lalitpur');
  });

  it('chooses an option by tap or click', async () => {
    const { user } = await renderPicker();
    await user.selectOptions(screen.getByRole('combobox', { name: /Province/ }), 'Bagmati Province');
    await user.click(screen.getByRole('combobox', { name: /District/ }));
    await user.click(screen.getByRole('option', { name: 'Bhaktapur' }));
    expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('Bhaktapur');
  });

  it('shows the errors, tied to their fields', async () => {
    const { user } = await renderPicker();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const province = screen.getByRole('combobox', { name: /Province/ });
    await waitFor(() => expect(province).toHaveAttribute('aria-invalid', 'true'));
    expect(province).toHaveAccessibleDescription('Choose a province');
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveAccessibleDescription('Street / tole is required');
  });

  it('speaks Nepali: names, search by Nepali and English, Devanagari ward numbers', async () => {
    activateLocale('ne', ne);
    const { user } = await renderPicker(/जिल्ला/);
    await user.selectOptions(screen.getByRole('combobox', { name: /प्रदेश/ }), 'गण्डकी प्रदेश');
    const district = screen.getByRole('combobox', { name: /जिल्ला/ });
    await user.click(district);
    await user.keyboard('कास्');
    await user.keyboard('{Enter}');
    expect(district).toHaveValue('कास्की');

    const localLevel = screen.getByRole('combobox', { name: /गाउँपालिका/ });
    await user.click(localLevel);
    await user.keyboard('पोखरा');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['पोखरा महानगरपालिका']);
    await user.clear(localLevel);
    // A shopper on an English keyboard finds the Nepali name too.
    await user.keyboard('pokhara{Enter}');
    expect(localLevel).toHaveValue('पोखरा महानगरपालिका');
    expect(screen.getByRole('option', { name: 'वडा नं. ३३' })).toBeInTheDocument();
  });
});
