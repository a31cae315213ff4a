import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_MAX, questionFormSchema, reviewMessages, type Product, type QuestionForm } from '@pasal/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/field';
import { useSubmitQuestion } from './api';
import { failureDetail } from './feedback-dialog';
import { DialogFormActions } from './form-parts';

interface QuestionDialogProps {
  product: Pick<Product, 'id' | 'name' | 'slug'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Ask a question' (spec §5 Question). */
export function QuestionDialog({ product, open, onOpenChange }: QuestionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ask a question"
      description={`Our team answers questions about ${product.name} here for everyone to read.`}
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
          toast.success(reviewMessages.questionSubmitted);
          props.onDone();
        },
        onError: (failure) => toast.error(reviewMessages.failed, { description: failureDetail(failure) }),
      },
    );

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Textarea
        label="Question"
        rows={4}
        maxLength={QUESTION_MAX}
        placeholder="For example: does it come with a charger?"
        error={error}
        {...form.register('question')}
      />
      <DialogFormActions pending={submitQuestion.isPending} submitLabel="Submit question" onCancel={props.onDone} />
    </form>
  );
}
