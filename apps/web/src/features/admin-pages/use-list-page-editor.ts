import type { ListPageSlug } from '@pasal/contract';
import { useState } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { ZodType } from 'zod';
import { useFocusOnNextClose } from '../../components/ui/dialog';
import { ApiError } from '../../api/http';
import { staffFailureMessage } from '../../api/failure-message';
import type { ListPageAction } from './list-page-frame';
import { useListPageChange, type ListChange, type ListPages } from './list-page-api';

/**
 * What the FAQ and Services editors share (issue #32): saving the draft, publishing after the
 * publish schema's stricter check, going back to the built-in page, the server's refusals shown on
 * their fields, and the focus a refusal inside the publish confirmation gives its field.
 */
export function useListPageEditor<S extends ListPageSlug, Input extends FieldValues>(
  slug: S,
  current: ListPages[S]['page'],
  form: UseFormReturn<Input, unknown, ListPages[S]['doc']>,
  options: { publishSchema: ZodType; reset: (page: ListPages[S]['page']) => void },
) {
  const change = useListPageChange(slug);
  const [page, setPage] = useState(current);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'publish' | 'revert' | null>(null);
  const errorOf = (path: string) => {
    const error = get(form.formState.errors, path) as { message?: string; root?: { message?: string } } | undefined;
    return error?.message ?? error?.root?.message;
  };
  // A refusal while the publish dialog is open: its first field takes focus as the dialog closes
  // (focused now, it would lose focus to the dialog's return to its button).
  const { focusNextClose, focusOnClose: focusRefused } = useFocusOnNextClose();
  const showErrors = (found: [string, string][], inDialog = false) => {
    const first = found[0]?.[0];
    if (inDialog && first) focusNextClose(() => document.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`));
    found.forEach(([path, message], index) =>
      form.setError(path as Path<Input>, { message }, { shouldFocus: !inDialog && index === 0 }),
    );
  };

  const run = (asked: ListChange<ListPages[S]['doc']>, showForm: () => void) => {
    setFormError(null);
    change.mutate(asked, {
      onSuccess: (answer) => {
        setConfirm(null);
        toast.success(answer.message);
        setPage(answer.data);
        options.reset(answer.data);
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
          // Publishing asks for more than a draft: at least one item, each written in English.
          const checked = options.publishSchema.safeParse(doc);
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

  return {
    page,
    formError,
    confirm,
    setConfirm,
    busy: change.isPending ? change.variables.kind : null,
    onAction,
    focusRefused,
    errorOf,
  };
}
