import { describe, expect, it } from 'vitest';
import { changedFields } from './profile-diff';
import { afterLoginTarget } from './redirect';

describe('afterLoginTarget', () => {
  // docs/rules/accounts.md#sign-in
  it('goes to the redirect and passes the type on as the bare router state', () => {
    expect(afterLoginTarget({ redirect: '/products/galaxy-a55', type: 'review' })).toEqual({
      to: '/products/galaxy-a55',
      state: 'review',
    });
    expect(afterLoginTarget({ redirect: '/checkout', type: 'checkout' })).toEqual({
      to: '/checkout',
      state: 'checkout',
    });
  });
  it('falls back to /profile', () => {
    expect(afterLoginTarget(null)).toEqual({ to: '/profile', state: undefined });
    expect(afterLoginTarget({ type: 'qna' })).toEqual({ to: '/profile', state: undefined });
  });
  it('never leaves the site', () => {
    for (const redirect of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(afterLoginTarget({ redirect, type: 'review' }).to).toBe('/profile');
  });
});

describe('changedFields', () => {
  it('keeps only the values that differ from the saved ones', () => {
    expect(
      changedFields(
        { first_name: 'Sita', middle_name: 'Kumari', last_name: 'Sharma ', phone: '9851234567' },
        { first_name: 'Sita', middle_name: '', last_name: 'Sharma', phone: '9841234567' },
      ),
    ).toEqual({ middle_name: 'Kumari', phone: '9851234567' });
  });
  it('treats a missing saved value as a change', () => {
    expect(changedFields({ city: 'Pokhara', country: 'Nepal' }, {})).toEqual({ city: 'Pokhara', country: 'Nepal' });
  });
});
