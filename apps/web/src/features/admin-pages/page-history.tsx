import type { ContentPageRevisionSummary, ContentPageSlug } from '@pasal/contract';
import { useState, type ReactNode } from 'react';
import { staffFailureMessage } from '../../api/failure-message';
import { formatDateTime } from '../../components/format-date';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { usePageRevision } from './api';

function Markdown({ label, text, lang }: { label: string; text: string; lang: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{label}</h3>
      <pre
        lang={lang}
        className="mt-1 max-h-72 overflow-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
      >
        {text || '(blank: the English shows)'}
      </pre>
    </div>
  );
}

/** A Markdown page's published version, as written. */
export function MarkdownRevision({ slug, id }: { slug: ContentPageSlug; id: number }) {
  const revision = usePageRevision(slug, id);
  if (revision.isPending) return <Spinner label="Loading..." className="py-6 text-slate-700" />;
  if (revision.isError) return <FormAlert message={staffFailureMessage(revision.error)} />;
  if (revision.data.body_en === null)
    return <p className="text-sm text-slate-700">The built-in page was shown again.</p>;
  return (
    <div className="space-y-4">
      <Markdown label="English" text={revision.data.body_en} lang="en" />
      <Markdown label="Nepali" text={revision.data.body_ne ?? ''} lang="ne" />
    </div>
  );
}

/**
 * Every publish and return to the built-in page, newest first; a published version can be read
 * (`view` draws it: the Markdown, or a list page's questions or cards).
 */
export function PageHistory({
  history,
  view,
}: {
  history: ContentPageRevisionSummary[];
  view: (revision: number) => ReactNode;
}) {
  const [open, setOpen] = useState<ContentPageRevisionSummary | null>(null);
  return (
    <section aria-labelledby="page-history" className="mt-8">
      <h2 id="page-history" className="text-lg font-semibold text-ink">
        History
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing published yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {history.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-slate-800">
                {entry.action === 'published' ? 'Published' : 'Back to the built-in page'} {formatDateTime(entry.at)} by{' '}
                {entry.by}
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
        {open ? view(open.id) : null}
      </Dialog>
    </section>
  );
}
