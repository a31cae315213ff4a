import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './badge';
import { Button, buttonClass } from './button';

describe('Button', () => {
  it('is a button (not a submit) by default that clicks with the mouse, Enter and Space', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while loading: disabled, busy, says what it is doing, and ignores clicks', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button loading loadingText="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has variants and sizes', () => {
    render(
      <>
        <Button variant="danger" size="sm">
          Remove
        </Button>
        <Button type="submit" variant="secondary">
          Send
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Remove' }).className).toContain('bg-red-700');
    expect(screen.getByRole('button', { name: 'Remove' }).className).toContain('h-10');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Send' }).className).toContain('border-slate-300');
    expect(buttonClass('primary', 'md')).toContain('bg-brand-700');
  });
});

describe('Badge', () => {
  it('shows its words with a tone', () => {
    render(<Badge tone="success">Paid</Badge>);
    const badge = screen.getByText('Paid');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge.className).toContain('text-emerald-800');
  });
});
