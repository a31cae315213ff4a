import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_PAGE_BODY_MAX,
  contentPageDraftSchema,
  contentPagePublishSchema,
  type AdminContentPage,
  type ContentPageDraft,
  type ContentPageSlug,
} from '@pasal/contract';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { useShopFacts } from '../../api/shop-info';
import { DEVANAGARI_FIRST, WITH_DEVANAGARI } from '../../components/devanagari';
import { Button } from '../../components/ui/button';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import { ConfirmDialog, useFocusOnNextClose } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { linkClass } from '../../components/ui/text-link';
import { usePageChange } from './api';
import { builtinMarkdown } from './builtin-markdown';
import { MarkdownRevision, PageHistory } from './page-history';
import { PAGE_NAMES } from './page-names';
import { PagePreview } from './page-preview';
import { PageState } from './page-state';
import { EditPreviewTabs, type EditorView } from '../../components/ui/edit-preview-tabs';

// /staff/pages/{slug} (issue #32): a content page in the owner's Markdown, English and Nepali, with
// a preview tab drawn by the same rules the server applies. Saving keeps a draft only; publishing
// (after a confirmation) shows it on the shop at once; "Use the built-in page" takes it back off.

type Kind = 'draft' | 'publish' | 'revert';
type BodyKind = Exclude<Kind, 'revert'>;

// The form holds both texts as strings, which either of the contract's schemas takes.
const draftForm = z.preprocess((values: ContentPageDraft) => values, contentPageDraftSchema);
const publishForm = z.preprocess((values: ContentPageDraft) => values, contentPagePublishSchema);
const isField = (field: string): field is keyof ContentPageDraft => field === 'body_en' || field === 'body_ne';

/** The English, else the Nepali, when it has a message: the edit tab is shown first. */
const firstErrorField = (found: FieldErrors<ContentPageDraft>) =>
  document.getElementById(found.body_en ? 'page-body-en' : 'page-body-ne');

