import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_MAX, questionFormSchema, reviewMessages, type Product, type QuestionForm } from '@pasal/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Spinner } from '../../components/spinner';
import { useSubmitQuestion } from './api';
import { FeedbackDialog, failureDetail, fieldClass, primaryButtonClass, secondaryButtonClass } from './feedback-dialog';

interface QuestionDialogProps {
  product: Pick<Product, 'id' | 'name' | 'slug'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Ask a question' (spec §5 Question). */
export function QuestionDialog({ product, open, onOpenChange }: QuestionDialogProps) {
  return (
    <FeedbackDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ask a question"
      description={`Our team answers questions about ${product.name} here for everyone to read.`}
    >
      <QuestionFormBody product={product} onDone={() => onOpenChange(false)} />
    </FeedbackDialog>
  );
}

function QuestionFormBody(props: { product: QuestionDialogProps['product']; onDone(): void }) {
  const textId = useId();
  const errorId = useId();
  const submitQuestion = useSubmitQuestion(props.product.slug);
  const form = useForm<QuestionForm>({ resolver: zodResolver(questionFormSchema), defaultValues: { question: '' } });
  const error = form.formState.errors.question?.message;

  const onSubmit = (values: QuestionForm) =>
    submitQuestion.mutate(
      { product: props.product.id, ...values },
      {
        onSuccess: () => {
          toast.success(reviewMessages.questionSubmitted);
          props.onDone();
        },
        onError: (failure) => toast.error(reviewMessages.failed, { description: failureDetail(failure) }),
      },
    );

  return (
    <form noValidate className="mt-5 space-y-5" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <div>
        <label htmlFor={textId} className="text-sm font-medium text-slate-800">
          Question
        </label>
        <textarea
          id={textId}
          rows={4}
          maxLength={QUESTION_MAX}
          placeholder="For example: does it come with a charger?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${fieldClass} resize-y`}
          {...form.register('question')}
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className={secondaryButtonClass} onClick={props.onDone}>
          Cancel
        </button>
        <button type="submit" className={primaryButtonClass} disabled={submitQuestion.isPending}>
          {submitQuestion.isPending ? (
            <>
              <Spinner className="[&_[data-spinner]]:border-white/40 [&_[data-spinner]]:border-t-white" />
              Submitting...
            </>
          ) : (
            'Submit question'
          )}
        </button>
      </div>
    </form>
  );
}
