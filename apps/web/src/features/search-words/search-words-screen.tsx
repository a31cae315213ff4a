import { zodResolver } from '@hookform/resolvers/zod';
import { searchWordLineInputSchema, splitSearchWords, SEARCH_WORDS_LIMITS, type SearchWordLine } from '@pasal/contract';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { formatDate } from '../../components/format-date';
import { Button } from '../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { ConfirmDialog, useFocusOnNextClose } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { useAddSearchWords, useRemoveSearchWords, useSearchWords } from './api';
// The words are often Devanagari on this English screen: the shop's own Devanagari font
// (unicode-range: fetched only when such a letter shows) backs the system font, as on the sales register.
import '../../i18n/devanagari-font.css';
import { staffFailureMessage } from '../../api/failure-message';

// /staff/search-words (staff and admins, issue #30): lines of words that mean the same to
// shoppers, which the search adds to its built-in list. Add a line (words separated by commas),
// remove one (after a confirmation); each word links to the shop's search so staff see what
// shoppers get. The built-in lines are listed below, read-only, so nobody adds what already works.

type ColumnKey = 'words' | 'reads' | 'added' | 'actions';

/** The system font, then the shop's Devanagari one for the letters the system font lacks. */
const withDevanagari = { fontFamily: "var(--font-sans), 'Noto Sans Devanagari'" };

const searchHref = (word: string) => `/search?q=${encodeURIComponent(word)}`;
/** The words as the search reads them, each once ("bag, jhola" for bag, झोला, jhola). */
const readAs = (line: SearchWordLine) => [...new Set(line.read_as)].join(', ');
const added = (line: SearchWordLine) =>
  line.added_by ? `${formatDate(line.added_at)}, ${line.added_by}` : formatDate(line.added_at);

