import type { BlogPostSummary } from '@pasal/contract';
import { formatDateTime } from '../../components/format-date';
import { Badge } from '../../components/ui/badge';

/** A post's state as a badge, with when and by whom it was published or its draft saved. */
export function PostState({ post }: { post: BlogPostSummary }) {
  const published = post.state === 'published';
  const stamp = published ? post.published : post.draft_saved;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Badge tone={published ? 'success' : 'warning'}>
        {published ? 'Published' : post.ever_published ? 'Unpublished' : 'Draft'}
      </Badge>
      {published && post.draft_changed ? <Badge tone="warning">Unpublished changes</Badge> : null}
      {stamp ? (
        <span>
          {published ? 'Published' : 'Saved'} {formatDateTime(stamp.at)}
          {stamp.by ? ` by ${stamp.by}` : ''}
        </span>
      ) : null}
    </div>
  );
}
