import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PageList, useAdminPages } from '../../features/admin-pages';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';
import { staffFailureMessage } from '../../api/failure-message';

function Pages() {
  const pages = useAdminPages();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Pages</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        The shop's About, Warranty, Privacy Policy and Terms &amp; Conditions pages, its FAQ and its Services page in
        your words. Each shows the built-in text until you publish your own.
      </p>
      {pages.isPending ? <Spinner label="Loading the pages..." className="py-10 text-slate-700" /> : null}
      {pages.isError ? (
        <div className="mt-4 space-y-3">
          <FormAlert message={`The pages could not be loaded. ${staffFailureMessage(pages.error)}`} />
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {pages.data ? <PageList pages={pages.data} /> : null}
    </>
  );
}

/** /staff/pages: the owner-written content pages and their state (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Pages | ${shopName()}`} description="The shop's content pages." noIndex />
      <StaffGuard need="admin">
        <Pages />
      </StaffGuard>
    </div>
  );
}
