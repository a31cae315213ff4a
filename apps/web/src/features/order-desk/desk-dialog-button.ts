import type { StaffOrder } from '@pasal/contract';

/** A button of the order desk that opens a dialog changing the order (items, delivery, a refund). */
export interface DeskDialogButtonProps {
  order: StaffOrder;
  /** Called once the change is saved, before the dialog closes. */
  afterChange(): void;
  /** Where the focus goes as the dialog closes (useFocusOnNextClose). */
  focusOnClose?(): HTMLElement | null;
}
