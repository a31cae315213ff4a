import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { page, renderRoutes } from '../../testing';
import { TextEditDialog } from './shared';

// The Categories and Brands screens' one-field dialog (rename, change the image): the caller's
// contract check runs on Save, its message and the server's land on the field and take the focus,
// and the trimmed value is what is sent.

vi.setConfig({ testTimeout: 20_000 });

function renderDialog(onSubmit: (value: string, showError: (message: string) => void) => void) {
  renderRoutes(
    [
      page(
        '/',
        <TextEditDialog
          title="Rename Laptops"
          description="The name shoppers see."
          label="Name"
          initial="Laptops"
          check={(value) => (value.trim() === '' ? 'Name is required' : undefined)}
          submitLabel="Save name"
          pending={false}
          onSubmit={onSubmit}
          onClose={() => undefined}
        />,
      ),
    ],
    { pathname: '/' },
  );
  return screen.getByRole('dialog', { name: 'Rename Laptops' });
}

describe('TextEditDialog', () => {
  it('shows the check’s message on the field, focused, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const dialog = renderDialog(onSubmit);
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'N');
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('sends the trimmed value and puts the server’s refusal on the field', async () => {
    const onSubmit = vi.fn((_value: string, showError: (message: string) => void) =>
      showError('A category with this name already exists'),
    );
    const dialog = renderDialog(onSubmit);
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, '  Notebooks ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('A category with this name already exists')).toBeVisible();
    expect(onSubmit.mock.calls[0]?.[0]).toBe('Notebooks');
    expect(field).toHaveFocus();
  });
});
