import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field, Select, TextField, Textarea } from './field';

describe('form fields', () => {
  it('TextField: the label names the input; a hint describes it; no error, not invalid', () => {
    render(<TextField label="E-mail" type="email" hint="The address they signed up with" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('The address they signed up with');
  });

  it('TextField: an error marks it invalid, describes it and is announced', () => {
    render(<TextField label="E-mail" hint="Their sign-up address" error="Invalid email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Their sign-up address Invalid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email');
  });

  it('Select: labelled, keyboard-choosable, with a placeholder and error wiring', async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Role"
        placeholder="Choose a role"
        options={[
          { value: 'staff', label: 'Staff' },
          { value: 'admin', label: 'Admin' },
        ]}
        defaultValue=""
        error="Choose Staff or Admin"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose Staff or Admin');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a role',
      'Staff',
      'Admin',
    ]);
    await user.selectOptions(select, 'Admin');
    expect(select).toHaveValue('admin');
  });

  it('Textarea: labelled, optional, typed into', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Note" optional />);
    const textarea = screen.getByRole('textbox', { name: /^Note/ });
    await user.type(textarea, 'Refunded on eSewa');
    expect(textarea).toHaveValue('Refunded on eSewa');
  });

  it('Field wires any control, with the id it is given', () => {
    render(
      <Field label="Quantity" id="qty" error="Must be at least 1">
        {(control) => <input type="number" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('id', 'qty');
    expect(input).toHaveAttribute('aria-describedby', 'qty-error');
  });
});
