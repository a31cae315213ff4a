import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { UnsubscribePage } from '../../features/admin-inbox';
import { t } from '../../i18n';

/** /newsletter/unsubscribe?token=…: the newsletter e-mails' unsubscribe link (no sign-in, not indexed). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="px-4">
      <PageMeta
        title={t('content.unsubscribeMetaTitle')}
        description={t('content.unsubscribeMetaDescription')}
        path="/newsletter/unsubscribe"
        noIndex
      />
      <UnsubscribePage token={params.get('token')?.trim() ?? ''} />
    </div>
  );
}
