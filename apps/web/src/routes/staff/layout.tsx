import { isBackOfficeRole, STAFF_ROLE_LABELS, type UserRole } from '@pasal/contract';
import {
  Calculator,
  ClipboardList,
  FilePen,
  FileSpreadsheet,
  FolderTree,
  HelpCircle,
  Inbox,
  LayoutDashboard,
  Mail,
  Menu,
  Newspaper,
  MessageSquare,
  Package,
  ReceiptText,
  FileText,
  LayoutTemplate,
  Settings,
  ShieldCheck,
  SpellCheck,
  Store,
  Tags,
  Ticket,
  Undo2,
  UserRound,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AppToaster } from '../../components/layout/app-toaster';
import { Logo } from '../../components/layout/logo';
import { PageMeta } from '../../components/page-meta';
import { Badge } from '../../components/ui/badge';
import { Sheet } from '../../components/ui/sheet';
import { useSession } from '../../api/session-store';
import { roleMeets, StaffGuard, type StaffNeed } from '../../features/staff';
import { shopName } from '../../i18n';

// The staff area (/staff/*): its own chrome instead of the shop's header and footer, loaded only
// when someone opens a staff page (a lazy route of its own, so shoppers never download it). The
// screens are grouped the way the shop's work is (sales, catalogue, customers, the shop itself):
// a sidebar on a wide screen, a menu panel on a phone. Each person sees only the screens their
// role opens; a group with none is left out.

interface Screen {
  to: string;
  label: string;
  icon: LucideIcon;
  need: StaffNeed;
  /** Current only on its own path, not on the screens under it (Orders, not Draft orders). */
  end?: boolean;
}

const dashboard: Screen = { to: '/staff', label: 'Dashboard', icon: LayoutDashboard, need: 'staff', end: true };

const groups: { label: string; screens: Screen[] }[] = [
  {
    label: 'Sales',
    screens: [
      { to: '/staff/orders', label: 'Orders', icon: ClipboardList, need: 'staff', end: true },
      { to: '/staff/orders/drafts', label: 'Draft orders', icon: FilePen, need: 'staff' },
      { to: '/staff/counter', label: 'Counter sale', icon: Calculator, need: 'staff' },
      { to: '/staff/returns', label: 'Returns', icon: Undo2, need: 'staff' },
      { to: '/staff/warranty', label: 'Warranty', icon: ShieldCheck, need: 'staff' },
      { to: '/staff/warranty-claims', label: 'Warranty claims', icon: Wrench, need: 'staff' },
      { to: '/staff/coupons', label: 'Coupons', icon: Ticket, need: 'admin' },
      { to: '/staff/accounts', label: 'Accounts', icon: ReceiptText, need: 'accounts' },
    ],
  },
  {
    label: 'Catalogue',
    screens: [
      { to: '/staff/products', label: 'Products', icon: Package, need: 'admin' },
      { to: '/staff/categories', label: 'Categories', icon: FolderTree, need: 'admin' },
      { to: '/staff/brands', label: 'Brands', icon: Tags, need: 'admin' },
      { to: '/staff/catalogue/import', label: 'Bulk updates', icon: FileSpreadsheet, need: 'admin' },
      { to: '/staff/search-words', label: 'Search words', icon: SpellCheck, need: 'staff' },
    ],
  },
  {
    label: 'Customers',
    screens: [
      { to: '/staff/customers', label: 'Customers', icon: UserRound, need: 'staff' },
      { to: '/staff/reviews', label: 'Reviews', icon: MessageSquare, need: 'staff' },
      { to: '/staff/questions', label: 'Questions', icon: HelpCircle, need: 'staff' },
      { to: '/staff/messages', label: 'Messages', icon: Inbox, need: 'staff' },
      { to: '/staff/newsletter', label: 'Newsletter', icon: Mail, need: 'admin' },
    ],
  },
  {
    label: 'Shop',
    screens: [
      { to: '/staff/settings', label: 'Settings', icon: Settings, need: 'admin' },
      { to: '/staff/storefront', label: 'Storefront', icon: LayoutTemplate, need: 'admin' },
      { to: '/staff/pages', label: 'Pages', icon: FileText, need: 'admin' },
      { to: '/staff/blog', label: 'Blog', icon: Newspaper, need: 'admin' },
      { to: '/staff/members', label: 'Staff', icon: Users, need: 'admin' },
    ],
  },
];

