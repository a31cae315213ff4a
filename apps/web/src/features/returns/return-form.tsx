import {
  ORDER_MESSAGES,
  RETURN_MESSAGES,
  RETURN_REASONS,
  toDevanagariDigits,
  translateMessage,
  type ReturnableLine,
  type ReturnReason,
} from '@pasal/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../api/http';
import { formatBsAd } from '../../components/format-date';
import { Button } from '../../components/ui/button';
import { Select, Textarea } from '../../components/ui/field';
import { activeLocale, t, type MessageId } from '../../i18n';
import { useRequestReturn } from './api';

// The return form (issue #33): units per line (only lines still in their window, never more than
// are left to return), a reason from the list and a note. Photos are not asked for.

const REASON_IDS: Readonly<Record<ReturnReason, MessageId>> = {
  faulty: 'returns.reason_faulty',
  damaged: 'returns.reason_damaged',
  wrong_item: 'returns.reason_wrong_item',
  not_as_described: 'returns.reason_not_as_described',
  changed_mind: 'returns.reason_changed_mind',
  other: 'returns.reason_other',
};

const figures = (count: number) => (activeLocale() === 'ne' ? toDevanagariDigits(String(count)) : String(count));

function failure(error: unknown): string {
  const message =
    error instanceof ApiError && error.body.message ? error.body.message : ORDER_MESSAGES.somethingWentWrong;
  return translateMessage(message, activeLocale());
}

export function ReturnForm({
  transactionId,
  lines,
  onDone,
  onCancel,
}: {
  transactionId: string;
  lines: readonly ReturnableLine[];
  onDone(): void;
  onCancel(): void;
}) {
  const request = useRequestReturn(transactionId);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ lines?: string; reason?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map((line) => ({ line_id: line.line_id, quantity: units[line.line_id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    const found = {
      ...(chosen.length === 0 ? { lines: translateMessage(RETURN_MESSAGES.nothingSelected, activeLocale()) } : {}),
      ...(reason === '' ? { reason: translateMessage(RETURN_MESSAGES.reasonRequired, activeLocale()) } : {}),
    };
    setErrors(found);
    if (found.lines || reason === '') return;
    request.mutate(
      { lines: chosen, reason, note: note.trim() },
      {
        onSuccess: (answer) => {
          toast.success(translateMessage(answer.message, activeLocale()));
          onDone();
        },
        onError: (error) => toast.error(failure(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset aria-describedby={errors.lines ? 'return-units-error' : undefined}>
        <legend className="text-sm font-semibold text-ink">{t('returns.unitsLabel')}</legend>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {lines.map((line) => {
            const open = line.in_window && line.returnable_quantity > 0;
            return (
              <li key={line.line_id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{line.description}</span>
                  <span className="block text-xs text-slate-600">
                    {!line.in_window
                      ? t('returns.windowOver')
                      : line.returnable_quantity === 0
                        ? t('returns.noneLeft')
                        : t('returns.returnBy', { date: formatBsAd(line.window_ends_at) })}
                  </span>
                </span>
                {open ? (
                  <Select
                    label={t('returns.unitsOf', { item: line.description })}
                    className="w-24 [&_label]:sr-only"
                    value={String(units[line.line_id] ?? 0)}
                    onChange={(event) => setUnits({ ...units, [line.line_id]: Number(event.target.value) })}
                    options={Array.from({ length: line.returnable_quantity + 1 }, (_, count) => ({
                      value: String(count),
                      label: figures(count),
                    }))}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        {errors.lines ? (
          <p id="return-units-error" role="alert" className="mt-1 text-sm text-red-700">
            {errors.lines}
          </p>
        ) : null}
      </fieldset>
      <Select
        label={t('returns.reason')}
        placeholder={t('returns.chooseReason')}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value as ReturnReason | '')}
        options={RETURN_REASONS.map((value) => ({ value, label: t(REASON_IDS[value]) }))}
      />
      <Textarea
        label={t('returns.note')}
        optional
        hint={t('returns.noteHint')}
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('returns.cancel')}
        </Button>
        <Button type="submit" loading={request.isPending} loadingText={t('returns.sending')}>
          {t('returns.submit')}
        </Button>
      </div>
    </form>
  );
}
