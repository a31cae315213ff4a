import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { categoriesQuery } from '../api/catalog';
import { shopInfoQuery } from '../api/shop-info';
import { Logo } from '../components/layout/logo';
import { socialLinksOf } from '../components/layout/social-links';
import { localText, shopName, t } from '../i18n';
import { useNavigation } from '../components/layout/nav-links';
import { ShopLinkTo } from '../components/layout/shop-link';
import { localDigits } from '../components/locale-format';

const heading = 'text-sm font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-white';
const link = 'text-sm text-slate-300 transition hover:text-white hover:underline';

// The contact lines keep their height while the shop's settings load (no shift when they arrive).
const placeholder = <span aria-hidden="true" className="inline-block h-4 w-44 rounded bg-white/10 align-middle" />;

export function Footer() {
  const categories = useQuery(categoriesQuery());
  // The shop's contact details as the admin set them (/staff/settings), not built into the page.
  const shop = useQuery(shopInfoQuery()).data;
  // The Help and Policies links as the owner set them (issue #32); FAQ sections open the FAQ list.
  const { footer_help: helpLinks, footer_policies: policyLinks } = useNavigation();
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <div className="inline-flex rounded-xl bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="mt-4 max-w-sm text-sm leading-6">{t('layout.footerTagline')}</p>
          <address className="mt-5 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
              {shop ? localText(shop.address, shop.address_ne) : placeholder}
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
              {shop ? (
                <a className={link} href={`tel:${shop.phone.replace(/[\s\-()]/g, '')}`}>
                  {localDigits(shop.phone)}
                </a>
              ) : (
                placeholder
              )}
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
              {shop ? (
                <a className={link} href={`mailto:${shop.email}`}>
                  {shop.email}
                </a>
              ) : (
                placeholder
              )}
            </p>
          </address>
          <ul className="mt-6 flex gap-2" aria-label={t('layout.socialMedia')}>
            {socialLinksOf(shop).map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-brand-700"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-categories" className="lg:col-span-3">
          <h2 id="footer-categories" className={heading}>
            {t('layout.categories')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {(categories.data ?? []).map((category) => (
              <li key={category.id}>
                <Link to="/products" state={{ category: category.name }} className={link}>
                  {localText(category.name, category.name_ne)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help" className="lg:col-span-2">
          <h2 id="footer-help" className={heading}>
            {t('layout.help')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {helpLinks.map((item, index) => (
              <li key={`${index}-${item.href}`}>
                <ShopLinkTo href={item.href} className={link}>
                  {localText(item.label, item.label_ne)}
                </ShopLinkTo>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies" className="lg:col-span-3">
          <h2 id="footer-policies" className={heading}>
            {t('layout.policies')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {policyLinks.map((item, index) => (
              <li key={`${index}-${item.href}`}>
                <ShopLinkTo href={item.href} className={link}>
                  {localText(item.label, item.label_ne)}
                </ShopLinkTo>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('layout.copyright', { year: localDigits(new Date().getFullYear()), name: shop?.name ?? shopName() })}
        </p>
      </div>
    </footer>
  );
}
