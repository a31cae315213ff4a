import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { UnsubscribePage } from '../../features/admin-inbox/unsubscribe-page';

/** /newsletter/unsubscribe?token=…: the newsletter e-mails' unsubscribe link (no sign-in, not indexed). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="px-4">
      <PageMeta
        title="Unsubscribe | Pasal"
        description="Stop the Pasal newsletter e-mails."
        path="/newsletter/unsubscribe"
        noIndex
      />
      <UnsubscribePage token={params.get('token')?.trim() ?? ''} />
    </div>
  );
}
