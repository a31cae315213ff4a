import { SEARCH_WORDS_MESSAGES, type SessionUser } from '@pasal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SearchWordsRoute } from '../../routes/staff/search-words';
import { fakeApi, on, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The Search words screen's "Add a line" form: the contract's first message for the words typed,
// on the field and focused, gone as the words are edited; a failure the server does not explain
// is a toast, not a message on the field.

vi.setConfig({ testTimeout: 20_000 });

const staffer: SessionUser = { ...shopper, id: 5, first_name: 'Pasang', last_name: 'Gurung', role: 'staff' };
const LINES = '/api/v1/admin/search-words/';

afterEach(() => resetSession());

async function renderForm(post: () => { status: number; body: unknown } = () => ({ status: 500, body: {} })) {
  signInAs(staffer);
  const api = fakeApi(
    on('GET', LINES, () => ({ status: 200, body: { data: { lines: [], built_in: [] } } })),
    on('POST', LINES, post),
  );
  renderRoutes([{ path: '/staff/search-words', element: <SearchWordsRoute /> }], { pathname: '/staff/search-words' });
  await screen.findByText('No lines yet. The built-in words below already work.');
  return { api, field: screen.getByRole('textbox', { name: 'Words that mean the same' }) };
}

const addLine = () => userEvent.click(screen.getByRole('button', { name: 'Add line' }));

describe('Add a line', () => {
  it('says a word is too long, then that there are too many, and sends nothing', async () => {
    const { api, field } = await renderForm();
    await userEvent.type(field, `speaker, ${'b'.repeat(41)}`);
    await addLine();
    expect(await screen.findByText(SEARCH_WORDS_MESSAGES.wordTooLong)).toBeVisible();
    expect(field).toHaveFocus();
    await userEvent.type(field, 'x');
    expect(screen.queryByText(SEARCH_WORDS_MESSAGES.wordTooLong)).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(field);
    await userEvent.type(field, Array.from({ length: 13 }, (_, index) => `w${index}`).join(', '));
    await addLine();
    expect(await screen.findByText(SEARCH_WORDS_MESSAGES.tooManyWords)).toBeVisible();
    expect(api.to('POST', LINES)).toHaveLength(0);
  });

  it('says a failure the server does not explain in a toast, keeping the words', async () => {
    const { api, field } = await renderForm();
    await userEvent.type(field, 'speaker, bhompu');
    await addLine();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveValue('speaker, bhompu');
    expect(api.to('POST', LINES).map((call) => call.body)).toEqual([{ words: ['speaker', 'bhompu'] }]);
  });
});
