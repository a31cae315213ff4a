import type { Product, Question } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '../../components/pagination';
import { buttonClass } from '../../components/ui/button';
import { questionsQuery } from './api';
import { EmptyList, ListDate, ListProblem, ListSkeleton, personName } from './list-parts';
import { QuestionDialog } from './question-dialog';
import { useFeedbackDialog } from './use-feedback-dialog';

/** Product page 'Questions & Answers' tab: list, 'Ask a question' and its dialog. */
export function QuestionsTab({ product }: { product: Product }) {
  const [page, setPage] = useState(1);
  const questions = useQuery(questionsQuery(product.slug, page));
  const dialog = useFeedbackDialog('qna');

  return (
    <section aria-labelledby="questions-heading" className="space-y-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="questions-heading" className="text-lg font-semibold text-ink">
            Questions &amp; Answers
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {questions.data
              ? `${questions.data.count} ${questions.data.count === 1 ? 'question' : 'questions'} about this product`
              : 'Questions shoppers asked about this product'}
          </p>
        </div>
        <button type="button" className={buttonClass()} onClick={dialog.request}>
          <MessageCircleQuestion aria-hidden="true" className="size-4" />
          Ask a question
        </button>
      </div>

      {questions.isPending ? (
        <ListSkeleton />
      ) : questions.isError ? (
        <ListProblem what="questions" onRetry={() => void questions.refetch()} />
      ) : questions.data.data.length === 0 ? (
        <EmptyList>No questions yet. Ask the first one.</EmptyList>
      ) : (
        <ul aria-label="Questions" className="divide-y divide-slate-200">
          {questions.data.data.map((question) => (
            <QuestionItem key={question.id} question={question} />
          ))}
        </ul>
      )}
      {questions.data ? (
        <Pagination page={page} totalPages={questions.data.total_pages} onPageChange={setPage} />
      ) : null}

      <QuestionDialog product={product} open={dialog.open} onOpenChange={dialog.setOpen} />
    </section>
  );
}

function QuestionItem({ question }: { question: Question }) {
  return (
    <li className="space-y-3 py-5">
      <div className="flex gap-3">
        <span aria-hidden="true" className="font-bold text-brand-700">
          Q
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words whitespace-pre-line text-ink">
            <span className="sr-only">Question: </span>
            {question.question}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            Asked by {personName(question.user)} on <ListDate value={question.created_at} />
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <span aria-hidden="true" className="font-bold text-green-700">
          A
        </span>
        {question.answer !== null ? (
          <div className="min-w-0">
            <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
              <span className="sr-only">Answer: </span>
              {question.answer}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              Answered by {question.answered_by ? personName(question.answered_by) : 'Pasal'}
              {question.answered_at ? (
                <>
                  {' '}
                  on <ListDate value={question.answered_at} />
                </>
              ) : null}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600 italic">Not answered yet.</p>
        )}
      </div>
    </li>
  );
}