// Touch-sized rows on phones; a little tighter beside a mouse, so the whole list fits a laptop's height.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition lg:min-h-9 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
  }`;

function ScreenLink({ screen, onNavigate }: { screen: Screen; onNavigate?: () => void }) {
  const Icon = screen.icon;
  return (
    // The dashboard is /staff itself: without `end` it would look current on every staff screen.
    <NavLink to={screen.to} end={screen.end} className={linkClass} onClick={onNavigate}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {screen.label}
    </NavLink>
  );
}

/** The screens this person may open, grouped; the same list in the sidebar and the phone menu. */
function StaffNav({
  role,
  idPrefix,
  onNavigate,
}: {
  role: UserRole | undefined;
  idPrefix: string;
  onNavigate?: () => void;
}) {
  const visible = groups
    .map((group) => ({ ...group, screens: group.screens.filter((screen) => roleMeets(role, screen.need)) }))
    .filter((group) => group.screens.length > 0);
  return (
    <nav aria-label="Staff area" className="flex flex-col gap-5">
      {roleMeets(role, dashboard.need) ? <ScreenLink screen={dashboard} onNavigate={onNavigate} /> : null}
      {visible.map((group) => {
        const id = `${idPrefix}-${group.label.toLowerCase()}`;
        return (
          <div key={group.label}>
            <h2 id={id} className="px-3 pb-1 text-xs font-semibold tracking-widest text-slate-600 uppercase">
              {group.label}
            </h2>
            <ul aria-labelledby={id} className="flex flex-col gap-0.5">
              {group.screens.map((screen) => (
                <li key={screen.to}>
                  <ScreenLink screen={screen} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/**
 * The name of the screen open now, for the phone's top bar. (Plain string tests rather than
 * react-router's matchPath, which the shop's own pages never use: asking for it here would pull it
 * into the first download every shopper makes.)
 */
function useCurrentScreenLabel(): string | undefined {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === dashboard.to) return dashboard.label;
  // The closest screen: /staff/orders/drafts/7 is a draft order's, not the order desk's.
  return groups
    .flatMap((group) => group.screens)
    .filter((screen) => path === screen.to || path.startsWith(`${screen.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.label;
}

export function Component() {
  // Every back-office role enters; each screen's guard and the menu then narrow it to the role.
  const allowed = useSession((state) => state.loggedIn && roleMeets(state.user?.role, 'bills'));
  return (
    <>
      {allowed ? (
        <StaffShell />
      ) : (
        // A visitor is sent to sign in; anyone else is told, without the staff navigation.
        <div className="min-h-dvh bg-slate-50 px-4 py-10">
          <PageMeta title={`Not allowed | ${shopName()}`} description="This page is for the shop's staff." noIndex />
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
  const role = user?.role;
  const [menuOpen, setMenuOpen] = useState(false);
  const current = useCurrentScreenLabel();
  const roleBadge = <Badge tone="brand">{isBackOfficeRole(role) ? STAFF_ROLE_LABELS[role] : 'Staff'}</Badge>;
  const shopLink = (
    <NavLink to="/" className={linkClass({ isActive: false })}>
      <Store aria-hidden="true" className="size-4" />
      Shop
    </NavLink>
  );
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] print:!block print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* Wide screens: the sidebar, always there, scrolling on its own when the list is long. */}
      <aside className="sticky top-0 hidden h-dvh flex-col overflow-y-auto border-r border-slate-200 bg-white lg:flex print:!hidden">
        {/* The role under the name: a long shop name or "Accountant" beside it would cut the name short. */}
        <div className="flex flex-col items-start gap-2 px-5 pt-5 pb-4">
          <Logo />
          {roleBadge}
        </div>
        <div className="flex-1 px-3 pb-6">
          <StaffNav role={role} idPrefix="staff-nav" />
        </div>
        <div className="border-t border-slate-200 px-3 py-3">
          {user ? (
            <p className="truncate px-3 pb-1 text-sm text-slate-700">
              {user.first_name} {user.last_name}
            </p>
          ) : null}
          {shopLink}
        </div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        {/* Phones and tablets: a bar with the menu button and the name of the open screen. */}
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 lg:hidden print:!hidden">
          <Sheet
            side="left"
            size="sm"
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title="Staff menu"
            hideTitle
            description="The staff area's screens"
            hideDescription
            closeLabel="Close menu"
            barContent={
              <span className="flex items-center gap-2">
                <Logo onClick={() => setMenuOpen(false)} />
                {roleBadge}
              </span>
            }
            trigger={
              <button
                type="button"
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
              >
                <Menu aria-hidden="true" className="size-5" />
                <span className="sr-only">Menu</span>
              </button>
            }
          >
            <div className="flex flex-col gap-5 p-4">
              <StaffNav role={role} idPrefix="staff-menu" onNavigate={() => setMenuOpen(false)} />
              <div className="border-t border-slate-200 pt-3">{shopLink}</div>
            </div>
          </Sheet>
          <span className="min-w-0 flex-1 truncate text-base font-semibold text-ink">{current ?? 'Staff area'}</span>
          {roleBadge}
        </header>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
