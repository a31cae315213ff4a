import { NE_REFUSALS, setRefusalTexts } from '@pasal/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n';
import { en } from '../i18n/catalogues/en';
import { ne } from '../i18n/catalogues/ne';
import { connectionLost, fakeApi, on, resetSession, shopper, signInAs } from '../testing';
import { useSession } from './session-store';
import { apiRequest, refreshAccessToken, type ApiError } from './http';

const REFRESH = '/api/v1/auth/token/refresh/';
const PROFILE = '/api/v1/auth/profile/';

beforeEach(() => resetSession());

describe('apiRequest', () => {
  it('sends the in-memory token as a Bearer header', async () => {
    signInAs(shopper, 'token-1');
    const api = fakeApi(on('GET', PROFILE, { status: 200, body: { data: { id: 42 } } }));
    await apiRequest(PROFILE);
    expect(api.calls[0]!.authorization).toBe('Bearer token-1');
  });

  it('on a 401 refreshes once, retries once with the new token, and keeps the shopper signed in', async () => {
    signInAs(shopper, 'expired-token');
    const api = fakeApi(
      on('POST', REFRESH, {
        status: 200,
        body: { data: { access: 'fresh-token', user: { ...shopper, first_name: 'Sita Devi' } } },
      }),
      (call) =>
        call.path === PROFILE
          ? call.authorization === 'Bearer fresh-token'
            ? { status: 200, body: { data: { ok: true } } }
            : { status: 401, body: { message: 'Authentication required', code: 'sign_in_required' } }
          : undefined,
    );
    await expect(apiRequest(PROFILE)).resolves.toEqual({ data: { ok: true } });
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.authorization ?? ''}`)).toEqual([
      'GET /api/v1/auth/profile/ Bearer expired-token',
      'POST /api/v1/auth/token/refresh/ ',
      'GET /api/v1/auth/profile/ Bearer fresh-token',
    ]);
    expect(useSession.getState().loggedIn).toBe(true);
    expect(useSession.getState().user?.first_name).toBe('Sita Devi');
  });

  it('a request refused with a token another tab has renewed meanwhile is retried with that tab’s token, no second renewal', async () => {
    signInAs(shopper, 'token-before');
    // The other tab of the browser (issue 30): it renews and hands its token over while this
    // tab's request, sent with the old token, is on its way.
    const otherTab = new BroadcastChannel('pasal-session');
    try {
      const api = fakeApi(
        http.get(PROFILE, async ({ request }) => {
          if (request.headers.get('authorization') !== 'Bearer token-before') return HttpResponse.json({ data: {} });
          otherTab.postMessage({ type: 'token', access: 'other-tabs-token', obtainedAt: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 50));
          return HttpResponse.json({ message: 'Authentication required', code: 'sign_in_required' }, { status: 401 });
        }),
      );
      await apiRequest(PROFILE);
      expect(api.calls.map((c) => `${c.method} ${c.path} ${c.authorization ?? ''}`)).toEqual([
        'GET /api/v1/auth/profile/ Bearer token-before',
        'GET /api/v1/auth/profile/ Bearer other-tabs-token',
      ]);
    } finally {
      otherTab.close();
    }
  });

  it('retries only once: a second 401 is passed on', async () => {
    signInAs(shopper, 'expired-token');
    const api = fakeApi(
      on('POST', REFRESH, { status: 200, body: { data: { access: 'fresh-token', user: shopper } } }),
      on('GET', PROFILE, { status: 401, body: { message: 'Authentication required', code: 'sign_in_required' } }),
    );
    await expect(apiRequest(PROFILE)).rejects.toMatchObject({ status: 401 });
    expect(api.to('GET', PROFILE)).toHaveLength(2);
    expect(api.to('POST', REFRESH)).toHaveLength(1);
  });

  it('signs out cleanly when the refresh is refused', async () => {
    signInAs(shopper, 'expired-token');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi(
      on('POST', REFRESH, { status: 401, body: { message: 'Your session has ended. Please log in again' } }),
      on('GET', PROFILE, { status: 401, body: { message: 'Authentication required', code: 'sign_in_required' } }),
    );
    await expect(apiRequest(PROFILE)).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(console.warn).toHaveBeenCalledWith('Session refresh failed:', 'Your session has ended. Please log in again');
  });

  it('after a page load (no token in memory) gets one first', async () => {
    signInAs(shopper, null);
    const api = fakeApi(
      on('POST', REFRESH, { status: 200, body: { data: { access: 'fresh-token', user: shopper } } }),
      on('GET', PROFILE, { status: 200, body: { data: {} } }),
    );
    await apiRequest(PROFILE);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST ' + REFRESH, 'GET ' + PROFILE]);
    expect(api.calls[1]!.authorization).toBe('Bearer fresh-token');
  });

  it('a visitor’s 401 is just an error: no refresh', async () => {
    const api = fakeApi(
      on('GET', PROFILE, { status: 401, body: { message: 'Authentication required', code: 'sign_in_required' } }),
    );
    await expect(apiRequest(PROFILE)).rejects.toMatchObject({
      status: 401,
      body: { message: 'Authentication required', code: 'sign_in_required' },
    });
    expect(api.calls).toHaveLength(1);
  });

  it('keeps the session when the network fails during a refresh', async () => {
    signInAs(shopper, null);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi(connectionLost());
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(useSession.getState().loggedIn).toBe(true);
  });
});

describe('refreshAccessToken', () => {
  it('shares one request between concurrent callers', async () => {
    signInAs(shopper, null);
    const api = fakeApi(on('POST', REFRESH, { status: 200, body: { data: { access: 'fresh-token', user: shopper } } }));
    const results = await Promise.all([refreshAccessToken(), refreshAccessToken(), refreshAccessToken()]);
    expect(results).toEqual(['fresh-token', 'fresh-token', 'fresh-token']);
    expect(api.to('POST', REFRESH)).toHaveLength(1);
  });

  it('forgets the token in memory when the session ends', async () => {
    signInAs(shopper, 'token-1');
    useSession.getState().signOut();
    const api = fakeApi(on('GET', PROFILE, { status: 200, body: {} }));
    await apiRequest(PROFILE);
    expect(api.calls[0]!.authorization).toBeNull();
  });
});

describe('the page language', () => {
  it('goes with every call, so what the server sends about it later is in that language (issue #30)', async () => {
    const named: (string | null)[] = [];
    fakeApi(
      http.all('*', ({ request }) => {
        named.push(request.headers.get('x-pasal-locale'));
        return HttpResponse.json({ data: {} });
      }),
    );
    try {
      activateLocale('ne', ne);
      await apiRequest('/api/v1/orders/', { method: 'POST', body: {} });
      activateLocale('en', en);
      await apiRequest(PROFILE);
    } finally {
      activateLocale('en', en);
    }
    expect(named).toEqual(['ne', 'en']);
  });
});

describe('a refusal by code (issue #31)', () => {
  const refusal = {
    // A sentence the old table of English sentences never knew.
    message: 'You can buy at most 100 of Galaxy A15',
    errors: { 'lines.0': 'You can buy at most 100 of Galaxy A15', note: 'Must be at most 200 characters' },
    code: 'line_quantity_limit',
    params: { max: 100, product: 'Galaxy A15' },
    fields: { 'lines.0': { code: 'line_quantity_limit', params: { max: 100, product: 'Galaxy A15' } } },
  };
  const refused = async () => {
    fakeApi(on('POST', '/api/v1/orders/', { status: 409, body: refusal }));
    return apiRequest<never>('/api/v1/orders/', { method: 'POST', body: {} }).catch(
      (error: unknown) => error as ApiError,
    );
  };

  it('fetches the Nepali of the codes with the first refusal by code, when the page has not got it yet', async () => {
    // First in this file: nothing has fetched the texts yet (the test setup had put them in place).
    setRefusalTexts({});
    activateLocale('ne', ne);
    try {
      expect((await refused()).body.message).toBe('Galaxy A15 बढीमा १०० वटा मात्र किन्न सकिन्छ');
    } finally {
      activateLocale('en', en);
      setRefusalTexts(NE_REFUSALS);
    }
  });

  it('is worded from the Nepali catalogue on a Nepali page, each field by its own code', async () => {
    activateLocale('ne', ne);
    try {
      const error = await refused();
      expect(error.body.message).toBe('Galaxy A15 बढीमा १०० वटा मात्र किन्न सकिन्छ');
      // A field without a code still goes through the table of English sentences.
      expect(error.body.errors).toEqual({
        'lines.0': 'Galaxy A15 बढीमा १०० वटा मात्र किन्न सकिन्छ',
        note: 'बढीमा २०० अक्षर हुनुपर्छ',
      });
    } finally {
      activateLocale('en', en);
    }
  });

  it('keeps the server’s English on an English page, and a code it does not know as the server said it', async () => {
    expect((await refused()).body.message).toBe('You can buy at most 100 of Galaxy A15');
    activateLocale('ne', ne);
    try {
      fakeApi(on('GET', PROFILE, { status: 409, body: { message: 'Something new', code: 'from_a_newer_server' } }));
      const error = await apiRequest<never>(PROFILE).catch((failure: unknown) => failure as ApiError);
      expect(error.body.message).toBe('Something new');
    } finally {
      activateLocale('en', en);
    }
  });
});
