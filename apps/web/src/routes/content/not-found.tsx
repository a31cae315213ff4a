import { Home, Search } from 'lucide-react';
import { Link } from 'react-router';
import { container, primaryButton, secondaryButton } from '../../features/content/page-header';
import { PageMeta } from '../../features/content/page-meta';

export function Component() {
  return (
    <div className={`${container} flex flex-col items-center py-20 text-center sm:py-28`}>
      <PageMeta title="Page Not Found" description="The page you are looking for does not exist or has moved." />
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-700 sm:text-7xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">Sorry, the page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={primaryButton}>
          <Home aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <Link to="/products" className={secondaryButton}>
          <Search aria-hidden="true" className="size-4" />
          Browse Products
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Looking for an article? See all{' '}
        <Link to="/blogs" className="font-medium text-brand-700 hover:underline">
          blog posts
        </Link>
        .
      </p>
    </div>
  );
}
