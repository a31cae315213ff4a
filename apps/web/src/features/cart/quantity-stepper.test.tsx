import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function renderStepper(quantity: number, max: number, disabled = false) {
  const onIncrease = vi.fn();
  const onDecrease = vi.fn();
  render(
    <QuantityStepper
      quantity={quantity}
      max={max}
      label="Buds"
      onIncrease={onIncrease}
      onDecrease={onDecrease}
      disabled={disabled}
    />,
  );
  return {
    onIncrease,
    onDecrease,
    minus: screen.getByRole('button', { name: 'Decrease quantity of Buds' }),
    plus: screen.getByRole('button', { name: 'Increase quantity of Buds' }),
  };
}

describe('QuantityStepper', () => {
  it('shows the quantity read-only inside a labelled group', () => {
    renderStepper(3, 5);
    expect(screen.getByRole('group', { name: 'Quantity of Buds' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('disables minus at 1', async () => {
    const { minus, plus, onDecrease } = renderStepper(1, 5);
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();
    await userEvent.click(minus);
    expect(onDecrease).not.toHaveBeenCalled();
  });

  it('disables plus at the stock limit', async () => {
    const { minus, plus, onIncrease } = renderStepper(5, 5);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    await userEvent.click(plus);
    expect(onIncrease).not.toHaveBeenCalled();
  });

  it('calls back in between', async () => {
    const { minus, plus, onIncrease, onDecrease } = renderStepper(2, 5);
    await userEvent.click(plus);
    await userEvent.click(minus);
    expect(onIncrease).toHaveBeenCalledTimes(1);
    expect(onDecrease).toHaveBeenCalledTimes(1);
  });

  it('disables both when the line cannot be bought', () => {
    const { minus, plus } = renderStepper(2, 5, true);
    expect(minus).toBeDisabled();
    expect(plus).toBeDisabled();
  });
});
