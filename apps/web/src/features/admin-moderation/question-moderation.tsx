import {
  listDate,
  MODERATION_LIMITS,
  QUESTION_STATUS_FILTERS,
  staffAnswerSchema,
  type AdminQuestion,
  type QuestionStatusFilter,
} from '@pasal/contract';
import { PenLine } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table';
import { Select } from '../../components/ui/field';
import { oneOf, pageOf, useListParams } from '../../components/ui/use-list-params';
import { useAdminQuestions, useAnswerQuestion, type QuestionListQuery } from './api';
import { countText } from './list-params';
import { FilterPanel, ModerationTable } from './list-parts';
import { TextForm } from './text-form';

// Questions (staff): unanswered first, then newest. A question is answered (or its answer
// changed) in place, in its own row; the asker is e-mailed the answer, and saving the same
// words again sends nothing.

const STATUS_LABELS: Record<QuestionStatusFilter, string> = { unanswered: 'Unanswered', answered: 'Answered' };

function queryOf(params: URLSearchParams): QuestionListQuery {
  return {
    status: oneOf(QUESTION_STATUS_FILTERS, params.get('status')),
    product: params.get('product') || undefined,
    page: pageOf(params),
  };
}

const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

export function QuestionModeration() {
  const { params, update } = useListParams();
  const query = queryOf(params);
  const questions = useAdminQuestions(query);
  const [editing, setEditing] = useState<number | null>(null);
  const data = questions.data;

  const columns: DataTableColumn<AdminQuestion>[] = [
    {
      key: 'question',
      header: 'Question',
      rowHeader: true,
      className: 'max-w-md align-top font-normal sm:min-w-64',
      cell: (question) => (
        <div className="space-y-1">
          <p className="font-medium break-words whitespace-pre-line text-ink">{question.question}</p>
          <p className="text-xs font-normal text-slate-600">
            {personName(question.user)} on <time dateTime={question.created_at}>{listDate(question.created_at)}</time>
            {' · '}
            <Link
              to={`/products/${question.product.slug}`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {question.product.name}
            </Link>
          </p>
        </div>
      ),
    },
    {
      key: 'answer',
      header: 'Answer',
      className: 'align-top sm:min-w-72',
      cell: (question) => (
        <AnswerCell
          question={question}
          editing={editing === question.id}
          onEdit={() => setEditing(question.id)}
          onClose={() => setEditing(null)}
        />
      ),
    },
  ];

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Questions</h1>
        {data ? (
          <Badge tone={data.unanswered > 0 ? 'warning' : 'success'}>{data.unanswered} waiting for an answer</Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Answers are public on the product page, and the customer who asked is e-mailed the answer.
      </p>

      <FilterPanel product={query.product} onProduct={(product) => update({ product })} gridClass="sm:grid-cols-3">
        <Select
          label="Status"
          placeholder="All questions"
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={QUESTION_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
      </FilterPanel>
      <ModerationTable
        caption="Questions"
        columns={columns}
        list={questions}
        page={query.page}
        countLine={(count) => `${countText(count, 'question', 'questions')}, unanswered first`}
        empty="No questions match these filters."
        onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
      />
    </div>
  );
}

function AnswerCell({
  question,
  editing,
  onEdit,
  onClose,
}: {
  question: AdminQuestion;
  editing: boolean;
  onEdit(): void;
  onClose(): void;
}) {
  const answer = useAnswerQuestion();
  const opener = useRef<HTMLButtonElement>(null);
  /** When the form closed: the row may still move once the list is read again. */
  const closedAt = useRef(0);
  // Focus goes back to the row's button when the form closes, so the keyboard keeps its place.
  const close = () => {
    onClose();
    closedAt.current = Date.now();
    requestAnimationFrame(() => opener.current?.focus());
  };
  // An answered question moves down the list (unanswered come first) when the list arrives again,
  // and a browser drops the focus of an element that moves; put it back once, after that move.
  useLayoutEffect(() => {
    if (closedAt.current === 0) return;
    if (Date.now() - closedAt.current < 5000) opener.current?.focus();
    closedAt.current = 0;
  }, [question]);
  if (editing)
    return (
      <TextForm
        field="answer"
        label={`Answer to ${personName(question.user)}`}
        initial={question.answer ?? ''}
        maxLength={MODERATION_LIMITS.answerMax}
        rows={3}
        schema={staffAnswerSchema}
        submitLabel={question.answer === null ? 'Publish answer' : 'Save answer'}
        pendingLabel="Saving..."
        autoFocus
        send={(text) => answer.mutateAsync({ id: question.id, answer: text })}
        onDone={close}
        secondary={
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        }
      />
    );
  return (
    <div className="space-y-2">
      {question.answer === null ? (
        <Badge tone="warning">Not answered</Badge>
      ) : (
        <>
          <p className="text-sm break-words whitespace-pre-line text-slate-800">{question.answer}</p>
          <p className="text-xs text-slate-600">
            {question.answered_by ? `${personName(question.answered_by)} ` : ''}
            {question.answered_at ? `on ${listDate(question.answered_at)}` : ''}
          </p>
        </>
      )}
      <div>
        <Button
          ref={opener}
          size="sm"
          variant={question.answer === null ? 'primary' : 'ghost'}
          icon={<PenLine aria-hidden="true" className="size-4" />}
          onClick={onEdit}
        >
          {question.answer === null ? 'Answer' : 'Edit answer'}{' '}
          <span className="sr-only">
            {question.answer === null ? '' : 'to '}the question from {personName(question.user)}
          </span>
        </Button>
      </div>
    </div>
  );
}
