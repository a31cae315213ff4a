import { Outlet } from 'react-router';
import { Toaster } from 'sonner';

export function Component() {
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <Outlet />
      <Toaster position="bottom-right" />
    </main>
  );
}
