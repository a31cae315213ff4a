import type { Product, Question } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '../../components/pagination';
import { buttonClass } from '../../components/ui/button';
import { shopName, t } from '../../i18n';
import { localDigits } from '../../components/locale-format';
import { questionsQuery } from './api';
import { EmptyList, ListProblem, ListSkeleton, MessageWithDate, personName } from './list-parts';
import { deferredDialog } from './deferred-dialog';
import { useFeedbackDialog } from './use-feedback-dialog';

const QuestionDialog = deferredDialog(() => import('./question-dialog').then((module) => module.QuestionDialog));

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
            {t('reviews.questionsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {questions.data
              ? t('reviews.questionCount', { count: questions.data.count, n: localDigits(questions.data.count) })
              : t('reviews.questionsIntro')}
          </p>
        </div>
        <button
          type="button"
          className={buttonClass()}
          onClick={dialog.request}
          onPointerEnter={QuestionDialog.preload}
          onFocus={QuestionDialog.preload}
        >
          <MessageCircleQuestion aria-hidden="true" className="size-4" />
          {t('reviews.askQuestion')}
        </button>
      </div>

      {questions.isPending ? (
        <ListSkeleton />
      ) : questions.isError ? (
        <ListProblem message={t('reviews.loadQuestionsFailed')} onRetry={() => void questions.refetch()} />
      ) : questions.data.data.length === 0 ? (
        <EmptyList>{t('reviews.noQuestions')}</EmptyList>
      ) : (
        <ul aria-label={t('reviews.questionsList')} className="divide-y divide-slate-200">
          {questions.data.data.map((question) => (
            <QuestionItem key={question.id} question={question} />
          ))}
        </ul>
      )}
      {/* An empty list has nothing to page through. */}
      {questions.data && questions.data.data.length > 0 ? (
        <Pagination page={page} totalPages={questions.data.total_pages} onPageChange={setPage} />
      ) : null}

      <QuestionDialog.Deferred product={product} open={dialog.open} onOpenChange={dialog.setOpen} />
    </section>
  );
}

function QuestionItem({ question }: { question: Question }) {
  const answeredBy = question.answered_by ? personName(question.answered_by) : shopName();
  return (
    <li className="space-y-3 py-5">
      <div className="flex gap-3">
        <span aria-hidden="true" className="font-bold text-brand-700">
          {t('reviews.questionMark')}
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words whitespace-pre-line text-ink">
            <span className="sr-only">{t('reviews.questionPrefix')} </span>
            {question.question}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            <MessageWithDate id="reviews.askedBy" name={personName(question.user)} date={question.created_at} />
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <span aria-hidden="true" className="font-bold text-green-700">
          {t('reviews.answerMark')}
        </span>
        {question.answer !== null ? (
          <div className="min-w-0">
            <p className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
              <span className="sr-only">{t('reviews.answerPrefix')} </span>
              {question.answer}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {question.answered_at ? (
                <MessageWithDate id="reviews.answeredByOn" name={answeredBy} date={question.answered_at} />
              ) : (
                t('reviews.answeredBy', { name: answeredBy })
              )}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600 italic">{t('reviews.notAnswered')}</p>
        )}
      </div>
    </li>
  );
}
