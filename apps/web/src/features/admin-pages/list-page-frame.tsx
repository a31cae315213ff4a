import type { ContentPageRevisionSummary, ContentPageSummary, ListPageSlug } from '@pasal/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { WITH_DEVANAGARI } from '../../components/devanagari';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { EditPreviewTabs, type EditorView } from '../../components/ui/edit-preview-tabs';
import { linkClass } from '../../components/ui/text-link';
import { PageHistory } from './page-history';
import { PAGE_NAMES } from './page-names';
import { PageState } from './page-state';

// What the FAQ's and the Services page's editors share with each other and with the Markdown
// pages' editor: the page's state, the bar with Save draft, Publish and "Use the built-in page"
// (both asking first), and the history.

export type ListPageAction = 'draft' | 'publish' | 'revert';

export function ListPageFrame({
  slug,
  page,
  history,
  busy,
  dirty,
  confirm,
  onConfirmChange,
  onAction,
  view,
  focusOnClose,
  preview,
  children,
}: {
  slug: ListPageSlug;
  page: ContentPageSummary;
  history: ContentPageRevisionSummary[];
  /** The change under way, if any. */
  busy: ListPageAction | null;
  dirty: boolean;
  confirm: 'publish' | 'revert' | null;
  onConfirmChange(confirm: 'publish' | 'revert' | null): void;
  /** Save draft, Publish or Use the built-in page; a refusal shows the form again (`showForm`). */
  onAction(action: ListPageAction, showForm: () => void): void;
  /** A published version from the history, as the owner wrote it. */
  view: (revision: number) => ReactNode;
  /** The field to focus as a dialog closes on a refusal (the first one it names), if any. */
  focusOnClose(): HTMLElement | null;
  /** The list as the shop will show it, drawn while its tab is chosen. */
  preview: () => ReactNode;
  /** The form. */
  children: ReactNode;
}) {
  const { name, path } = PAGE_NAMES[slug];
  const [tab, setTab] = useState<EditorView>('edit');
  const things = slug === 'faq' ? 'questions' : 'cards';
  return (
    <div style={WITH_DEVANAGARI}>
      <p>
        <Link to="/staff/pages" className={linkClass}>
          All pages
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{name} page</h1>
        <PageState page={page} />
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        {page.published
          ? `The shop shows your published ${things}. `
          : `The shop shows the built-in ${things} until you publish yours. `}
        Saving a draft changes nothing on the shop; publishing shows them at{' '}
        <a href={path} className={linkClass} target="_blank" rel="noreferrer">
          {path}
        </a>{' '}
        at once, in English and Nepali (a blank Nepali text shows the English).
      </p>

      <EditPreviewTabs idPrefix={slug} label={`${name} page`} view={tab} onChange={setTab} />
      <div
        id={`${slug}-edit-panel`}
        role="tabpanel"
        aria-labelledby={`${slug}-edit-tab`}
        hidden={tab !== 'edit'}
        className="mt-4"
      >
        {children}
      </div>
      <div
        id={`${slug}-preview-panel`}
        role="tabpanel"
        aria-labelledby={`${slug}-preview-tab`}
        hidden={tab !== 'preview'}
        className="mt-4"
      >
        {tab === 'preview' ? preview() : null}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <Button
          variant="secondary"
          loading={busy === 'draft'}
          loadingText="Saving..."
          disabled={busy !== null}
          onClick={() => onAction('draft', () => setTab('edit'))}
        >
          Save draft
        </Button>
        <ConfirmDialog
          open={confirm === 'publish'}
          onOpenChange={(open) => onConfirmChange(open ? 'publish' : null)}
          trigger={<Button disabled={busy !== null}>Publish</Button>}
          tone="primary"
          title={`Publish the ${name} page?`}
          description={`Shoppers see these ${things} at ${path} at once, instead of ${page.published ? `the ${things} published now` : `the built-in ${things}`}. The page's history keeps every published version.`}
          confirmLabel="Publish"
          pending={busy === 'publish'}
          pendingLabel="Publishing..."
          onConfirm={() => onAction('publish', () => setTab('edit'))}
          focusOnClose={focusOnClose}
        />
        {page.published ? (
          <ConfirmDialog
            open={confirm === 'revert'}
            onOpenChange={(open) => onConfirmChange(open ? 'revert' : null)}
            trigger={
              <Button variant="ghost" disabled={busy !== null}>
                Use the built-in page
              </Button>
            }
            title={`Show the built-in ${name} page again?`}
            description={`Your published ${things} come off the shop; your draft and the history stay, so you can publish them again.`}
            confirmLabel="Use the built-in page"
            pending={busy === 'revert'}
            pendingLabel="Working..."
            onConfirm={() => onAction('revert', () => setTab('edit'))}
          />
        ) : null}
        {dirty ? <span className="text-sm text-slate-600">Unsaved changes</span> : null}
      </div>

      <PageHistory history={history} view={view} />
    </div>
  );
}

/** Offered while the list is empty: the built-in list, in both languages, naming this shop. */
export function StartFromBuiltin({ onStart }: { onStart(): void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
      <span>Nothing written yet.</span>
      <Button variant="secondary" size="sm" onClick={onStart}>
        Start from the built-in text
      </Button>
    </div>
  );
}
