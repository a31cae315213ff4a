import { isShopPath } from '@pasal/contract';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

// A link the owner set (issue #32): a path on this shop opens in the app; an https address
// elsewhere opens as a plain link. /faq?category=… opens the FAQ list on that section the way the
// footer always did (#activeExist with the section in the history state), so the default links
// draw exactly the HTML they did before they were editable.

const FAQ_SECTION = /^\/faq\?category=([^&#]+)$/;

function target(href: string): { to: string; state?: { category: string } } {
  const section = FAQ_SECTION.exec(href)?.[1];
  return section ? { to: '/faq#activeExist', state: { category: decodeURIComponent(section) } } : { to: href };
}

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

export function ShopLinkTo({ href, className, children, onClick }: Props) {
  if (!isShopPath(href)) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  const { to, state } = target(href);
  return (
    <Link to={to} state={state} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/** The same as a menu entry: marked while its page is open. */
export function ShopNavLinkTo({
  href,
  className,
  children,
  onClick,
}: Omit<Props, 'className'> & { className: (state: { isActive: boolean }) => string }) {
  if (!isShopPath(href)) {
    return (
      <a href={href} className={className({ isActive: false })} onClick={onClick}>
        {children}
      </a>
    );
  }
  const { to, state } = target(href);
  return (
    <NavLink to={to} state={state} end={to === '/'} className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
