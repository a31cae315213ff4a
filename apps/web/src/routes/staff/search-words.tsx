import { PageMeta } from '../../components/page-meta';
import { SearchWordsScreen } from '../../features/search-words';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/search-words: the shop's own lines of words that mean the same to the search (staff). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Search words | ${shopName()}`} description="Words the shop's search understands." noIndex />
      <StaffGuard need="staff">
        <SearchWordsScreen />
      </StaffGuard>
    </div>
  );
}
