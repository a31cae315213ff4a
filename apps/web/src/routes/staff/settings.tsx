import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import {
  DemoDataSection,
  MailServerSection,
  PaymentsSection,
  useAdminSettings,
  SettingsForm,
} from '../../features/admin-settings';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';
import { staffFailureMessage } from '../../api/failure-message';

function Settings() {
  const settings = useAdminSettings();
  if (settings.isPending) return <Spinner label="Loading settings..." className="py-10 text-slate-700" />;
  if (settings.isError) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Settings</h1>
        <FormAlert message={`The settings could not be loaded. ${staffFailureMessage(settings.error)}`} />
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      <SettingsForm current={settings.data} />
      <MailServerSection />
      <PaymentsSection />
      <DemoDataSection />
    </>
  );
}

/** /staff/settings: the shop's name, contact, seller details, delivery and payment methods, and removing the demo data (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Settings | ${shopName()}`} description="The shop's settings." noIndex />
      <StaffGuard need="admin">
        <Settings />
      </StaffGuard>
    </div>
  );
}
