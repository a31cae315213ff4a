import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { StorefrontEditor, useAdminHome } from '../../features/admin-storefront';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';
import { staffFailureMessage } from '../../api/failure-message';

function Storefront() {
  const home = useAdminHome();
  if (home.isPending) return <Spinner label="Loading the home page..." className="py-10 text-slate-700" />;
  if (home.isError) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Storefront</h1>
        <FormAlert message={`The home page could not be loaded. ${staffFailureMessage(home.error)}`} />
        <Button variant="secondary" onClick={() => void home.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <StorefrontEditor current={home.data} />;
}

/** /staff/storefront: the home page's sections in the owner's words, with a preview (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Storefront | ${shopName()}`} description="The home page's sections." noIndex />
      <StaffGuard need="admin">
        <Storefront />
      </StaffGuard>
    </div>
  );
}
