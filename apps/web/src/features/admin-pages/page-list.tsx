import type { ContentPageSummary } from '@pasal/contract';
import { Link } from 'react-router';
import { linkClass } from '../../components/ui/text-link';
import { PAGE_NAMES } from './page-names';
import { PageState } from './page-state';

/** /staff/pages: the four pages with their state, each opening its editor. */
export function PageList({ pages }: { pages: ContentPageSummary[] }) {
  return (
    <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {pages.map((page) => (
        <li key={page.slug} className="flex flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <Link to={`/staff/pages/${page.slug}`} className={`${linkClass} text-base`}>
              {PAGE_NAMES[page.slug].name}
            </Link>
            <p className="text-sm text-slate-600">{PAGE_NAMES[page.slug].path}</p>
          </div>
          <PageState page={page} />
        </li>
      ))}
    </ul>
  );
}
