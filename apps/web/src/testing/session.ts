import type { Profile, SessionUser } from '@pasal/contract';
import { toast } from 'sonner';
import { setAccessToken } from '../api/http';
import { useSession } from '../api/session-store';

export const shopper: SessionUser = {
  id: 42,
  email: 'sita@example.com',
  first_name: 'Sita',
  middle_name: '',
  last_name: 'Sharma',
  phone: '9841234567',
  role: 'customer',
  email_verified: true,
  phone_verified: false,
};

/** The shopper's profile with an older (free-text) billing address, as the checkout reads it. */
export const profile: Profile = {
  ...shopper,
  billing: {
    country: 'Nepal',
    state: 'Bagmati Province',
    city: 'Kathmandu',
    address: 'Lambagar, Tarkeshwor',
    monument: 'Near the temple',
    zipcode: '44600',
    // Saved as free text, before the billing form asked for the Nepal address.
    province_id: null,
    district_id: null,
    local_level_id: null,
    ward: null,
    tole: 'Lambagar, Tarkeshwor',
    landmark: 'Near the temple',
    postal_code: '44600',
  },
};

export function signInAs(user: SessionUser = shopper, token: string | null = 'test-access-token') {
  setAccessToken(token);
  useSession.setState({ user, loggedIn: true });
}

/** Also forgets the toasts of the previous test (Sonner keeps them in a module-level store). */
export function resetSession() {
  toast.dismiss();
  setAccessToken(null);
  useSession.setState({ user: null, loggedIn: false });
}

/** The shopper, signed in. */
export function signIn() {
  signInAs(shopper);
}

/** No one signed in (reads better than resetSession beside signIn in a test). */
export function signOut() {
  resetSession();
}
