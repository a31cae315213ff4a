import { isContentPageSlug, type ContentPageSlug } from '@pasal/contract';
import { Navigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PageEditor, useAdminPage } from '../../features/admin-pages';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';
import { staffFailureMessage } from '../../api/failure-message';

function Editor({ slug }: { slug: ContentPageSlug }) {
  const page = useAdminPage(slug);
  if (page.isPending) return <Spinner label="Loading the page..." className="py-10 text-slate-700" />;
  if (page.isError) {
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
  return <PageEditor key={slug} current={page.data} />;
}

/** /staff/pages/{slug}: one content page's Markdown, preview, publishing and history (admins only). */
export function Component() {
  const { slug = '' } = useParams();
  if (!isContentPageSlug(slug)) return <Navigate to="/staff/pages" replace />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Edit page | ${shopName()}`} description="A content page in your words." noIndex />
      <StaffGuard need="admin">
        <Editor slug={slug} />
      </StaffGuard>
    </div>
  );
}
