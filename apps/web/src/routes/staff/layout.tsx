import {
  ClipboardList,
  FileSpreadsheet,
  FolderTree,
  HelpCircle,
  Inbox,
  Mail,
  MessageSquare,
  Package,
  Settings,
  Store,
  Tags,
  Ticket,
  UserRound,
  Users,
} from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { AppToaster } from '../../components/layout/app-toaster';
import { Logo } from '../../components/layout/logo';
import { PageMeta } from '../../components/page-meta';
import { Badge } from '../../components/ui/badge';
import { useSession } from '../../features/auth/session-store';
import { roleMeets, StaffGuard } from '../../features/staff/staff-guard';

// The staff area (/staff/*): its own chrome instead of the shop's header and footer, loaded only
// when someone opens a staff page (a lazy route of its own, so shoppers never download it). The
// navigation links only to screens that exist; the Staff screen is for admins.

const screens = [
  { to: '/staff/orders', label: 'Orders', icon: ClipboardList, need: 'staff' },
  { to: '/staff/products', label: 'Products', icon: Package, need: 'admin' },
  { to: '/staff/customers', label: 'Customers', icon: UserRound, need: 'staff' },
  { to: '/staff/reviews', label: 'Reviews', icon: MessageSquare, need: 'staff' },
  { to: '/staff/questions', label: 'Questions', icon: HelpCircle, need: 'staff' },
  { to: '/staff/messages', label: 'Messages', icon: Inbox, need: 'staff' },
  { to: '/staff/coupons', label: 'Coupons', icon: Ticket, need: 'admin' },
  { to: '/staff/newsletter', label: 'Newsletter', icon: Mail, need: 'admin' },
  { to: '/staff/settings', label: 'Settings', icon: Settings, need: 'admin' },
  { to: '/staff/members', label: 'Staff', icon: Users, need: 'admin' },
  { to: '/staff/categories', label: 'Categories', icon: FolderTree, need: 'admin' },
  { to: '/staff/brands', label: 'Brands', icon: Tags, need: 'admin' },
  { to: '/staff/catalogue/import', label: 'Bulk updates', icon: FileSpreadsheet, need: 'admin' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium transition ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
  }`;

export function Component() {
  const allowed = useSession((state) => state.loggedIn && roleMeets(state.user?.role, 'staff'));
  return (
    <>
      {allowed ? (
        <StaffShell />
      ) : (
        // A visitor is sent to sign in; anyone else is told, without the staff navigation.
        <div className="min-h-dvh bg-slate-50 px-4 py-10">
          <PageMeta title="Not allowed | Pasal" description="This page is for the shop's staff." noIndex />
          <div className="mb-8 flex justify-center">
            <Logo />
          </div>
          <main id="main">
            <StaffGuard need="staff">{null}</StaffGuard>
          </main>
        </div>
      )}
      <AppToaster />
    </>
  );
}

function StaffShell() {
  const user = useSession((state) => state.user);
  const isAdmin = user?.role === 'admin';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
          <div className="flex items-center gap-2">
            <Logo />
            <Badge tone="brand">{isAdmin ? 'Admin' : 'Staff'}</Badge>
          </div>
          <nav
            aria-label="Staff area"
            className="order-last -mx-1 flex w-full gap-1 overflow-x-auto sm:order-none sm:w-auto"
          >
            {screens
              .filter((screen) => screen.need === 'staff' || isAdmin)
              .map(({ to, label, icon: Icon }) => (
                <NavLink key={to} to={to} className={linkClass}>
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            {user ? (
              <span className="hidden text-slate-700 md:inline">
                {user.first_name} {user.last_name}
              </span>
            ) : null}
            <NavLink to="/" className={linkClass({ isActive: false })}>
              <Store aria-hidden="true" className="size-4" />
              Shop
            </NavLink>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
