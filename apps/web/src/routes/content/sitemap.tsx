import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { categoriesQuery } from '../../api/catalog';
import type { BlogPost } from '../../content/blog-posts';
import { FAQ_SECTION_PATH, faqLinkState } from '../../content/faq';
import { container, PageHeader, PageMeta, useShownBlog } from '../../features/content';
import { localText, t } from '../../i18n';

interface SitemapLink {
  to: string;
  label: string;
  state?: unknown;
}

/** The groups of links, named in the page's language (looked up at render: see i18n). */
function sitemapGroups(posts: readonly BlogPost[]): Array<{ id: string; title: string; links: SitemapLink[] }> {
  return [
    {
      id: 'sitemap-shop',
      title: t('content.sitemapShop'),
      links: [
        { to: '/', label: t('content.sitemapHome') },
        { to: '/products', label: t('content.sitemapAllProducts') },
        { to: '/wishlist', label: t('content.sitemapWishlist') },
        { to: '/carts', label: t('content.sitemapCart') },
        { to: '/checkout', label: t('content.sitemapCheckout') },
      ],
    },
    {
      id: 'sitemap-company',
      title: t('content.sitemapCompany'),
      links: [
        { to: '/about', label: t('content.sitemapAbout') },
        { to: '/services', label: t('content.sitemapServices') },
        { to: '/contact', label: t('content.sitemapContact') },
        { to: '/blogs', label: t('content.sitemapBlog') },
      ],
    },
    {
      id: 'sitemap-help',
      title: t('content.sitemapHelp'),
      links: [
        { to: '/faq', label: t('content.sitemapFaq') },
        { to: FAQ_SECTION_PATH, label: t('content.sitemapShippingQuestions'), state: faqLinkState('Shipping') },
        { to: FAQ_SECTION_PATH, label: t('content.sitemapReturnsQuestions'), state: faqLinkState('Returns') },
        { to: FAQ_SECTION_PATH, label: t('content.sitemapPaymentQuestions'), state: faqLinkState('Payment') },
        { to: '/track', label: t('layout.trackOrder') },
      ],
    },
    {
      id: 'sitemap-policies',
      title: t('content.sitemapPolicies'),
      links: [
        { to: '/warranty', label: t('content.sitemapWarranty') },
        { to: '/privacy-policy', label: t('content.sitemapPrivacy') },
        { to: '/terms-and-conditions', label: t('content.sitemapTerms') },
      ],
    },
    {
      id: 'sitemap-account',
      title: t('content.sitemapAccount'),
      links: [
        { to: '/login', label: t('content.sitemapLogin') },
        { to: '/signup', label: t('content.sitemapSignup') },
        { to: '/forgot-password', label: t('content.sitemapForgotPassword') },
        { to: '/profile', label: t('content.sitemapMyAccount') },
        { to: '/profile/orders', label: t('content.sitemapMyOrders') },
      ],
    },
    {
      id: 'sitemap-blog-posts',
      title: t('content.sitemapBlogPosts'),
      links: posts.map((post) => ({ to: `/blogs/${post.id}`, label: post.title })),
    },
  ];
}

const linkClass = 'text-slate-700 hover:text-brand-700 hover:underline';

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </section>
  );
}

function renderGroup(group: ReturnType<typeof sitemapGroups>[number]) {
  return (
    <Group key={group.id} id={group.id} title={group.title}>
      {group.links.map((link) => (
        <li key={`${link.to}-${link.label}`}>
          <Link to={link.to} state={link.state} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </Group>
  );
}

export function Component() {
  const categories = useQuery(categoriesQuery());
  // The posts the shop shows: none listed while they load, and no group on a shop without posts.
  const groups = sitemapGroups(useShownBlog().posts ?? []).filter((group) => group.links.length > 0);
  return (
    <>
      <PageMeta title={t('content.sitemapMetaTitle')} description={t('content.sitemapMetaDescription')} />
      <PageHeader eyebrow={t('content.sitemapTitle')} title={t('content.sitemapTitle')}>
        <p>{t('content.sitemapIntro')}</p>
      </PageHeader>
      <div className={`${container} grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-3`}>
        {groups.slice(0, 1).map(renderGroup)}
        <Group id="sitemap-categories" title={t('content.sitemapCategories')}>
          {categories.isPending ? (
            Array.from({ length: 5 }, (_, index) => (
              <li key={index} aria-hidden="true" className="h-5 w-32 rounded bg-slate-100" />
            ))
          ) : categories.isError ? (
            <li>
              <Link to="/products" className={linkClass}>
                {t('content.sitemapBrowseAll')}
              </Link>
            </li>
          ) : (
            categories.data.map((category) => (
              <li key={category.id}>
                <Link to="/products" state={{ category: category.name }} className={linkClass}>
                  {localText(category.name, category.name_ne)}
                </Link>
              </li>
            ))
          )}
        </Group>
        {groups.slice(1).map(renderGroup)}
      </div>
    </>
  );
}
