import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog, Dialog, DialogClose } from './dialog';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit name</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit name"
        description="The name shown on the shop."
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      >
        <label htmlFor="name">Name</label>
        <input id="name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal; Tab stays inside; Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Edit name' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    expect(dialog).toHaveAccessibleDescription('The name shown on the shop.');
    const inside = [screen.getByRole('button', { name: 'Close' }), screen.getByLabelText('Name')];
    expect(inside).toContain(document.activeElement);
    for (let step = 0; step < 5; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and with a DialogClose in the footer', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function ConfirmDemo({ onConfirm, pending = false }: { onConfirm(): void; pending?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Remove Ram's role?"
      description="Ram will no longer be staff."
      confirmLabel="Remove role"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog that starts on Cancel, so Enter does not confirm', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<ConfirmDemo onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: "Remove Ram's role?" });
    expect(dialog).toHaveAccessibleDescription('Ram will no longer be staff.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('confirms with its action button and stays open until the caller closes it', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<ConfirmDemo onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Remove role' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Remove</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Remove?"
            description="It goes."
            confirmLabel="Remove it"
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Remove it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('Escape cancels; while pending it cannot be dismissed and the action is busy', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ConfirmDemo onConfirm={() => undefined} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    unmount();

    render(<ConfirmDemo onConfirm={() => undefined} pending />);
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Working...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('trigger', () => {
  it('a trigger given to the dialog says it opens one, opens it and gets focus back', async () => {
    const user = userEvent.setup();
    function WithTrigger() {
      const [open, setOpen] = useState(false);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Clear it?"
          description="All of it goes."
          confirmLabel="Clear"
          onConfirm={() => setOpen(false)}
          trigger={<Button>Clear all</Button>}
        />
      );
    }
    render(<WithTrigger />);
    const opener = screen.getByRole('button', { name: 'Clear all' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(await screen.findByRole('alertdialog', { name: 'Clear it?' })).toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
