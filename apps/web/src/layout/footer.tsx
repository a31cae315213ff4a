import { useQuery } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { categoriesQuery } from '../api/catalog';
import { shopInfoQuery } from '../api/shop-info';
import { Logo } from '../components/layout/logo';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from '../components/layout/social-icons';
import { localText, shopName, t, type MessageId } from '../i18n';
import { localDigits } from '../components/locale-format';

const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YoutubeIcon },
  { label: 'TikTok', href: 'https://www.tiktok.com/', Icon: TiktokIcon },
];

// Labels are message ids, read with t() while rendering.
const policyLinks = [
  { to: '/warranty', label: 'layout.warranty' },
  { to: '/privacy-policy', label: 'layout.privacyPolicy' },
  { to: '/terms-and-conditions', label: 'layout.terms' },
  { to: '/sitemap', label: 'layout.sitemap' },
] as const satisfies readonly { to: string; label: MessageId }[];

// FAQ links land on the FAQ list (#activeExist) with that section chosen
// (docs/rules/content.md#footer); the section is the FAQ's own (English) key, the label the page's
// language.
const helpLinks = [
  { label: 'layout.shipping', section: 'Shipping' },
  { label: 'layout.returns', section: 'Returns' },
] as const satisfies readonly { label: MessageId; section: string }[];

const heading = 'text-sm font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-white';
const link = 'text-sm text-slate-300 transition hover:text-white hover:underline';

// The contact lines keep their height while the shop's settings load (no shift when they arrive).
const placeholder = <span aria-hidden="true" className="inline-block h-4 w-44 rounded bg-white/10 align-middle" />;

export function Footer() {
  const categories = useQuery(categoriesQuery());
  // The shop's contact details as the admin set them (/staff/settings), not built into the page.
  const shop = useQuery(shopInfoQuery()).data;
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
            {socialLinks.map(({ label, href, Icon }) => (
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
            <li>
              <Link to="/faq" className={link}>
                {t('layout.navFaq')}
              </Link>
            </li>
            {helpLinks.map((item) => (
              <li key={item.section}>
                <Link to="/faq#activeExist" state={{ category: item.section }} className={link}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/contact" className={link}>
                {t('layout.navContact')}
              </Link>
            </li>
            <li>
              <Link to="/track" className={link}>
                {t('layout.trackOrder')}
              </Link>
            </li>
            <li>
              <Link to="/services" className={link}>
                {t('layout.navServices')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies" className="lg:col-span-3">
          <h2 id="footer-policies" className={heading}>
            {t('layout.policies')}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {policyLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {t(item.label)}
                </Link>
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
