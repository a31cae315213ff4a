import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_MAX, questionFormSchema, type Product, type QuestionForm } from '@pasal/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { t } from '../../i18n';
import { useSubmitQuestion } from './api';
import { failureDetail } from './feedback-dialog';
import { DialogFormActions } from './form-parts';

interface QuestionDialogProps {
  product: Pick<Product, 'id' | 'name' | 'slug'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Ask a question' (docs/rules/catalogue.md#questions-and-answers). */
export function QuestionDialog({ product, open, onOpenChange }: QuestionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reviews.askQuestionTitle')}
      description={t('reviews.askQuestionDescription', { name: product.name })}
    >
      <QuestionFormBody product={product} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function QuestionFormBody(props: { product: QuestionDialogProps['product']; onDone(): void }) {
  const submitQuestion = useSubmitQuestion(props.product.slug);
  const form = useForm<QuestionForm>({ resolver: zodResolver(questionFormSchema), defaultValues: { question: '' } });
  const error = form.formState.errors.question?.message;

  const onSubmit = (values: QuestionForm) =>
    submitQuestion.mutate(
      { product: props.product.id, ...values },
      {
        onSuccess: () => {
          toast.success(t('reviews.questionSubmitted'));
          props.onDone();
        },
        onError: (failure) => toast.error(t('reviews.failed'), { description: failureDetail(failure) }),
      },
    );

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Textarea
        label={t('reviews.question')}
        rows={4}
        maxLength={QUESTION_MAX}
        placeholder={t('reviews.questionPlaceholder')}
        error={error}
        {...form.register('question')}
      />
      <DialogFormActions
        pending={submitQuestion.isPending}
        submitLabel={t('reviews.submitQuestion')}
        onCancel={props.onDone}
      />
    </form>
  );
}
