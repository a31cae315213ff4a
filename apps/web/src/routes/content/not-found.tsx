import { useQuery } from '@tanstack/react-query';
import { Home, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { categoriesQuery } from '../../api/catalog';
import { searchPath } from '../../components/search/search-dialog';
import { container, primaryButton, secondaryButton, withMarkup, PageMeta } from '../../features/content';
import { localText, t } from '../../i18n';

/**
 * The 404 page: /404 and every path no route knows (docs/rules/content.md#not-found: never a
 * redirect to the home page, which would hide broken links). The server answers such paths with
 * HTTP 404 and this page; it offers a search and the categories, so a shopper who followed a stale
 * link goes on.
 */
export function Component() {
  return (
    <div className={`${container} flex flex-col items-center py-16 text-center sm:py-24`}>
      <PageMeta title={t('content.notFoundMetaTitle')} description={t('content.notFoundMetaDescription')} />
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-700 sm:text-7xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{t('content.notFoundTitle')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('content.notFoundText')}</p>
      <ProductSearch />
      <CategoryLinks />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className={primaryButton}>
          <Home aria-hidden="true" className="size-4" />
          {t('content.notFoundHome')}
        </Link>
        <Link to="/products" className={secondaryButton}>
          {t('content.notFoundBrowse')}
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        {withMarkup(t('content.notFoundArticle'), (text) => (
          <Link to="/blogs" className="font-medium text-brand-700 hover:underline">
            {text}
          </Link>
        ))}
      </p>
    </div>
  );
}

/** A search box as the header's search works: a trimmed query to /search?q=…, blank disables it. */
function ProductSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const blank = query.trim().length === 0;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) void navigate(searchPath(query));
  }
  return (
    <form role="search" onSubmit={submit} className="mt-8 flex w-full max-w-lg gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('content.notFoundSearchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('content.notFoundSearchLabel')}
        className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
      />
      <button
        type="submit"
        disabled={blank}
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        <Search aria-hidden="true" className="size-4" />
        {t('content.notFoundSearch')}
      </button>
    </form>
  );
}

/** The shop's categories, each opening /products with the category as navigation state (as the footer does). */
function CategoryLinks() {
  const headingId = useId();
  const categories = useQuery(categoriesQuery());
  if (!categories.data || categories.data.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="mt-10 w-full max-w-2xl">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide [&:lang(ne)]:tracking-normal text-slate-700">
        {t('content.notFoundCategories')}
      </h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {categories.data.map((category) => (
          <li key={category.id}>
            <Link
              to="/products"
              state={{ category: category.name }}
              className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 transition hover:border-brand-700 hover:text-brand-700"
            >
              {localText(category.name, category.name_ne)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