function WordLinks({ words }: { words: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {words.map((word, index) => (
        <li key={`${index}-${word}`}>
          <a
            href={searchHref(word)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Search the shop for ${word} (opens in a new tab)`}
            className="inline-flex min-h-8 items-center gap-1 rounded-full bg-slate-100 px-3 text-sm font-medium text-ink ring-1 ring-slate-300 ring-inset hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2"
          >
            {word}
            <ExternalLink aria-hidden="true" className="size-3 text-slate-500" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SearchWordsScreen() {
  const list = useSearchWords();
  const remove = useRemoveSearchWords();
  const [removing, setRemoving] = useState<SearchWordLine | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed line's row and Remove button are gone: the list's heading takes the focus.
  const { focusNextClose, focusOnClose } = useFocusOnNextClose();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        focusNextClose(() => headingRef.current);
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(staffFailureMessage(error));
        setRemoving(null);
      },
    });
  };

  const columns: DataTableColumn<SearchWordLine, ColumnKey>[] = [
    {
      key: 'words',
      header: 'Words',
      rowHeader: true,
      cell: (line) => (
        <>
          <WordLinks words={line.words} />
          {/* On a phone the two columns below are left out: what they say follows the words. */}
          <span className="mt-2 block text-xs font-normal text-slate-600 md:hidden">
            Read as <span className="font-mono">{readAs(line)}</span> · {added(line)}
          </span>
        </>
      ),
    },
    {
      key: 'reads',
      header: 'The search reads',
      className: 'hidden md:table-cell',
      cell: (line) => <span className="font-mono text-xs break-all text-slate-700">{readAs(line)}</span>,
    },
    {
      key: 'added',
      header: 'Added',
      className: 'hidden md:table-cell',
      cell: (line) => (
        <span className="text-sm whitespace-nowrap text-slate-700">
          {formatDate(line.added_at)}
          {line.added_by ? <span className="block text-xs text-slate-600">{line.added_by}</span> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      label: 'Actions',
      align: 'end',
      cell: (line) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setRemoving(line)}
          aria-label={`Remove the line ${line.words.join(', ')}`}
          title="Remove this line"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        />
      ),
    },
  ];

  return (
    <div className="space-y-6" style={withDevanagari}>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Search words{' '}
          <span lang="ne" className="text-lg font-semibold text-slate-600 sm:text-xl">
            खोज शब्दहरू
          </span>
        </h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          Words shoppers type for what the catalogue calls something else: Nepali, romanised Nepali, slang. Put words
          that mean the same on one line, and a search for any of them finds products described with any other. The
          search already reads Devanagari (फोन is read as “phon”) and loose spellings (“mobail” finds mobiles): add a
          line when a search finds nothing. Changes work at once.
        </p>
      </div>

      <AddLineForm />

      <section aria-labelledby="search-word-lines" className="space-y-3">
        <h2
          id="search-word-lines"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink focus:outline-none"
        >
          The shop’s lines
        </h2>
        {list.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {staffFailureMessage(list.error)}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <DataTable
            caption="The shop’s lines of search words, oldest first"
            captionHidden
            columns={columns}
            rows={list.data?.lines}
            rowKey={(line) => line.id}
            loading={list.isPending}
            empty="No lines yet. The built-in words below already work."
          />
        )}
      </section>

      {list.data ? (
        <section aria-labelledby="built-in-words" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <details>
            <summary className="cursor-pointer text-base font-semibold text-ink">
              <h2 id="built-in-words" className="inline">
                Built-in words ({list.data.built_in.length} lines)
              </h2>
            </summary>
            <p className="mt-2 text-sm text-slate-700">
              Reviewed with the shop’s code; each line’s words mean the same to the search.
            </p>
            <ul className="mt-3 divide-y divide-slate-100 text-sm text-slate-800">
              {list.data.built_in.map((line) => (
                <li key={line.join('|')} className="py-2">
                  {line.join(', ')}
                </li>
              ))}
            </ul>
          </details>
        </section>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this line?"
        description={
          // The dialog is drawn outside this screen's box: it names its own font for the words.
          removing ? (
            <span style={withDevanagari}>
              A search for one of {removing.words.join(', ')} stops finding what the others find. You can add the line
              again later.
            </span>
          ) : (
            ''
          )
        }
        confirmLabel="Remove line"
        pending={remove.isPending}
        pendingLabel="Removing..."
        onConfirm={confirmRemove}
        focusOnClose={focusOnClose}
      />
    </div>
  );
}

/**
 * The line as typed, checked as the contract's schema checks the words it splits into: the first
 * message is the field's, as the words are one box. Nothing is sent that the server would refuse
 * for its shape.
 */
const addLineFormSchema = z.object({ text: z.string() }).transform(({ text }, context) => {
  const checked = searchWordLineInputSchema.safeParse({ words: splitSearchWords(text) });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues)
    context.addIssue({ code: 'custom', path: ['text'], message: issue.message });
  return z.NEVER;
});

function AddLineForm() {
  const add = useAddSearchWords();
  // A message takes the focus and goes as the words are edited, as before react-hook-form.
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm<
    z.input<typeof addLineFormSchema>,
    unknown,
    z.output<typeof addLineFormSchema>
  >({
    resolver: zodResolver(addLineFormSchema),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit((line) =>
    add.mutate(line, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        reset();
      },
      onError: (failure) => {
        // A word the search cannot read, words it reads as one, a line it has (400/409): on the field.
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 409))
          setError('text', { type: 'server', message: staffFailureMessage(failure) }, { shouldFocus: true });
        else toast.error(staffFailureMessage(failure));
      },
    }),
  );

  return (
    <section aria-labelledby="new-search-words" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="new-search-words" className="text-base font-semibold text-ink">
        Add a line
      </h2>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      >
        <TextField
          label="Words that mean the same"
          autoComplete="off"
          spellCheck={false}
          {...register('text', { onChange: () => clearErrors('text') })}
          maxLength={SEARCH_WORDS_LIMITS.wordsMax * (SEARCH_WORDS_LIMITS.wordMax + 2)}
          hint="Separate them with commas, e.g. speaker, भोंपू, bhompu"
          error={formState.errors.text?.message}
        />
        <Button
          type="submit"
          loading={add.isPending}
          loadingText="Adding..."
          icon={<Plus aria-hidden="true" className="size-4" />}
          className="sm:mt-7"
        >
          Add line
        </Button>
      </form>
    </section>
  );
}
