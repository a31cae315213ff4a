import { Button } from '../../components/ui/button';
import { t } from '../../i18n';

/**
 * Cancel and submit; the submit button shows a spinner and 'Submitting...' while pending
 * (docs/rules/content.md#notifications-and-forms).
 */
export function DialogFormActions(props: { pending: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={props.onCancel}>
        {t('reviews.cancel')}
      </Button>
      <Button type="submit" loading={props.pending}>
        {props.submitLabel}
      </Button>
    </div>
  );
}
