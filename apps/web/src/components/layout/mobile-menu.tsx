import { Heart, ShoppingCart, User, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { NavLink } from 'react-router';
import { useSession } from '../../features/auth/session-store';
import { Logo } from './logo';
import { navLinks } from './nav-links';

interface MobileMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-3 text-base font-medium transition ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'
  }`;

/** The small-screen menu: PAGES and ACCOUNT sections (spec §2), as a side sheet. */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const loggedIn = useSession((state) => state.loggedIn);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white shadow-xl data-[state=open]:animate-[slide-in-left_200ms_ease-out] focus:outline-none">
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Logo onClick={close} />
            <Dialog.Description className="sr-only">Pages of the shop and your account</Dialog.Description>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-6 p-4">
            <section aria-labelledby="mobile-menu-pages">
              <h2 id="mobile-menu-pages" className="px-3 pb-2 text-xs font-semibold tracking-widest text-slate-600">
                PAGES
              </h2>
              <ul>
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={close}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="mobile-menu-account">
              <h2 id="mobile-menu-account" className="px-3 pb-2 text-xs font-semibold tracking-widest text-slate-600">
                ACCOUNT
              </h2>
              <ul>
                <li>
                  <NavLink to={loggedIn ? '/profile' : '/login'} className={linkClass} onClick={close}>
                    <User aria-hidden="true" className="size-5 text-slate-600" />
                    {loggedIn ? 'Account' : 'Login'}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/wishlist" className={linkClass} onClick={close}>
                    <Heart aria-hidden="true" className="size-5 text-slate-600" />
                    Wishlist
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/carts" className={linkClass} onClick={close}>
                    <ShoppingCart aria-hidden="true" className="size-5 text-slate-600" />
                    Cart
                  </NavLink>
                </li>
              </ul>
            </section>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
