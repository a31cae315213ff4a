import {
  CONTENT_PAGE_MESSAGES,
  LIST_PAGE_MESSAGES,
  LIST_PAGE_PATHS,
  type AdminFaqPage,
  type FaqDraft,
  type FaqRevision,
  type SessionUser,
} from '@pasal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PageEditorRoute } from '../../routes/staff/page-editor';
import { fakeApi, on, probe, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import type { FakeCall } from '../../testing/api';

// The FAQ's editor (issue #32): questions are added, moved and removed; "Start from the built-in
// text" fills both languages; a draft is sent to PUT and publishes nothing; Publish asks first and
// refuses a question without English before sending; the history opens a past version.

vi.setConfig({ testTimeout: 30_000 });

const admin: SessionUser = { ...shopper, id: 1, first_name: 'Hari', last_name: 'Owner', role: 'admin' };
const builtIn: AdminFaqPage = {
  slug: 'faq',
  state: 'builtin',
  draft_changed: false,
  draft_saved: null,
  published: null,
  draft: { entries: [] },
  published_doc: null,
  history: [],
};
const paths = LIST_PAGE_PATHS.faq;

afterEach(() => resetSession());

const answered = (state: 'draft' | 'published', message: string) => (call: FakeCall) => {
  const doc = call.body as FaqDraft;
  const at = { at: '2026-11-30T10:00:00.000Z', by: 'Hari Owner' };
  return {
    status: 200,
    body: {
      data: {
        ...builtIn,
        state,
        draft_changed: state === 'draft',
        draft_saved: at,
        published: state === 'published' ? at : null,
        draft: doc,
        published_doc: state === 'published' ? doc : null,
        history: state === 'published' ? [{ id: 9, action: 'published', at: at.at, by: 'Hari Owner' }] : [],
      } satisfies AdminFaqPage,
      message,
    },
  };
};

function renderEditor(...routes: Parameters<typeof fakeApi>) {
  signInAs(admin);
  const api = fakeApi(on('GET', paths.admin, { status: 200, body: { data: builtIn } }), ...routes);
  renderRoutes([{ path: '/staff/pages/:slug', element: <PageEditorRoute /> }, probe('/login')], {
    pathname: '/staff/pages/faq',
  });
  return api;
}

const questions = () => within(screen.getByRole('form', { name: 'FAQ questions' })).queryAllByRole('listitem');

describe('the FAQ editor', () => {
  it('adds, moves and removes questions, and saves them as a draft without publishing', async () => {
    const api = renderEditor(on('PUT', paths.admin, answered('draft', CONTENT_PAGE_MESSAGES.draftSaved)));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    const first = screen.getByRole('listitem', { name: 'Question 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Category' }), 'Shipping');
    await user.type(within(first).getByRole('textbox', { name: 'Question (English)' }), 'Do you deliver to Pokhara?');
    await user.type(within(first).getByRole('textbox', { name: 'Answer (English)' }), 'Yes, in two days.');
    await user.type(within(first).getByRole('textbox', { name: /^Question \(Nepali\)/ }), 'पोखरा?');

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = screen.getByRole('listitem', { name: 'Question 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Question (English)' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(within(questions()[0]!).getByRole('textbox', { name: 'Question (English)' })).toHaveValue('Second');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(questions()).toHaveLength(2);

    // The preview draws the questions as the shop will, the Nepali side with the English where none is written.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const english = screen.getByRole('region', { name: 'Preview in English' });
    await user.click(within(english).getByRole('button', { name: 'Do you deliver to Pokhara?' }));
    expect(within(english).getByText('Yes, in two days.')).toBeInTheDocument();
    const nepali = screen.getByRole('region', { name: 'Preview in Nepali' });
    expect(within(nepali).getByRole('button', { name: 'Do you deliver to Pokhara?' })).toBeInTheDocument();
    expect(within(nepali).getByRole('button', { name: 'Second' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.to('PUT', paths.admin)).toHaveLength(1));
    expect(api.to('PUT', paths.admin)[0]!.body).toEqual({
      entries: [
        { category: 'Ordering', question: 'Second', question_ne: '', answer: '', answer_ne: '' },
        {
          category: 'Shipping',
          question: 'Do you deliver to Pokhara?',
          question_ne: 'पोखरा?',
          answer: 'Yes, in two days.',
          answer_ne: '',
        },
      ],
    });
    expect(api.posts(paths.publish)).toHaveLength(0);
    expect(await screen.findByText('Draft, not published')).toBeInTheDocument();
  });

  it('refuses a question without English before sending, then publishes the built-in text once confirmed', async () => {
    const api = renderEditor(
      on('POST', paths.publish, answered('published', CONTENT_PAGE_MESSAGES.published)),
      on('GET', paths.revision.replace(':revision', '9'), {
        status: 200,
        body: {
          data: {
            id: 9,
            action: 'published',
            at: '2026-11-30T10:00:00.000Z',
            by: 'Hari Owner',
            doc: {
              entries: [
                { category: 'Payment', question: 'Kept question?', question_ne: '', answer: 'Kept.', answer_ne: '' },
              ],
            },
          } satisfies FaqRevision,
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Start from the built-in text' }));
    expect(questions()).toHaveLength(12);
    const first = screen.getByRole('listitem', { name: 'Question 1' });
    expect(within(first).getByRole('textbox', { name: 'Question (English)' })).toHaveValue('How do I place an order?');
    expect(within(first).getByRole('textbox', { name: /^Question \(Nepali\)/ })).not.toHaveValue('');
    // The built-in answers name this shop's place, not a placeholder.
    const answer = within(screen.getByRole('listitem', { name: 'Question 6' })).getByRole('textbox', {
      name: 'Answer (English)',
    });
    expect((answer as HTMLTextAreaElement).value).toContain('our shop in Lambagar, Tarkeshwor.');

    await user.clear(within(first).getByRole('textbox', { name: 'Question (English)' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Publish the FAQ page?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    const question = within(first).getByRole('textbox', { name: 'Question (English)' });
    await waitFor(() =>
      expect(question).toHaveAccessibleDescription(expect.stringContaining(LIST_PAGE_MESSAGES.questionRequired)),
    );
    // The refused field has focus once the dialog has closed.
    await waitFor(() => expect(question).toHaveFocus());
    expect(api.posts(paths.publish)).toHaveLength(0);

    await user.type(question, 'How do I order?');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Publish the FAQ page?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    await waitFor(() => expect(api.posts(paths.publish)).toHaveLength(1));
    const sent = api.posts(paths.publish)[0]!.body as FaqDraft;
    expect(sent.entries).toHaveLength(12);
    expect(sent.entries[0]).toMatchObject({ category: 'Ordering', question: 'How do I order?' });
    // Found once the dialog has closed: while it is open the page behind it is hidden from roles.
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Published .* by Hari Owner/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the built-in page' })).toBeInTheDocument();

    await user.click(within(history).getByRole('button', { name: /^View/ }));
    const version = await screen.findByRole('dialog', { name: /Published .* by Hari Owner/ });
    expect(await within(version).findByText('Kept question?')).toBeInTheDocument();
  });

  it("puts the server's refusal on its field", async () => {
    renderEditor(
      on('PUT', paths.admin, {
        status: 400,
        body: { message: 'Validation failed', errors: { 'entries.0.category': LIST_PAGE_MESSAGES.categoryInvalid } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(category).toHaveAccessibleDescription(expect.stringContaining(LIST_PAGE_MESSAGES.categoryInvalid)),
    );
  });
});
