import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi, withQueryClient } from '../../testing';
import { CategoryTemplateEditor } from './template-editor';

// The Categories screen's specification templates (issue #35): choose a category, see its
// attributes, add one and save the whole template as the API takes it; a rule the contract
// states is shown before anything is sent.

const template = [
  {
    id: 11,
    key: 'ram_gb',
    label: 'RAM',
    label_ne: 'र्‍याम',
    kind: 'number',
    unit: 'GB',
    group: 'Performance',
    group_ne: null,
    filterable: true,
    position: 0,
    options: [],
  },
];

describe('CategoryTemplateEditor', () => {
  // A long journey through one form: more than the default 5 s on a loaded machine.
  it("edits a category's template and saves it whole", { timeout: 20_000 }, async () => {
    const requests = serveApi((url, init) => {
      if (url.pathname === '/api/v1/admin/categories/')
        return { body: { data: [{ id: 3, name: 'Smartphones', slug: 'smartphones' }] } };
      if (url.pathname !== '/api/v1/admin/categories/3/attributes/') return undefined;
      if (init.method === 'PUT') return { body: { data: template, message: 'Specification template saved' } };
      return { body: { data: template } };
    });
    render(withQueryClient(<CategoryTemplateEditor />));
    const category = await screen.findByLabelText('Category');
    await screen.findByRole('option', { name: 'Smartphones' });
    fireEvent.change(category, { target: { value: '3' } });
    const first = await screen.findByRole('group', { name: 'Specification 1: RAM' });
    expect(within(first).getByLabelText('Key')).toHaveValue('ram_gb');

    fireEvent.click(screen.getByRole('button', { name: 'Add a specification' }));
    const second = screen.getByRole('group', { name: 'Specification 2' });
    fireEvent.change(within(second).getByLabelText('Label'), { target: { value: 'Operating system' } });
    fireEvent.change(within(second).getByLabelText('Key'), { target: { value: 'os' } });
    fireEvent.change(within(second).getByLabelText('Group'), { target: { value: 'Software' } });
    fireEvent.change(within(second).getByLabelText('Kind'), { target: { value: 'choice' } });
    // A choice without options is refused here, before the server is asked.
    fireEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A choice needs at least one option');
    expect(requests.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(false);

    fireEvent.change(within(second).getByLabelText(/Choices/), {
      target: { value: 'android | Android | एन्ड्रोइड\nios | iOS' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
    await waitFor(() => expect(requests.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(true));
    const put = requests.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body!)).toEqual({
      attributes: [
        {
          id: 11,
          key: 'ram_gb',
          label: 'RAM',
          label_ne: 'र्‍याम',
          kind: 'number',
          unit: 'GB',
          group: 'Performance',
          group_ne: '',
          filterable: true,
          options: [],
        },
        {
          key: 'os',
          label: 'Operating system',
          label_ne: '',
          kind: 'choice',
          unit: '',
          group: 'Software',
          group_ne: '',
          filterable: true,
          options: [
            { value: 'android', label: 'Android', label_ne: 'एन्ड्रोइड' },
            { value: 'ios', label: 'iOS', label_ne: '' },
          ],
        },
      ],
    });
  });
});
