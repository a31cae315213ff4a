import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, page, renderRoutes } from '../../testing';
import { SendLinkDialog } from './send-link-dialog';
import { draftOf } from './test-fixtures';

// "Send payment link" on its own: the ways ticked are what is sent (no e-mail box, and no e-mail,
// for a customer without one), they stay as left when the dialog opens again, and the server's
// refusal shows above the form.

vi.setConfig({ testTimeout: 20_000 });

const SEND = '/api/v1/admin/draft-orders/12/send-link/';
const URL = 'http://localhost:3000/pay/abcdefghijklmnopqrstuvwxyz012345';

const sentAnswer = (sms: boolean, email: boolean) =>
  answer('POST', SEND, 200, {
    data: { draft: draftOf({ link_sent_at: '2026-11-30T05:00:00.000Z' }), url: URL, sms, email },
    message: 'Payment link sent',
  });

async function openDialog(draft = draftOf()) {
  renderRoutes([page('/', <SendLinkDialog draft={draft} disabled={false} />)], { pathname: '/' });
  await userEvent.click(screen.getByRole('button', { name: 'Send payment link' }));
  return screen.findByRole('dialog', { name: 'Send payment link' });
}

describe('SendLinkDialog', () => {
  it('offers no e-mail to a customer without one, and sends none', async () => {
    const api = fakeApi(sentAnswer(false, false));
    const dialog = await openDialog(draftOf({ customer: { id: 42, name: 'Sita Sharma', email: '', phone: '' } }));
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'SMS to 9841234567' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('textbox', { name: 'Payment link' })).toHaveValue(URL);
    expect(api.posts(SEND).map((call) => call.body)).toEqual([{ sms: false, email: false }]);
  });

  it('keeps the ways chosen when it opens again, and shows a refusal above the form', async () => {
    const api = fakeApi(answer('POST', SEND, 409, { message: 'The draft changed: open it again' }));
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'E-mail to sita@example.com' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send payment link' }));
    dialog = await screen.findByRole('dialog', { name: 'Send payment link' });
    expect(within(dialog).getByRole('checkbox', { name: 'SMS to 9841234567' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'E-mail to sita@example.com' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('The draft changed: open it again')).toBeVisible();
    expect(api.posts(SEND).map((call) => call.body)).toEqual([{ sms: true, email: false }]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'SMS to 9841234567' }));
    expect(within(dialog).getByText('The draft changed: open it again')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(api.posts(SEND)).toHaveLength(2));
    expect(api.posts(SEND)[1]?.body).toEqual({ sms: false, email: false });
  });
});
