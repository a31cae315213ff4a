import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProductColor } from '@pasal/contract';
import { ColourChoice } from './colour-choice';
import { makeColor } from './test-fixtures';

const colours = [
  makeColor({ id: 1, color_name: 'Black' }),
  makeColor({ id: 2, color_name: 'Cyan', quantity: 0, is_in_stock: false }),
  makeColor({ id: 3, color_name: 'White' }),
  makeColor({ id: 4, color_name: 'Blue' }),
];

function Picker({ initial }: { initial: ProductColor | null }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <ColourChoice colors={colours} selected={selected} onSelect={setSelected} />
    </>
  );
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });

describe('ColourChoice', () => {
  it('is one stop for Tab, on the chosen colour, and marks it as Radix did', async () => {
    render(<Picker initial={colours[2]!} />);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(radio('White')).toHaveFocus();
    expect(radio('White')).toHaveAttribute('aria-checked', 'true');
    expect(radio('White')).toHaveAttribute('data-state', 'checked');
    expect(radio('Black')).toHaveAttribute('data-state', 'unchecked');
    expect(radio('Cyan (out of stock)')).toBeDisabled();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('with no colour chosen, Tab reaches the first that can be chosen', async () => {
    render(<Picker initial={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(radio('Black')).toHaveFocus();
    expect(radio('Black')).toHaveAttribute('aria-checked', 'false');
  });

  it('chooses the next colour in stock with the arrows, going round, and only moves with Home and End', async () => {
    render(<Picker initial={colours[0]!} />);
    radio('Black').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(radio('White')).toHaveFocus();
    expect(radio('White')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(radio('Black')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(radio('Blue')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}');
    expect(radio('Black')).toHaveFocus();
    expect(radio('Blue')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(radio('Black')).toHaveFocus();
    expect(radio('Blue')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    expect(radio('Black')).toHaveAttribute('aria-checked', 'true');
  });
});
