import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppToaster, toasterProps } from './app-toaster';

describe('AppToaster', () => {
  // docs/rules/content.md#notifications-and-forms
  it('shows toasts bottom-right for 4 s, three at a time, 356 px wide', () => {
    expect(toasterProps).toMatchObject({
      position: 'bottom-right',
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      offset: 24,
      mobileOffset: 16,
      hotkey: ['altKey', 'KeyT'],
      style: { '--width': '356px' },
    });
  });

  it('shows a toast in a labelled region reachable with Alt+T', async () => {
    render(<AppToaster />);
    expect(screen.getByRole('region', { name: /Notifications alt\+T/i })).toBeInTheDocument();
    act(() => {
      toast.success('Product added to cart successfully');
    });
    expect(await screen.findByText('Product added to cart successfully')).toBeInTheDocument();
  });
});