export function PageEditor({ current }: { current: AdminContentPage }) {
  const slug: ContentPageSlug = current.slug;
  const change = usePageChange(slug);
  const facts = useShopFacts();
  const [page, setPage] = useState(current);
  const [formError, setFormError] = useState<string | null>(null);
  const [view, setView] = useState<EditorView>('edit');
  const [confirm, setConfirm] = useState<'publish' | 'revert' | null>(null);
  // A draft is checked by the contract's draft schema, a publish by its publish schema (English required).
  const checking = useRef<BodyKind>('draft');
  // The focus is moved by hand, as before react-hook-form: the edit tab may have to be shown first.
  // A message stays until the next save or publish.
  const { register, handleSubmit, watch, reset, setValue, setError, clearErrors, formState } =
    useForm<ContentPageDraft>({
      resolver: (values, context, options) =>
        zodResolver(checking.current === 'publish' ? publishForm : draftForm)(values, context, options),
      defaultValues: current.draft,
      shouldFocusError: false,
      reValidateMode: 'onSubmit',
    });
  const { errors } = formState;
  // A refusal of what a dialog asked for takes the focus as the dialog closes: while it is open it
  // holds the focus.
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();
  const focusAfterRender = useFocusAfterRender();
  const focusFirstError = (found: FieldErrors<ContentPageDraft>, fromDialog: boolean) => {
    if (fromDialog) focusNextClose(() => firstErrorField(found));
    // After the render that shows the edit tab again: a hidden field takes no focus.
    else focusAfterRender(() => firstErrorField(found)?.focus());
  };
  const body = watch();
  const name = PAGE_NAMES[slug].name;
  const dirty = body.body_en !== page.draft.body_en || body.body_ne !== page.draft.body_ne;

  const mutate = (request: { kind: 'revert' } | { kind: BodyKind; body: ContentPageDraft }) =>
    change.mutate(request, {
      onSuccess: (answer) => {
        setConfirm(null);
        toast.success(answer.message);
        setPage(answer.data);
        reset(answer.data.draft);
      },
      onError: (error) => {
        setConfirm(null);
        if (!(error instanceof ApiError) || error.status >= 500) {
          toast.error(staffFailureMessage(error));
          return;
        }
        setView('edit');
        const onFields: FieldErrors<ContentPageDraft> = {};
        for (const [field, message] of Object.entries(error.body.errors ?? {}))
          if (isField(field) && !onFields[field]) onFields[field] = { type: 'server', message };
        clearErrors();
        for (const field of ['body_en', 'body_ne'] as const) {
          const found = onFields[field];
          if (found) setError(field, found);
        }
        if (Object.keys(onFields).length === 0) setFormError(staffFailureMessage(error));
        else focusFirstError(onFields, request.kind === 'publish');
      },
    });

  const send = (kind: Kind) => {
    setFormError(null);
    if (kind === 'revert') return mutate({ kind });
    checking.current = kind;
    void handleSubmit(
      (checked) => mutate({ kind, body: checked }),
      (found) => {
        setConfirm(null);
        setView('edit');
        focusFirstError(found, kind === 'publish');
      },
    )();
  };

  const startFromBuiltin = () => {
    const builtin = builtinMarkdown(slug, facts);
    setValue('body_en', builtin.body_en);
    setValue('body_ne', builtin.body_ne);
    clearErrors();
  };

  const hint = `Markdown: ## a heading, **bold**, *italic*, - a list item, [words](/products) a link (a path on this shop or an https address). At most ${CONTENT_PAGE_BODY_MAX.toLocaleString('en')} characters.`;
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
          ? 'The shop shows your published page. '
          : 'The shop shows the built-in page until you publish yours. '}
        Saving a draft changes nothing on the shop; publishing shows the page at{' '}
        <a href={PAGE_NAMES[slug].path} className={linkClass} target="_blank" rel="noreferrer">
          {PAGE_NAMES[slug].path}
        </a>{' '}
        at once, in English and Nepali (a blank Nepali text shows the English).
      </p>

      <EditPreviewTabs idPrefix="page" label={`${name} page`} view={view} onChange={setView} />

      <div
        id="page-edit-panel"
        role="tabpanel"
        aria-labelledby="page-edit-tab"
        hidden={view !== 'edit'}
        className="mt-4"
      >
        <form
          noValidate
          aria-label={`${name} page in Markdown`}
          onSubmit={(event) => {
            event.preventDefault();
            send('draft');
          }}
          className="flex min-w-0 flex-col gap-5"
        >
          <FormAlert message={formError} />
          {body.body_en.trim() === '' && body.body_ne.trim() === '' ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
              <span>Nothing written yet.</span>
              <Button variant="secondary" size="sm" onClick={startFromBuiltin}>
                Start from the built-in text
              </Button>
            </div>
          ) : null}
          <Textarea
            id="page-body-en"
            label="English (Markdown)"
            hint={hint}
            rows={16}
            error={errors.body_en?.message}
            {...register('body_en')}
          />
          <Textarea
            id="page-body-ne"
            label="Nepali (Markdown)"
            optional
            hint="Blank: Nepali pages show the English."
            rows={16}
            lang="ne"
            style={DEVANAGARI_FIRST}
            error={errors.body_ne?.message}
            {...register('body_ne')}
          />
        </form>
      </div>
      <div
        id="page-preview-panel"
        role="tabpanel"
        aria-labelledby="page-preview-tab"
        hidden={view !== 'preview'}
        className="mt-4"
      >
        {view === 'preview' ? <PagePreview title={name} body={body} /> : null}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <Button
          variant="secondary"
          loading={change.isPending && change.variables.kind === 'draft'}
          loadingText="Saving..."
          disabled={change.isPending}
          onClick={() => send('draft')}
        >
          Save draft
        </Button>
        <ConfirmDialog
          open={confirm === 'publish'}
          onOpenChange={(open) => setConfirm(open ? 'publish' : null)}
          trigger={<Button disabled={change.isPending}>Publish</Button>}
          tone="primary"
          title={`Publish the ${name} page?`}
          description={`Shoppers see these words at ${PAGE_NAMES[slug].path} at once, instead of ${page.published ? 'the page published now' : 'the built-in page'}. The page's history keeps every published version.`}
          confirmLabel="Publish"
          pending={change.isPending}
          pendingLabel="Publishing..."
          onConfirm={() => send('publish')}
          focusOnClose={focusOnClose}
        />
        {page.published ? (
          <ConfirmDialog
            open={confirm === 'revert'}
            onOpenChange={(open) => setConfirm(open ? 'revert' : null)}
            trigger={
              <Button variant="ghost" disabled={change.isPending}>
                Use the built-in page
              </Button>
            }
            title={`Show the built-in ${name} page again?`}
            description="Your published page comes off the shop; your draft and the history stay, so you can publish it again."
            confirmLabel="Use the built-in page"
            pending={change.isPending}
            pendingLabel="Working..."
            onConfirm={() => send('revert')}
          />
        ) : null}
        {dirty ? <span className="text-sm text-slate-600">Unsaved changes</span> : null}
      </div>

      <PageHistory history={page.history} view={(id) => <MarkdownRevision slug={slug} id={id} />} />
    </div>
  );
}
