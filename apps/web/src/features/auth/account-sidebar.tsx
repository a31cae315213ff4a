import {
  BookUser,
  ChevronsLeft,
  ChevronsRight,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MapPin,
  Menu,
  Package,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { t, type MessageId } from '../../i18n';

interface AccountLink {
  to: string;
  /** Looked up while rendering: the page's language is known only then. */
  label: MessageId;
  icon: LucideIcon;
}

/**
 * The account area (docs/rules/accounts.md#account-area), in this order, with the saved addresses
 * (issue #20) by the billing address.
 */
const accountLinks: readonly AccountLink[] = [
  { to: '/profile', label: 'account.navDashboard', icon: LayoutDashboard },
  { to: '/profile/orders', label: 'account.navOrders', icon: Package },
  { to: '/profile/account-detail', label: 'account.navAccountDetails', icon: UserRound },
  { to: '/profile/addresses', label: 'account.navAddresses', icon: BookUser },
  { to: '/profile/billing-address', label: 'account.navBillingAddress', icon: MapPin },
  { to: '/profile/password', label: 'account.navChangePassword', icon: KeyRound },
];

const COLLAPSED_KEY = 'pasal-account-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The account area's collapsible sidebar: on wide screens it folds to icons (remembered); on
 * phones it is a menu that opens from a button and closes after a choice.
 */
export function AccountSidebar({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const navId = useId();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [open, setOpen] = useState(false);
  const current = accountLinks.find((link) => link.to === pathname) ?? accountLinks[0]!;

  useEffect(() => {
    try {
      localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [collapsed]);

  const itemClass = (active: boolean) =>
    `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition ${
      active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
    } ${collapsed ? 'lg:justify-center lg:px-0' : ''}`;
  const labelClass = collapsed ? 'lg:sr-only' : '';

  return (
    <aside
      className={`border-b border-slate-200 bg-white px-4 py-3 lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:shrink-0 lg:border-r lg:border-b-0 lg:px-3 lg:py-6 ${
        collapsed ? 'lg:w-20' : 'lg:w-64'
      } lg:transition-[width] lg:duration-200`}
    >
      <div className="flex items-center justify-between gap-2 lg:mb-4">
        <p className={`text-xs font-semibold tracking-wider text-slate-600 uppercase ${collapsed ? 'lg:sr-only' : ''}`}>
          {t('account.myAccount')}
        </p>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          {t(current.label)}
          <span className="sr-only">{t('account.menuSuffix')}</span>
        </button>
        <button
          type="button"
          className="hidden size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:inline-flex"
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={collapsed ? t('account.expandMenu') : t('account.collapseMenu')}
          title={collapsed ? t('account.expandMenu') : t('account.collapseMenu')}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? (
            <ChevronsRight aria-hidden="true" className="size-5" />
          ) : (
            <ChevronsLeft aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <nav
        id={navId}
        aria-label={t('account.navLabel')}
        className={`${open ? 'block' : 'hidden'} pt-2 lg:block lg:pt-0`}
      >
        <ul className="space-y-1">
          {accountLinks.map(({ to, label: labelId, icon: Icon }) => {
            const label = t(labelId);
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  title={collapsed ? label : undefined}
                  className={({ isActive }) => itemClass(isActive)}
                  onClick={() => setOpen(false)}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className={labelClass}>{label}</span>
                </NavLink>
              </li>
            );
          })}
          <li className="border-t border-slate-200 pt-1">
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              title={collapsed ? t('account.logout') : undefined}
              className={`${itemClass(false)} w-full text-left disabled:opacity-70`}
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              <span className={labelClass}>{loggingOut ? t('account.loggingOut') : t('account.logout')}</span>
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
