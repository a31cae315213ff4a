import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field, PasswordField, Select, TextField, Textarea } from './field';
import { FormAlert } from './form-alert';

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

  it('PasswordField: hidden until its toggle shows it, by keyboard; error wiring as any field', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="New Password" id="pw" error="Password is required" autoComplete="new-password" />);
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('aria-describedby', 'pw-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    expect(toggle).toHaveAttribute('aria-controls', 'pw');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toBeInTheDocument();
  });

  it('requiredMark: a " *" seen after the label but not part of the name', () => {
    render(<TextField label="City" requiredMark />);
    expect(screen.getByText('City').closest('label')).toHaveTextContent(/^City \*$/);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });

  it('FormAlert: announces a message, renders nothing without one', () => {
    const { container, rerender } = render(<FormAlert message={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FormAlert message="Invalid email or password" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
