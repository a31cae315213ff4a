import type { CategoryAttribute } from '@pasal/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi, withQueryClient } from '../../testing';
import { ProductAttributesFieldset } from './product-attributes-fieldset';

// The product editor's structured specifications (issue #35): a field per attribute of the
// category's template, filled with the product's values; saving sends numbers, choices and
// yes/no as the API takes them, blank as null, and a number that does not read is not sent.

const attribute = (
  id: number,
  key: string,
  kind: CategoryAttribute['kind'],
  over: Partial<CategoryAttribute> = {},
) => ({
  id,
  key,
  label: key.toUpperCase(),
  label_ne: null,
  kind,
  unit: '',
  group: 'Performance',
  group_ne: null,
  filterable: true,
  position: id,
  options: [],
  ...over,
});

const attributes = [
  attribute(1, 'ram_gb', 'number', { label: 'RAM', unit: 'GB' }),
  attribute(2, 'os', 'choice', {
    label: 'Operating system',
    options: [
      { value: 'android', label: 'Android', label_ne: null },
      { value: 'ios', label: 'iOS', label_ne: null },
    ],
  }),
  attribute(3, '5g', 'boolean', { label: '5G' }),
];

describe('ProductAttributesFieldset', () => {
  it("shows the product's values and saves the changes", async () => {
    const requests = serveApi((url, init) => {
      if (url.pathname !== '/api/v1/admin/products/7/attributes/') return undefined;
      if (init.method === 'PUT') {
        const values = (JSON.parse(init.body ?? '{}') as { values: Record<string, unknown> }).values;
        return { body: { data: { attributes, values }, message: 'Specifications saved' } };
      }
      return { body: { data: { attributes, values: { ram_gb: 8, '5g': true } } } };
    });
    render(withQueryClient(<ProductAttributesFieldset productId={7} />));
    const ram = await screen.findByLabelText(/RAM \(GB\)/);
    // The form takes the stored values when they arrive (a reset after the first draw).
    await waitFor(() => expect(ram).toHaveValue('8'));
    expect(screen.getByLabelText(/5G/)).toHaveValue('yes');
    expect(screen.getByLabelText(/Operating system/)).toHaveValue('');

    fireEvent.change(ram, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
    expect(await screen.findByText('Enter a number such as 8 or 6.7')).toBeInTheDocument();
    expect(ram).toHaveAttribute('aria-invalid', 'true');
    expect(requests.mock.calls.filter(([, init]) => init.method === 'PUT')).toHaveLength(0);

    fireEvent.change(ram, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/Operating system/), { target: { value: 'ios' } });
    fireEvent.change(screen.getByLabelText(/5G/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
    await waitFor(() => expect(requests.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(true));
    const put = requests.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body!)).toEqual({ values: { ram_gb: 12, os: 'ios', '5g': null } });
  });
});

describe('ProductAttributesFieldset: what it refuses', () => {
  const numbers = [
    attribute(1, 'ram_gb', 'number', { label: 'RAM', unit: 'GB' }),
    attribute(2, 'storage_gb', 'number', { label: 'Storage', unit: 'GB' }),
  ];

  function serve(put: (values: Record<string, unknown>) => { status?: number; body: unknown }) {
    return serveApi((url, init) => {
      if (url.pathname !== '/api/v1/admin/products/7/attributes/') return undefined;
      if (init.method === 'PUT')
        return put((JSON.parse(init.body ?? '{}') as { values: Record<string, unknown> }).values);
      return { body: { data: { attributes: numbers, values: { ram_gb: 8 } } } };
    });
  }

  it('refuses a number that does not read at its field, with the focus there, and sends nothing', async () => {
    const requests = serve(() => ({ body: {} }));
    render(withQueryClient(<ProductAttributesFieldset productId={7} />));
    const ram = await screen.findByLabelText(/RAM \(GB\)/);
    await waitFor(() => expect(ram).toHaveValue('8'));
    const storage = screen.getByLabelText(/Storage \(GB\)/);
    fireEvent.change(storage, { target: { value: '1.2.3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
    await waitFor(() => expect(storage).toHaveFocus());
    expect(storage).toHaveAccessibleDescription('Enter a number such as 8 or 6.7');
    expect(ram).not.toHaveAttribute('aria-invalid');
    expect(requests.mock.calls.filter(([, init]) => init.method === 'PUT')).toHaveLength(0);
  });

  it('sends numbers without the spaces around them, and blank as null', async () => {
    const sent: Record<string, unknown>[] = [];
    serve((values) => {
      sent.push(values);
      return { body: { data: { attributes: numbers, values }, message: 'Specifications saved' } };
    });
    render(withQueryClient(<ProductAttributesFieldset productId={7} />));
    const ram = await screen.findByLabelText(/RAM \(GB\)/);
    await waitFor(() => expect(ram).toHaveValue('8'));
    fireEvent.change(ram, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/Storage \(GB\)/), { target: { value: ' 6.5 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
    await waitFor(() => expect(sent).toEqual([{ ram_gb: null, storage_gb: 6.5 }]));
  });

  it("shows the server's refusal at its field, with the focus there", async () => {
    serve(() => ({
      status: 400,
      body: { message: 'Validation failed', errors: { 'values.storage_gb': 'Number must be at most 999999999' } },
    }));
    render(withQueryClient(<ProductAttributesFieldset productId={7} />));
    const storage = await screen.findByLabelText(/Storage \(GB\)/);
    fireEvent.change(storage, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save specifications' }));
    await waitFor(() => expect(storage).toHaveAccessibleDescription('Number must be at most 999999999'));
    expect(storage).toHaveAttribute('aria-invalid', 'true');
    expect(storage).toHaveFocus();
  });
});
