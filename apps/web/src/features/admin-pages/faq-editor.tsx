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
import { useFieldArray, useForm } from 'react-hook-form';
import { useShopFacts } from '../../api/shop-info';
import { Select } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { ItemList } from '../../components/ui/item-list';
import { BilingualText } from './bilingual-text';
import { builtinFaq } from './builtin-lists';
import { ListPageFrame, StartFromBuiltin } from './list-page-frame';
import { FaqPreview, PreviewBlocked } from './list-preview';
import { ListRevision } from './list-revision';
import { useListPageEditor } from './use-list-page-editor';

// /staff/pages/faq (issue #32): the FAQ's questions in the owner's words, English and Nepali, each
// in one of the six categories the page's chips filter by. Saving keeps a draft; publishing (after
// a confirmation) shows them on the shop at once; "Use the built-in page" takes them back off.

const FORM_ID = 'faq-form';

export function FaqEditor({ current }: { current: AdminFaqPage }) {
  const facts = useShopFacts();
  const form = useForm<FaqDraftInput, unknown, FaqDraft>({
    resolver: zodResolver(faqDraftSchema),
    defaultValues: current.draft,
  });
  const entries = useFieldArray({ control: form.control, name: 'entries' });
  const { page, formError, confirm, setConfirm, busy, onAction, focusRefused, errorOf } = useListPageEditor(
    'faq',
    current,
    form,
    { publishSchema: faqPublishSchema, reset: (saved) => form.reset(saved.draft) },
  );

  return (
    <ListPageFrame
      slug="faq"
      page={page}
      history={page.history}
      busy={busy}
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
