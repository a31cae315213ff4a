import type { BlogPostRevisionSummary } from '@pasal/contract';
import { useState } from 'react';
import { staffFailureMessage } from '../../api/failure-message';
import { formatDateTime } from '../../components/format-date';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { useBlogRevision } from './api';
import { PostPreview } from './post-preview';

function Revision({ postId, id }: { postId: number; id: number }) {
  const revision = useBlogRevision(postId, id);
  if (revision.isPending) return <Spinner label="Loading..." className="py-6 text-slate-700" />;
  if (revision.isError) return <FormAlert message={staffFailureMessage(revision.error)} />;
  if (!revision.data.content) return <p className="text-sm text-slate-700">The post was taken off the shop.</p>;
  return <PostPreview post={revision.data.content} />;
}

/** Every publish and unpublish, newest first; a published version can be opened and read. */
export function PostHistory({ postId, history }: { postId: number; history: BlogPostRevisionSummary[] }) {
  const [open, setOpen] = useState<BlogPostRevisionSummary | null>(null);
  return (
    <section aria-labelledby="post-history" className="mt-8">
      <h2 id="post-history" className="text-lg font-semibold text-ink">
        History
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing published yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {history.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-slate-800">
                {entry.action === 'published' ? 'Published' : 'Unpublished'} {formatDateTime(entry.at)} by {entry.by}
              </span>
              {entry.action === 'published' ? (
                <Button variant="ghost" size="sm" onClick={() => setOpen(entry)}>
                  View <span className="sr-only">the version of {formatDateTime(entry.at)}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        title={open ? `Published ${formatDateTime(open.at)} by ${open.by}` : ''}
        size="lg"
      >
        {open ? <Revision postId={postId} id={open.id} /> : null}
      </Dialog>
    </section>
  );
}
