import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { categoriesQuery } from '../../api/catalog';
import { BLOG_POSTS } from '../../content/blog-posts';
import { FAQ_SECTION_PATH, faqLinkState } from '../../content/faq';
import { container, PageHeader } from '../../features/content/page-header';
import { PageMeta } from '../../features/content/page-meta';

interface SitemapLink {
  to: string;
  label: string;
  state?: unknown;
}

const groups: Array<{ title: string; links: SitemapLink[] }> = [
  {
    title: 'Shop',
    links: [
      { to: '/', label: 'Home' },
      { to: '/products', label: 'All Products' },
      { to: '/wishlist', label: 'Wishlist' },
      { to: '/carts', label: 'Shopping Cart' },
      { to: '/checkout', label: 'Checkout' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/services', label: 'Services' },
      { to: '/contact', label: 'Contact' },
      { to: '/blogs', label: 'Blog' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: FAQ_SECTION_PATH, label: 'Shipping questions', state: faqLinkState('Shipping') },
      { to: FAQ_SECTION_PATH, label: 'Returns questions', state: faqLinkState('Returns') },
      { to: FAQ_SECTION_PATH, label: 'Payment questions', state: faqLinkState('Payment') },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/warranty', label: 'Warranty Policy' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-and-conditions', label: 'Terms and Conditions' },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: '/login', label: 'Login' },
      { to: '/signup', label: 'Sign Up' },
      { to: '/forgot-password', label: 'Forgot Password' },
      { to: '/profile', label: 'My Account' },
      { to: '/profile/orders', label: 'My Orders' },
    ],
  },
  {
    title: 'Blog posts',
    links: BLOG_POSTS.map((post) => ({ to: `/blogs/${post.id}`, label: post.title })),
  },
];

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

function renderGroup(group: (typeof groups)[number]) {
  const id = `sitemap-${group.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Group key={group.title} id={id} title={group.title}>
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
  return (
    <>
      <PageMeta
        title="Sitemap"
        description="Every page of the Pasal shop in one list: products by category, help pages, blog posts, policies and your account."
      />
      <PageHeader eyebrow="Sitemap" title="Sitemap">
        <p>Every page of the shop in one place.</p>
      </PageHeader>
      <div className={`${container} grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-3`}>
        {groups.slice(0, 1).map(renderGroup)}
        <Group id="sitemap-categories" title="Product categories">
          {categories.isPending ? (
            Array.from({ length: 5 }, (_, index) => (
              <li key={index} aria-hidden="true" className="h-5 w-32 rounded bg-slate-100" />
            ))
          ) : categories.isError ? (
            <li>
              <Link to="/products" className={linkClass}>
                Browse all products
              </Link>
            </li>
          ) : (
            categories.data.map((category) => (
              <li key={category.id}>
                <Link to="/products" state={{ category: category.name }} className={linkClass}>
                  {category.name}
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
