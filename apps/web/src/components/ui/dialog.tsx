import { X } from 'lucide-react';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { t } from '../../i18n';
import { Button, type ButtonVariant } from './button';

// Modal dialogs on Radix primitives: focus moves in and is trapped, Escape and the close button
// close, focus returns to what opened it, the title names the dialog and the description
// describes it. One look for the whole app: white card, rounded-2xl, dimmed page behind.

/**
 * Radix returns focus to its Trigger; these dialogs are opened from anywhere (a row's button, a
 * menu), so they remember what had focus when they opened and give it back when they close.
 */
function useReturnFocus(focusOnClose?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = focusOnClose?.() ?? opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

const overlayClass =
  'fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none';
const contentClass =
  'fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none data-[state=open]:animate-[pop-in_150ms_ease-out] motion-reduce:animate-none sm:p-6';
const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Read out with the title; leave it out only when the content explains itself. */
  description?: ReactNode;
  size?: keyof typeof widths;
  children: ReactNode;
  /** Buttons under the content, right-aligned (stacked on phones). */
  footer?: ReactNode;
  /**
   * The button that opens it, when it sits with the dialog: it then also says that it opens a
   * dialog and whether that is open (aria-haspopup, aria-expanded). It must take a ref.
   */
  trigger?: ReactNode;
  /** Where focus goes as it closes, instead of back to what opened it (useFocusOnNextClose). */
  focusOnClose?(): HTMLElement | null;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  footer,
  trigger,
  focusOnClose,
}: DialogProps) {
  const returnFocus = useReturnFocus(focusOnClose);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          className={`${contentClass} ${widths[size]}`}
          {...returnFocus}
          // Without a description Radix would warn; an explicit undefined says there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('account.uiClose')}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

/** A button that closes the dialog it is in (e.g. Cancel). */
export const DialogClose = RadixDialog.Close;

/**
 * For a dialog whose action can leave the focus nowhere to return to (the deleted row's
 * button) or owe it to a field (a refusal): `focusNextClose` names where the focus goes when the
 * dialog next closes, `focusOnClose` is the dialog's prop. Focused any sooner, the element would
 * lose the focus to the closing dialog, which gives it back (a timeout after it unmounts).
 */
export function useFocusOnNextClose() {
  const target = useRef<(() => HTMLElement | null) | null>(null);
  return {
    focusNextClose: (element: () => HTMLElement | null) => {
      target.current = element;
    },
    /** Also forgets the target: a later close (a Cancel) returns the focus as usual. */
    focusOnClose: () => {
      const element = target.current;
      target.current = null;
      return element?.() ?? null;
    },
  };
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' (red) for what cannot be undone; 'primary' otherwise. */
  tone?: Extract<ButtonVariant, 'danger' | 'primary'>;
  /** The confirmed action is under way: the confirm button spins, nothing closes. */
  pending?: boolean;
  pendingLabel?: string;
  /** Called on confirm. The dialog stays open: close it when the action succeeds. */
  onConfirm(): void;
  /** The button that opens it, as for Dialog's trigger. */
  trigger?: ReactNode;
  /** Where focus goes as it closes, instead of back to what opened it (a field a refusal names). */
  focusOnClose?(): HTMLElement | null;
}

/**
 * "Are you sure?" as an alert dialog: focus starts on Cancel, so a stray Enter never confirms;
 * Escape cancels; clicking outside does nothing (an alert dialog asks for a decision).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = t('account.uiCancel'),
  tone = 'danger',
  pending = false,
  pendingLabel = t('account.uiWorking'),
  onConfirm,
  trigger,
  focusOnClose,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(focusOnClose);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={`${contentClass} ${widths.sm}`} {...returnFocus}>
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          <DialogFooter>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the action is done. */}
            <Button variant={tone} loading={pending} loadingText={pendingLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
