import type { ContactDetail, ContactList, SessionUser, SubscriberList } from '@pasal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, page, renderRoutes, resetSession, shopper, signInAs } from '../../testing';
import { Messages } from './messages';
import { Subscribers } from './subscribers';
import { UnsubscribePage } from './unsubscribe-page';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  resetSession();
});

const TOKEN = '12.c2lnbmF0dXJl';
const stateUrl = `/api/v1/newsletter/unsubscribe/?token=${TOKEN}`;

describe('the unsubscribe page', () => {
  it('asks first: opening it only reads; the button unsubscribes', async () => {
    const api = fakeApi(
      on('GET', stateUrl, { status: 200, body: { data: { email: 'sita@example.com', subscribed: true } } }),
      on('POST', stateUrl, {
        status: 200,
        body: {
          message: 'You are unsubscribed. You will get no more newsletter e-mails from us.',
          data: { subscribed: false },
        },
      }),
    );
    renderRoutes([page('/', <UnsubscribePage token={TOKEN} />)], { pathname: '/' });
    expect(await screen.findByText('sita@example.com')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(api.to('POST', stateUrl)).toHaveLength(1);
    expect(api.to('POST', stateUrl)[0]!.body).toEqual({});
  });

  it('says clearly when the link is not valid, and when it has no token', async () => {
    fakeApi(
      on('GET', stateUrl, {
        status: 400,
        body: { message: 'This unsubscribe link is not valid. Use the link from your most recent newsletter e-mail.' },
      }),
    );
    const { unmount } = renderRoutes([page('/', <UnsubscribePage token={TOKEN} />)], { pathname: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    unmount();
    renderRoutes([page('/', <UnsubscribePage token="" />)], { pathname: '/' });
    expect(screen.getByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
  });
});

const staffer: SessionUser = { ...shopper, id: 7, first_name: 'Gita', last_name: 'Rai', role: 'staff' };
const admin: SessionUser = { ...shopper, id: 1, role: 'admin' };

const detail: ContactDetail = {
  id: 5,
  name: 'Maya Tamang',
  email: 'maya@example.com',
  phone: '',
  subject: 'Warranty question',
  preview: 'Does the warranty cover a cracked screen?',
  message: 'Does the warranty cover a cracked screen?',
  status: 'read',
  created_at: '2026-03-10T08:00:00.000Z',
  replied_at: null,
  reply: null,
  replied_by: null,
};
const list: ContactList = {
  data: [{ ...detail, status: 'unread' }],
  count: 1,
  page: 1,
  total_pages: 1,
  counts: { unread: 1, read: 0, handled: 0, spam: 2 },
};

describe('Messages', () => {
  it('shows the inbox with counts, opens a message and replies (empty replies stay in the browser)', async () => {
    signInAs(staffer);
    const api = fakeApi(
      on('GET', '/api/v1/admin/messages/?view=inbox&page=1', { status: 200, body: list }),
      on('GET', '/api/v1/admin/messages/5/', { status: 200, body: { data: detail } }),
      on('POST', '/api/v1/admin/messages/5/reply/', {
        status: 200,
        body: {
          message: 'Reply sent',
          data: {
            ...detail,
            status: 'handled',
            reply: 'Yes, it is.',
            replied_at: '2026-03-10T09:00:00.000Z',
            replied_by: { id: 7, name: 'Gita Rai' },
          },
        },
      }),
    );
    renderRoutes([page('/', <Messages />)], { pathname: '/' });
    const table = await screen.findByRole('table', { name: 'Inbox' });
    expect(await within(table).findByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Inbox\W+1$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Spam\W+2$/ })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(table).getByRole('button', { name: /Warranty question/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Warranty question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Write a reply first')).toBeInTheDocument();
    expect(api.to('POST', '/api/v1/admin/messages/5/reply/')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reply to Maya Tamang' }), 'Yes, it is.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(api.to('POST', '/api/v1/admin/messages/5/reply/')[0]!.body).toEqual({ reply: 'Yes, it is.' });
    expect(await within(dialog).findByRole('heading', { name: 'Your reply' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Sent by Gita Rai/)).toBeInTheDocument();
  });
});

describe('Newsletter', () => {
  it('lists subscribers with source; removal asks first and says when done', async () => {
    signInAs(admin);
    const subscribers: SubscriberList = {
      data: [{ id: 3, email: 'reader@example.com', source: 'checkout', created_at: '2026-03-01T10:00:00.000Z' }],
      count: 1,
      page: 1,
      total_pages: 1,
    };
    const api = fakeApi(
      on('GET', '/api/v1/admin/newsletter/subscribers/?sort=newest&page=1', { status: 200, body: subscribers }),
      on('DELETE', '/api/v1/admin/newsletter/subscribers/3/', {
        status: 200,
        body: { data: subscribers.data[0], message: 'Subscriber removed' },
      }),
    );
    renderRoutes([page('/', <Subscribers />)], { pathname: '/' });
    const table = await screen.findByRole('table', { name: 'Subscribers (1)' });
    expect(within(table).getAllByText('Checkout').length).toBeGreaterThan(0);
    await userEvent.click(within(table).getByRole('button', { name: 'Remove reader@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this subscriber?' });
    expect(api.to('DELETE', '/api/v1/admin/newsletter/subscribers/3/')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Subscriber removed')).toBeInTheDocument();
    expect(api.to('DELETE', '/api/v1/admin/newsletter/subscribers/3/')).toHaveLength(1);
  });
});
