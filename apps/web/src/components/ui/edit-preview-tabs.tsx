// The back office editors' two views (issue #32): the form, and a preview as wide as the page.
// A tab list as the ARIA pattern has it: the chosen tab is the one in the tab order, and the
// arrow keys move between the two. The panels are the editor's own, named `${idPrefix}-edit-panel`
// and `${idPrefix}-preview-panel`.

export type EditorView = 'edit' | 'preview';

const VIEWS: readonly EditorView[] = ['edit', 'preview'];

export function EditPreviewTabs({
  idPrefix,
  label,
  view,
  onChange,
}: {
  idPrefix: string;
  label: string;
  view: EditorView;
  onChange(view: EditorView): void;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="mt-5 inline-flex rounded-full border border-slate-300 bg-white p-1"
      onKeyDown={(event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        const next = view === 'edit' ? 'preview' : 'edit';
        onChange(next);
        document.getElementById(`${idPrefix}-${next}-tab`)?.focus();
      }}
    >
      {VIEWS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab}-tab`}
          aria-selected={view === tab}
          aria-controls={`${idPrefix}-${tab}-panel`}
          tabIndex={view === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          className="h-10 rounded-full px-5 text-sm font-semibold text-slate-700 aria-selected:bg-ink aria-selected:text-white"
        >
          {tab === 'edit' ? 'Edit' : 'Preview'}
        </button>
      ))}
    </div>
  );
}
