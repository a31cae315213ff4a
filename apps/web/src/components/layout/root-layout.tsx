import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';

export function RootLayout() {
  const { pathname } = useLocation();
  // Spec §2: every path change scrolls to the top.
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
      <Toaster position="bottom-right" />
    </>
  );
}
