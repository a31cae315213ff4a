import { Toaster, type ToasterProps } from 'sonner';
import { t } from '../../i18n';

/**
 * The one toast area of the app (docs/rules/content.md#notifications-and-forms): bottom-right,
 * 4000 ms, 3 visible, 356 px wide, 14 px apart, 24 px from the edges (16 px on phones), swipe to
 * dismiss, paused on hover, loading toasts stay until resolved (Sonner's behaviour), Alt+T moves
 * focus to them.
 */
export const toasterProps = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 24,
  mobileOffset: 16,
  closeButton: true,
  swipeDirections: ['right', 'bottom'],
  hotkey: ['altKey', 'KeyT'],
  style: { '--width': '356px' } as ToasterProps['style'],
} satisfies ToasterProps;

export function AppToaster() {
  // Sonner's own words (the region's name, the close button's), in the page's language.
  return (
    <Toaster
      {...toasterProps}
      containerAriaLabel={t('layout.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('layout.closeToast') }}
    />
  );
}
