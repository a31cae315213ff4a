import { Heart, Menu, Search, User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CartButton } from '../features/cart';
import { useSession } from '../api/session-store';
import { useHydrated } from '../ssr/hydrated';
import { LanguageSwitch } from '../components/layout/language-switch';
import { Logo } from '../components/layout/logo';
import { useNavigation } from '../components/layout/nav-links';
import { ShopNavLinkTo } from '../components/layout/shop-link';
import { useScrolled } from '../components/layout/use-scrolled';
import { localText, t } from '../i18n';

// Dialog code loads on first use, keeping the first page's JavaScript small.
const loadSearchDialog = () => import('../components/search/search-dialog');
const loadMobileMenu = () => import('./mobile-menu');
const SearchDialog = lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const iconButton =
  'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-100 hover:text-ink';

export function Header() {
  const scrolled = useScrolled(10);
  const hydrated = useHydrated();
  // The server draws every visitor signed out; the session shows once the page is hydrated.
  const loggedIn = useSession((state) => state.loggedIn) && hydrated;
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, a dialog stays mounted so it can animate closed and reopen instantly.
  const [searchUsed, setSearchUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const links = useNavigation().header;

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? 'border-slate-200 bg-white shadow-sm'
          : 'border-transparent bg-white/70 backdrop-blur supports-[backdrop-filter]:bg-white/60'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <button
          type="button"
          className={`${iconButton} -ml-2 lg:hidden`}
          aria-label={t('layout.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Logo />
        <nav aria-label={t('layout.mainNav')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <ShopNavLinkTo
                  href={link.href}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 text-sm font-medium transition ${
                      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
                    }`
                  }
                >
                  {localText(link.label, link.label_ne)}
                </ShopNavLinkTo>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitch className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-ink max-sm:hidden" />
          <button
            type="button"
            className={iconButton}
            aria-label={t('layout.searchProducts')}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadSearchDialog()}
            onFocus={() => void loadSearchDialog()}
            onClick={() => {
              setSearchUsed(true);
              setSearchOpen(true);
            }}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <Link to="/wishlist" className={iconButton} aria-label={t('layout.wishlist')}>
            <Heart aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to={loggedIn ? '/profile' : '/login'}
            className={`${iconButton} max-lg:hidden`}
            aria-label={loggedIn ? t('layout.account') : t('layout.login')}
          >
            <User aria-hidden="true" className="size-5" />
          </Link>
          <CartButton />
        </div>
      </div>
      <Suspense fallback={null}>
        {searchUsed ? <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} /> : null}
        {menuUsed ? <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} /> : null}
      </Suspense>
    </header>
  );
}
