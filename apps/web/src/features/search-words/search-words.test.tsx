import { SEARCH_WORDS_MESSAGES, type SearchWordLine, type SearchWordsList, type SessionUser } from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SearchWordsRoute } from '../../routes/staff/search-words';
import { fakeApi, on, renderRoutes, resetSession, shopper, signInAs } from '../../testing';

// The Search words screen (issue #30): staff list, add and remove their lines of words that mean
// the same; the built-in lines are shown read-only.

vi.setConfig({ testTimeout: 20_000 });

const staffer: SessionUser = { ...shopper, id: 5, first_name: 'Pasang', last_name: 'Gurung', role: 'staff' };
const LINES = '/api/v1/admin/search-words/';

const line = (id: number, words: string[], readAs: string[]): SearchWordLine => ({
  id,
  words,
  read_as: readAs,
  added_by: 'Pasang Gurung',
  added_at: '2026-11-20T10:00:00.000Z',
});
const jhola = line(1, ['bag', 'झोला', 'jhola'], ['bag', 'jhola', 'jhola']);
const builtIn = [
  ['mobile', 'phone', 'फोन', 'मोबाइल'],
  ['laptop', 'notebook', 'ल्यापटप'],
];
const listOf = (lines: SearchWordLine[]): { data: SearchWordsList } => ({ data: { lines, built_in: builtIn } });

afterEach(() => {
  resetSession();
});

const renderScreen = () =>
  renderRoutes([{ path: '/staff/search-words', element: <SearchWordsRoute /> }], { pathname: '/staff/search-words' });

const lineRows = () =>
  within(screen.getByRole('table', { name: 'The shop’s lines of search words, oldest first' }))
    .getAllByRole('rowheader')
    .map((cell) =>
      within(cell)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );

describe('the Search words screen', () => {
  it('lists the shop’s lines (each word a link to the shop’s search) and the built-in ones', async () => {
    signInAs(staffer);
    fakeApi(on('GET', LINES, { status: 200, body: listOf([jhola]) }));
    const user = userEvent.setup({ delay: null });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: /^Search words/ })).toBeInTheDocument();
    await waitFor(() => expect(lineRows()).toEqual([['bag', 'झोला', 'jhola']]));
    const nepali = screen.getByRole('link', { name: 'Search the shop for झोला (opens in a new tab)' });
    expect(nepali).toHaveAttribute('href', `/search?q=${encodeURIComponent('झोला')}`);
    expect(nepali).toHaveAttribute('target', '_blank');
    // How the search reads the words, each once; who added the line and when (in their columns,
    // and after the words for a phone, where those columns are left out).
    const row = screen.getByRole('rowheader').closest('tr')!;
    const [reads, added] = within(row).getAllByRole('cell');
    expect(reads).toHaveTextContent(/^bag, jhola$/);
    expect(added).toHaveTextContent(/^20 Nov 2026Pasang Gurung$/);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Read as bag, jhola · 20 Nov 2026, Pasang Gurung');

    const builtInHeading = screen.getByRole('heading', { name: 'Built-in words (2 lines)' });
    await user.click(builtInHeading);
    expect(await screen.findByText('mobile, phone, फोन, मोबाइल')).toBeVisible();
  });

  it('adds a line: checks it first, sends the words split at commas, shows the server’s refusal on the field', async () => {
    signInAs(staffer);
    let lines: SearchWordLine[] = [];
    let attempts = 0;
    const api = fakeApi(
      on('GET', LINES, () => ({ status: 200, body: listOf(lines) })),
      on('POST', LINES, (call) => {
        attempts += 1;
        const { words } = call.body as { words: string[] };
        if (attempts === 1) return { status: 409, body: { message: SEARCH_WORDS_MESSAGES.lineExists } };
        const created = line(2, words, ['speaker', 'bhompu', 'bhompu']);
        lines = [created];
        return { status: 201, body: { data: created, message: SEARCH_WORDS_MESSAGES.lineAdded } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    expect(await screen.findByText('No lines yet. The built-in words below already work.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Words that mean the same' });
    expect(field).toHaveAccessibleDescription('Separate them with commas, e.g. speaker, भोंपू, bhompu');

    // One word is not a line: refused before anything is sent.
    await user.type(field, 'speaker');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText(SEARCH_WORDS_MESSAGES.twoWords)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.to('POST', LINES)).toHaveLength(0);

    await user.type(field, ', भोंपू,, bhompu ,');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(SEARCH_WORDS_MESSAGES.lineExists)),
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('speaker, भोंपू,, bhompu ,');

    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText(SEARCH_WORDS_MESSAGES.lineAdded)).toBeInTheDocument();
    expect(api.to('POST', LINES).map((call) => call.body)).toEqual([
      { words: ['speaker', 'भोंपू', 'bhompu'] },
      { words: ['speaker', 'भोंपू', 'bhompu'] },
    ]);
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(lineRows()).toEqual([['speaker', 'भोंपू', 'bhompu']]));
  });

  it('removes a line only after the confirmation', async () => {
    signInAs(staffer);
    let lines = [jhola];
    const api = fakeApi(
      on('GET', LINES, () => ({ status: 200, body: listOf(lines) })),
      on('DELETE', `${LINES}1/`, () => {
        lines = [];
        return { status: 200, body: { data: { id: 1 }, message: SEARCH_WORDS_MESSAGES.lineRemoved } };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Remove the line bag, झोला, jhola' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this line?' });
    expect(dialog).toHaveTextContent('A search for one of bag, झोला, jhola stops finding what the others find.');
    expect(api.to('DELETE', `${LINES}1/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove line' }));
    expect(await screen.findByText(SEARCH_WORDS_MESSAGES.lineRemoved)).toBeInTheDocument();
    expect(api.to('DELETE', `${LINES}1/`)).toHaveLength(1);
    expect(await screen.findByText('No lines yet. The built-in words below already work.')).toBeInTheDocument();
    // Its Remove button is gone: the list's heading has the focus, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'The shop’s lines' })).toHaveFocus());
  });

  it('is for staff: a customer is told so, and nothing is asked of the server', async () => {
    signInAs(shopper);
    const api = fakeApi();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
