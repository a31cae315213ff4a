import { AUTH_REFRESH_PATH } from '@pasal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAccessToken } from '../../api/http';
import { fakeApi } from '../../testing';
import { addressIn, LanguageSwitch } from './language-switch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LanguageSwitch', () => {
  it("links to the same page and filters in the other language, named in that language's words", () => {
    render(
      <MemoryRouter initialEntries={['/products?category=Laptops&lang=en']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'नेपालीमा हेर्नुहोस्' });
    expect(link).toHaveAttribute('href', '/products?category=Laptops&lang=ne');
    expect(link).toHaveAttribute('hreflang', 'ne');
    expect(addressIn('en', '/faq', '')).toBe('/faq?lang=en');
  });

  it('waits for a session renewal under way before it loads the page in the other language', async () => {
    type Reply = { status: number; body: unknown };
    let answer: (reply: Reply) => void = () => undefined;
    // The renewal's answer waits until the test gives it.
    const api = fakeApi((call) =>
      call.method === 'POST' && call.path === AUTH_REFRESH_PATH
        ? new Promise<Reply>((resolve) => (answer = resolve))
        : undefined,
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const renewal = refreshAccessToken();
    render(
      <MemoryRouter initialEntries={['/']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'नेपालीमा हेर्नुहोस्' }));
    expect(assign).not.toHaveBeenCalled();
    answer({ status: 401, body: { message: 'No session' } });
    await renewal;
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/?lang=ne'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${AUTH_REFRESH_PATH}`]);
  });
});
