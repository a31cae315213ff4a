import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveApi, withQueryClient } from '../../testing';
import { CategoryTemplateEditor } from './template-editor';

// The template editor's form: the PUT's own rules listed above the rows as "path: message", in
// the form's order, nothing sent and no field focused; a valid template sent whole, as typed, in
// the rows' order; the server's refusals listed the same way.

vi.setConfig({ testTimeout: 20_000 });

const TEMPLATE = '/api/v1/admin/categories/3/attributes/';
const ram = {
  id: 11,
  key: 'ram_gb',
  label: 'RAM',
  label_ne: null,
  kind: 'number',
  unit: 'GB',
  group: 'Performance',
  group_ne: null,
  filterable: true,
  position: 0,
  options: [],
};

async function renderEditor(put: () => { status: number; body: unknown }) {
  const requests = serveApi((url, init) => {
    if (url.pathname === '/api/v1/admin/categories/')
      return { body: { data: [{ id: 3, name: 'Smartphones', slug: 'smartphones' }] } };
    if (url.pathname !== TEMPLATE) return undefined;
    return init.method === 'PUT' ? put() : { body: { data: [ram] } };
  });
  render(withQueryClient(<CategoryTemplateEditor />));
  await screen.findByRole('option', { name: 'Smartphones' });
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Smartphones');
  await screen.findByRole('group', { name: 'Specification 1: RAM' });
  const puts = () =>
    requests.mock.calls.filter(([, init]) => init.method === 'PUT').map(([, init]) => JSON.parse(init.body!));
  return { puts };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
const addRow = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
  return screen.getByRole('group', { name });
};
const problems = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the template editor's form", () => {
  it('lists what the contract refuses, in order, and sends nothing', async () => {
    const { puts } = await renderEditor(() => ({ status: 500, body: {} }));
    const second = await addRow('Specification 2');
    await userEvent.type(within(second).getByLabelText('Key'), 'RAM GB');
    await save();
    expect(await problems()).toEqual([
      'attributes.1.key: Use lowercase letters, digits and underscores (e.g. ram_gb)',
      'attributes.1.label: Please enter the label',
      'attributes.1.group: Please enter the group',
    ]);
    expect(screen.getByRole('button', { name: 'Save specifications' })).toHaveFocus();

    await userEvent.clear(within(second).getByLabelText('Key'));
    await userEvent.type(within(second).getByLabelText('Key'), 'ram_gb');
    await userEvent.type(within(second).getByLabelText('Label'), 'Memory');
    await userEvent.type(within(second).getByLabelText('Group'), 'Performance');
    // The list stays as it was until the form is sent again.
    expect(await problems()).toHaveLength(3);
    await save();
    await waitFor(async () => expect(await problems()).toEqual(['attributes: Each attribute needs its own key']));
    expect(puts()).toEqual([]);
  });

  it('sends the rows whole, in their order, and lists what the server refuses', async () => {
    const { puts } = await renderEditor(() => ({
      status: 400,
      body: { message: 'Invalid attributes.0.key', errors: { 'attributes.0.key': 'This key is taken' } },
    }));
    const second = await addRow('Specification 2');
    await userEvent.type(within(second).getByLabelText('Label'), ' Operating system');
    await userEvent.type(within(second).getByLabelText('Key'), ' os ');
    await userEvent.type(within(second).getByLabelText('Group'), 'Software');
    await userEvent.selectOptions(within(second).getByLabelText('Kind'), 'Choice');
    await userEvent.type(within(second).getByLabelText(/Choices/), 'android | Android{enter}ios');
    await userEvent.click(within(second).getByLabelText('Shoppers filter by it'));
    await userEvent.click(screen.getByRole('button', { name: 'Move specification 2 up' }));
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      attributes: [
        {
          key: 'os',
          label: ' Operating system',
          label_ne: '',
          kind: 'choice',
          unit: '',
          group: 'Software',
          group_ne: '',
          filterable: false,
          options: [
            { value: 'android', label: 'Android', label_ne: '' },
            { value: 'ios', label: 'ios', label_ne: '' },
          ],
        },
        {
          id: 11,
          key: 'ram_gb',
          label: 'RAM',
          label_ne: '',
          kind: 'number',
          unit: 'GB',
          group: 'Performance',
          group_ne: '',
          filterable: true,
          options: [],
        },
      ],
    });
    expect(await problems()).toEqual(['attributes.0.key: This key is taken']);
  });
});
