import { PageMeta } from '../../components/page-meta';
import { AddressBook } from '../../features/addresses';
import { AccountPage } from '../../features/auth';
import { t } from '../../i18n';

/** /profile/addresses: the shopper's saved delivery addresses (issue #20). */
export function Component() {
  return (
    <>
      <PageMeta title={t('address.metaTitle')} description={t('address.metaDescription')} noIndex />
      <AccountPage title={t('address.bookTitle')} intro={t('address.bookIntro')}>
        <AddressBook />
      </AccountPage>
    </>
  );
}
