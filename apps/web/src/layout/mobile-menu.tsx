import { Heart, ShoppingCart, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useSession } from '../api/session-store';
import { Sheet } from '../components/ui/sheet';
import { Logo } from '../components/layout/logo';
import { localText, t } from '../i18n';
import { LanguageSwitch } from '../components/layout/language-switch';
import { useNavigation } from '../components/layout/nav-links';
import { ShopNavLinkTo } from '../components/layout/shop-link';

interface MobileMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-3 text-base font-medium transition ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'
  }`;

/** The small-screen menu: PAGES and ACCOUNT sections, as a side sheet (docs/rules/content.md#header-and-navigation). */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const loggedIn = useSession((state) => state.loggedIn);
  const close = () => onOpenChange(false);
  const links = useNavigation().header;
  return (
    <Sheet
      side="left"
      size="sm"
      open={open}
      onOpenChange={onOpenChange}
      title={t('layout.menuTitle')}
      hideTitle
      description={t('layout.menuDescription')}
      hideDescription
      closeLabel={t('layout.closeMenu')}
      barContent={<Logo onClick={close} />}
    >
      <nav aria-label={t('layout.mobileNav')} className="flex flex-col gap-6 p-4">
        <section aria-labelledby="mobile-menu-pages">
          <h2
            id="mobile-menu-pages"
            className="px-3 pb-2 text-xs font-semibold tracking-widest [&:lang(ne)]:tracking-normal text-slate-600"
          >
            {t('layout.pagesHeading')}
          </h2>
          <ul>
            {links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <ShopNavLinkTo href={link.href} className={linkClass} onClick={close}>
                  {localText(link.label, link.label_ne)}
                </ShopNavLinkTo>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mobile-menu-account">
          <h2
            id="mobile-menu-account"
            className="px-3 pb-2 text-xs font-semibold tracking-widest [&:lang(ne)]:tracking-normal text-slate-600"
          >
            {t('layout.accountHeading')}
          </h2>
          <ul>
            <li>
              <NavLink to={loggedIn ? '/profile' : '/login'} className={linkClass} onClick={close}>
                <User aria-hidden="true" className="size-5 text-slate-600" />
                {loggedIn ? t('layout.account') : t('layout.login')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/wishlist" className={linkClass} onClick={close}>
                <Heart aria-hidden="true" className="size-5 text-slate-600" />
                {t('layout.wishlist')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/carts" className={linkClass} onClick={close}>
                <ShoppingCart aria-hidden="true" className="size-5 text-slate-600" />
                {t('layout.cart')}
              </NavLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="mobile-menu-language">
          <h2
            id="mobile-menu-language"
            className="px-3 pb-2 text-xs font-semibold tracking-widest [&:lang(ne)]:tracking-normal text-slate-600"
          >
            {t('layout.languageHeading')}
          </h2>
          <LanguageSwitch className={linkClass({ isActive: false })} onSwitch={close} />
        </section>
      </nav>
    </Sheet>
  );
}
