import type { SavedAddress } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as Addresses } from '../../routes/account/addresses';
import { activateLocale } from '../../i18n';
import { en } from '../../i18n/catalogues/en';
import { ne } from '../../i18n/catalogues/ne';
import { fakeApi, on, page, renderRoutes, resetSession, signInAs } from '../../testing';

const LIST = '/api/v1/account/addresses';

const address = (id: number, label: string, isDefault: boolean, place: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  label,
  full_name: 'Sita Sharma',
  phone: '9841234567',
  province_id: 3,
  district_id: 27,
  local_level_id: 307,
  ward: 26,
  tole: 'Thamel',
  landmark: null,
  postal_code: null,
  is_default: isDefault,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...place,
});

const home = address(1, 'Home', true);
const office = address(2, 'Office', false, {
  province_id: 4,
  district_id: 38,
  local_level_id: 414,
  ward: 6,
  tole: 'Lakeside',
});

beforeEach(() => {
  resetSession();
  signInAs();
});
afterEach(() => {
  activateLocale('en', en);
});

const show = () => renderRoutes([page('/profile/addresses', <Addresses />)], { pathname: '/profile/addresses' });

describe('address book', { timeout: 20_000 }, () => {
  it('lists the addresses with the default marked, and makes another the default', async () => {
    let list = [home, office];
    const api = fakeApi(
      on('GET', LIST, () => ({ status: 200, body: { data: list, limit: 10 } })),
      on('POST', `${LIST}/2/default`, () => {
        list = [
          { ...office, is_default: true },
          { ...home, is_default: false },
        ];
        return { status: 200, body: { data: list[0] } };
      }),
    );
    show();
    const homeCard = await screen.findByRole('article', { name: 'Home' });
    expect(within(homeCard).getByText('Default')).toBeInTheDocument();
    expect(homeCard).toHaveTextContent('Kathmandu Metropolitan City-26');
    const officeCard = screen.getByRole('article', { name: 'Office' });
    expect(officeCard).toHaveTextContent('Pokhara Metropolitan City-6');
    expect(within(officeCard).queryByText('Default')).not.toBeInTheDocument();
    expect(within(homeCard).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Make Office the default address' }));
    expect(await screen.findByText('Default address changed')).toBeInTheDocument();
    expect(api.to('POST', `${LIST}/2/default`)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Office'));
  });

  it('deletes after a confirmation', async () => {
    let list = [home, office];
    const api = fakeApi(
      on('GET', LIST, () => ({ status: 200, body: { data: list, limit: 10 } })),
      on('DELETE', `${LIST}/2`, () => {
        list = [home];
        return { status: 204 };
      }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(api.to('DELETE', `${LIST}/2`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Office' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus());
  });

  it('says when the list is empty', async () => {
    fakeApi(on('GET', LIST, { status: 200, body: { data: [], limit: 10 } }));
    show();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeEnabled();
  });

  it('turns "Add address" off at the limit and says why', async () => {
    const full = Array.from({ length: 10 }, (_, index) => address(index + 1, `Place ${index + 1}`, index === 0));
    fakeApi(on('GET', LIST, { status: 200, body: { data: full, limit: 10 } }));
    show();
    const add = await screen.findByRole('button', { name: 'Add address' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'You have saved 10 addresses, the most an account can keep. Delete one to add another.',
    );
  });

  it('shows the addresses in Nepali', async () => {
    activateLocale('ne', ne);
    fakeApi(on('GET', LIST, { status: 200, body: { data: [home], limit: 10 } }));
    show();
    const card = await screen.findByRole('article', { name: 'Home' });
    expect(card).toHaveTextContent('काठमाण्डौं महानगरपालिका-२६');
    expect(within(card).getByText('मुख्य')).toBeInTheDocument();
  });
});
