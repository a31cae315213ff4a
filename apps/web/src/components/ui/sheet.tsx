import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { t } from '../../i18n';

// Panels on Radix Dialog: the phone menu and the filters from the left, the cart from the right,
// the search near the top. Like the kit's Dialog (dialog.tsx) they are modal: focus moves in and
// is trapped, Escape, the close button and a click on the dimmed page close, the page behind
// does not scroll, and focus goes back to what opened the panel. Import this only from code that
// is already loaded lazily (or already carries Radix Dialog): it keeps Radix out of the first page.

type SheetSide = 'left' | 'right' | 'top';
type SheetSize = 'sm' | 'md' | 'lg';

// The same dimmed page as the kit's dialogs.
const overlayClass =
  'fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none';

// Side panels run the full height and scroll inside; the top one is a card that stays where it
// is while what it holds (the search suggestions) grows below it.
const sideClass: Record<SheetSide, string> = {
  left: 'inset-y-0 left-0 flex flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-left_200ms_ease-out] motion-reduce:animate-none',
  // Slides in through @starting-style: index.css has no slide-in-right keyframes.
  right:
    'inset-y-0 right-0 flex flex-col bg-white shadow-xl transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none',
  top: 'inset-x-3 top-[10vh] mx-auto rounded-2xl bg-white p-5 shadow-2xl data-[state=open]:animate-[pop-in_150ms_ease-out] motion-reduce:animate-none sm:p-6',
};

// Side panels: a width that leaves some of the page in view on a phone. Top: a max width.
const sizeClass: Record<'side' | 'top', Record<SheetSize, string>> = {
  side: { sm: 'w-[min(20rem,85vw)]', md: 'w-[min(22rem,90vw)]', lg: 'w-[min(26rem,100vw)]' },
  top: { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-2xl' },
};

const closeClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-ink';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  side: SheetSide;
  /** Width of a side panel (sm 20rem, md 22rem, lg 26rem) or the top card's max width. */
  size?: SheetSize;
  /** Names the dialog. */
  title: ReactNode;
  /** Read out but not shown: when something else in the bar (a logo) says what the panel is. */
  hideTitle?: boolean;
  /** Read out with the title; leave it out only when the content explains itself. */
  description?: ReactNode;
  hideDescription?: boolean;
  /** The accessible name of the close button: 'Close menu', 'Close cart'... */
  closeLabel?: string;
  /** Shown in a side panel's bar next to the (hidden) title, e.g. the shop's logo. */
  barContent?: ReactNode;
  children: ReactNode;
  /** A side panel's bottom bar (its main buttons), outside the part that scrolls. */
  footer?: ReactNode;
  /**
   * The button that opens it, when it sits with the panel: it then also says that it opens a
   * dialog and whether that is open (aria-haspopup, aria-expanded). It must take a ref.
   */
  trigger?: ReactNode;
  /** Where focus goes on open instead of the first control (call event.preventDefault()). */
  onOpenAutoFocus?(event: Event): void;
  /** Where focus goes on close; by default what had focus when the panel opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Radix returns focus only to its Trigger; these panels are mostly opened from buttons elsewhere
 * (the header), so they remember what had focus when they opened and give it back (as the kit's
 * Dialog does; copied rather than shared while dialog.tsx is being changed).
 */
function useReturnFocus(returnFocusTo: RefObject<HTMLElement | null> | undefined, onOpen?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpen?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnFocusTo?.current ?? opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

export function Sheet({
  open,
  onOpenChange,
  side,
  size = 'md',
  title,
  hideTitle = false,
  description,
  hideDescription = false,
  closeLabel = t('account.uiClose'),
  barContent,
  children,
  footer,
  trigger,
  onOpenAutoFocus,
  returnFocusTo,
}: SheetProps) {
  const returnFocus = useReturnFocus(returnFocusTo, onOpenAutoFocus);
  const isTop = side === 'top';
  const titleNode = (
    <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-semibold text-ink'}>{title}</RadixDialog.Title>
  );
  const descriptionNode = description ? (
    <RadixDialog.Description className={hideDescription ? 'sr-only' : 'text-sm text-slate-600'}>
      {description}
    </RadixDialog.Description>
  ) : null;
  const close = (
    <RadixDialog.Close aria-label={closeLabel} className={`${closeClass} ${isTop ? '-mt-1 -mr-2' : ''}`}>
      <X aria-hidden="true" className="size-5" />
    </RadixDialog.Close>
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          data-side={side}
          className={`fixed z-50 focus:outline-none ${sideClass[side]} ${sizeClass[isTop ? 'top' : 'side'][size]}`}
          {...returnFocus}
          // Without a description Radix would warn; an explicit undefined says there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {isTop ? (
            <>
              <div className="flex items-start justify-between gap-4">
                {titleNode}
                {close}
              </div>
              {descriptionNode ? <div className="mt-1">{descriptionNode}</div> : null}
              <div className="mt-4">{children}</div>
            </>
          ) : (
            <>
              <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4">
                {titleNode}
                {barContent}
                {close}
              </div>
              {descriptionNode && !hideDescription ? (
                <div className="shrink-0 px-4 pt-3">{descriptionNode}</div>
              ) : (
                descriptionNode
              )}
              <div className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain">{children}</div>
              {footer ? (
                <div className="shrink-0 space-y-3 border-t border-slate-200 bg-slate-50 px-4 py-4">{footer}</div>
              ) : null}
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the panel it is in (e.g. 'Show 12 Products'). */
export const SheetClose = RadixDialog.Close;
