import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Sheet, SheetClose, type SheetProps } from './sheet';

type DemoProps = Partial<Omit<SheetProps, 'open' | 'onOpenChange' | 'children'>> & { withTrigger?: boolean };

function SheetDemo({ withTrigger = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  const opener = (
    <Button variant="secondary" onClick={withTrigger ? undefined : () => setOpen(true)}>
      Filters
    </Button>
  );
  return (
    <>
      {withTrigger ? null : opener}
      <Sheet
        side="left"
        title="Filters"
        description="Narrow down the products shown"
        closeLabel="Close filters"
        footer={
          <SheetClose asChild>
            <Button>Show 3 Products</Button>
          </SheetClose>
        }
        trigger={withTrigger ? opener : undefined}
        {...props}
        open={open}
        onOpenChange={setOpen}
      >
        <label htmlFor="brand">Brand</label>
        <input id="brand" />
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('is a labelled, described modal panel; Tab stays inside; Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    render(<SheetDemo />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAccessibleDescription('Narrow down the products shown');
    expect(dialog).toHaveAttribute('data-side', 'left');
    expect(dialog.className).toContain('motion-reduce:animate-none');
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with its named close button and with a SheetClose in the footer', async () => {
    const user = userEvent.setup();
    render(<SheetDemo />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Show 3 Products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with a trigger: the trigger says it opens a dialog and whether it is open', async () => {
    const user = userEvent.setup();
    render(<SheetDemo withTrigger />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('can hide its title and description yet keep them as name and description; no description is fine', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <SheetDemo side="right" title="Menu" hideTitle description="Pages of the shop" hideDescription />,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAccessibleDescription('Pages of the shop');
    expect(screen.getByText('Menu')).toHaveClass('sr-only');
    expect(screen.getByText('Pages of the shop')).toHaveClass('sr-only');
    unmount();

    render(<SheetDemo side="top" title="Search Products" description={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const top = await screen.findByRole('dialog', { name: 'Search Products' });
    expect(top).not.toHaveAttribute('aria-describedby');
    expect(top).toHaveAttribute('data-side', 'top');
  });

  it('lets the caller choose where focus starts and where it goes back to', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [open, setOpen] = useState(false);
      const cartButton = useRef<HTMLButtonElement>(null);
      const input = useRef<HTMLInputElement>(null);
      return (
        <>
          <button ref={cartButton}>Cart</button>
          <button onClick={() => setOpen(true)}>Add to cart</button>
          <Sheet
            side="right"
            title="Your Cart"
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={cartButton}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              input.current?.focus();
            }}
          >
            <button>First</button>
            <input ref={input} aria-label="Note" />
          </Sheet>
        </>
      );
    }
    render(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cart' })).toHaveFocus();
  });
});
