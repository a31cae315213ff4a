import type { ContentPageSummary } from '@pasal/contract';
import { formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';

const LABELS = { builtin: 'Built-in page', draft: 'Draft, not published', published: 'Published' } as const;
const TONES = { builtin: 'neutral', draft: 'warning', published: 'success' } as const;

/** A page's state as a badge, with when and by whom it was published or its draft saved. */
export function PageState({ page }: { page: ContentPageSummary }) {
  const stamp = page.state === 'published' ? page.published : page.state === 'draft' ? page.draft_saved : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Badge tone={TONES[page.state]}>{LABELS[page.state]}</Badge>
      {page.state === 'published' && page.draft_changed ? <Badge tone="warning">Unpublished changes</Badge> : null}
      {stamp ? (
        <span>
          {page.state === 'published' ? 'Published' : 'Saved'} {formatDateTime(stamp.at)}
          {stamp.by ? ` by ${stamp.by}` : ''}
        </span>
      ) : null}
    </div>
  );
}
