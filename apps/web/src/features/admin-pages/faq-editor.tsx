import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAQ_CATEGORIES,
  faqDraftSchema,
  faqPublishSchema,
  LIST_PAGE_LIMITS,
  type AdminFaqPage,
  type FaqDraft,
  type FaqDraftInput,
} from '@pasal/contract';
import { useRef, useState } from 'react';
import { get, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import { useShopFacts } from '../../api/shop-info';
import { Select } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { ItemList } from '../../components/ui/item-list';
import { BilingualText } from './bilingual-text';
import { builtinFaq } from './builtin-lists';
import { ListPageFrame, StartFromBuiltin, type ListPageAction } from './list-page-frame';
import { useListPageChange, type ListChange } from './list-page-api';
import { FaqPreview, PreviewBlocked } from './list-preview';
import { ListRevision } from './list-revision';

// /staff/pages/faq (issue #32): the FAQ's questions in the owner's words, English and Nepali, each
// in one of the six categories the page's chips filter by. Saving keeps a draft; publishing (after
// a confirmation) shows them on the shop at once; "Use the built-in page" takes them back off.

const FORM_ID = 'faq-form';
type Path = FieldPath<FaqDraftInput>;

export function FaqEditor({ current }: { current: AdminFaqPage }) {
  const change = useListPageChange('faq');
  const facts = useShopFacts();
  const [page, setPage] = useState(current);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'revert' | null>(null);
  const form = useForm<FaqDraftInput, unknown, FaqDraft>({
    resolver: zodResolver(faqDraftSchema),
    defaultValues: current.draft,
  });
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const errorOf = (path: string) => {
    const error = get(form.formState.errors, path) as { message?: string; root?: { message?: string } } | undefined;
    return error?.message ?? error?.root?.message;
  };
  // A refusal while the publish dialog is open: its first field takes focus as the dialog closes
  // (focused now, it would lose focus to the dialog's return to its button).
  const refused = useRef<string | null>(null);
  const showErrors = (found: [string, string][], inDialog = false) => {
    refused.current = inDialog ? (found[0]?.[0] ?? null) : null;
    found.forEach(([path, message], index) =>
      form.setError(path as Path, { message }, { shouldFocus: !inDialog && index === 0 }),
    );
  };
  const focusRefused = () => {
    const path = refused.current;
    refused.current = null;
    return path ? document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) : null;
  };

  const run = (asked: ListChange<FaqDraft>, showForm: () => void) => {
    setFormError(null);
    change.mutate(asked, {
      onSuccess: (answer) => {
        setConfirm(null);
        toast.success(answer.message);
        setPage(answer.data);
        form.reset(answer.data.draft);
      },
      onError: (error) => {
        setConfirm(null);
        if (!(error instanceof ApiError) || error.status >= 500) {
          toast.error(staffFailureMessage(error));
          return;
        }
        showForm();
        const onFields = Object.entries(error.body.errors ?? {});
        showErrors(onFields, asked.kind === 'publish');
        if (onFields.length === 0) setFormError(staffFailureMessage(error));
      },
    });
  };

  const onAction = (action: ListPageAction, showForm: () => void) => {
    if (action === 'revert') return run({ kind: 'revert' }, showForm);
    void form.handleSubmit(
      (doc) => {
        if (action === 'publish') {
          // Publishing asks for more than a draft: at least one question, each written in English.
          const checked = faqPublishSchema.safeParse(doc);
          if (!checked.success) {
            setConfirm(null);
            showForm();
            showErrors(
              checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
              true,
            );
            return;
          }
        }
        run({ kind: action, doc }, showForm);
      },
      () => {
        setConfirm(null);
        showForm();
      },
    )();
  };

  return (
    <ListPageFrame
      slug="faq"
      page={page}
      history={page.history}
      busy={change.isPending ? change.variables.kind : null}
      dirty={form.formState.isDirty}
      confirm={confirm}
      onConfirmChange={setConfirm}
      onAction={onAction}
      focusOnClose={focusRefused}
      view={(id) => <ListRevision slug="faq" id={id} />}
      preview={() => {
        const checked = faqDraftSchema.safeParse(form.getValues());
        return checked.success ? <FaqPreview doc={checked.data} /> : <PreviewBlocked />;
      }}
    >
      <form
        id={FORM_ID}
        noValidate
        aria-label="FAQ questions"
        onSubmit={(event) => {
          event.preventDefault();
          onAction('draft', () => undefined);
        }}
        className="flex min-w-0 flex-col gap-4"
      >
        <FormAlert message={formError} />
        <p className="text-sm text-slate-600">
          Up to {LIST_PAGE_LIMITS.faqEntries} questions, shown in this order. Answers are plain text; a blank line
          starts a new paragraph. Shoppers filter them by category and search their words.
        </p>
        {entries.fields.length === 0 ? (
          <StartFromBuiltin
            onStart={() => {
              entries.replace(builtinFaq(facts).entries);
              form.clearErrors();
            }}
          />
        ) : null}
        <ItemList
          noun="question"
          fields={entries.fields}
          max={LIST_PAGE_LIMITS.faqEntries}
          error={errorOf('entries')}
          move={entries.move}
          remove={entries.remove}
          onAdd={() =>
            entries.append(
              { category: 'Ordering', question: '', question_ne: '', answer: '', answer_ne: '' },
              { focusName: `entries.${entries.fields.length}.question` },
            )
          }
        >
          {(index) => (
            <div className="flex flex-col gap-3">
              <Select
                label="Category"
                className="sm:max-w-xs"
                options={FAQ_CATEGORIES.map((category) => ({ value: category, label: category }))}
                error={errorOf(`entries.${index}.category`)}
                {...form.register(`entries.${index}.category`)}
              />
              <BilingualText
                label="Question"
                max={LIST_PAGE_LIMITS.question}
                english={form.register(`entries.${index}.question`)}
                nepali={form.register(`entries.${index}.question_ne`)}
                errors={{
                  english: errorOf(`entries.${index}.question`),
                  nepali: errorOf(`entries.${index}.question_ne`),
                }}
              />
              <BilingualText
                label="Answer"
                long
                max={LIST_PAGE_LIMITS.answer}
                english={form.register(`entries.${index}.answer`)}
                nepali={form.register(`entries.${index}.answer_ne`)}
                errors={{
                  english: errorOf(`entries.${index}.answer`),
                  nepali: errorOf(`entries.${index}.answer_ne`),
                }}
              />
            </div>
          )}
        </ItemList>
      </form>
    </ListPageFrame>
  );
}
