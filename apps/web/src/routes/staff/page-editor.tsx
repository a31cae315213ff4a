import { isContentPageSlug, type ContentPageSlug } from '@pasal/contract';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { FaqEditor, PageEditor, ServicesEditor, useAdminListPage, useAdminPage } from '../../features/admin-pages';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';
import { staffFailureMessage } from '../../api/failure-message';

/** The editor once the page is read; a spinner meanwhile, and a retry when it could not be. */
function Loaded<T>({
  page,
  children,
}: {
  page: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined; refetch(): unknown };
  children: (data: T) => ReactNode;
}) {
  if (page.isPending) return <Spinner label="Loading the page..." className="py-10 text-slate-700" />;
  if (page.isError || page.data === undefined) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Page</h1>
        <FormAlert message={`The page could not be loaded. ${staffFailureMessage(page.error)}`} />
        <Button variant="secondary" onClick={() => void page.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(page.data);
}

function Editor({ slug }: { slug: ContentPageSlug }) {
  const page = useAdminPage(slug);
  return <Loaded page={page}>{(data) => <PageEditor key={slug} current={data} />}</Loaded>;
}

function Faq() {
  const page = useAdminListPage('faq');
  return <Loaded page={page}>{(data) => <FaqEditor current={data} />}</Loaded>;
}

function Services() {
  const page = useAdminListPage('services');
  return <Loaded page={page}>{(data) => <ServicesEditor current={data} />}</Loaded>;
}

/**
 * /staff/pages/{slug}: one content page's Markdown, preview, publishing and history, or the FAQ's
 * questions or the Services page's cards (admins only).
 */
export function Component() {
  const { slug = '' } = useParams();
  const editor =
    slug === 'faq' ? (
      <Faq />
    ) : slug === 'services' ? (
      <Services />
    ) : isContentPageSlug(slug) ? (
      <Editor slug={slug} />
    ) : null;
  if (!editor) return <Navigate to="/staff/pages" replace />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Edit page | ${shopName()}`} description="A content page in your words." noIndex />
      <StaffGuard need="admin">{editor}</StaffGuard>
    </div>
  );
}
