import {
  API_PATHS,
  ORDER_MESSAGES,
  translateMessage,
  type EsewaPaymentStart,
  type PaymentRestart,
} from '@pasal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from '../../api/failure-message';
import { ApiError, apiRequest } from '../../api/http';
import { activeLocale } from '../../i18n';
import { ordersKeys } from '../orders';
import { goToKhalti, postEsewaForm } from './redirect-to-provider';
import { saveCheckout } from './stored-checkout';

/**
 * "Pay now": the payment of an unpaid online order, started again while its window is open, and
 * the browser sent to the provider. Handled here rather than by the button: the button's group may
 * leave the page meanwhile (another read of the lists found the order paid), and what the answer
 * says must still be done and said.
 */
export function usePayAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) =>
      apiRequest<{ data: PaymentRestart }>(API_PATHS.payAgain(transactionId), { method: 'POST' }).then(
        (body) => body.data,
      ),
    onSuccess: (restart) => {
      // As at checkout: the return page finds the order in the stored record.
      saveCheckout(restart);
      if (restart.payment.gateway === 'Esewa') postEsewaForm(restart.payment as EsewaPaymentStart);
      else if (restart.payment.gateway === 'Khalti') goToKhalti(restart.payment.payment_url);
    },
    onError: (error) => {
      // A refusal (409: paid or expired meanwhile) means the list is out of date.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      const message = failureMessage(error, ORDER_MESSAGES.somethingWentWrong);
      // The server asked the provider first and found the money (the return from it was lost):
      // good news, and the lists, read again, show the order with the purchases. Told by the code,
      // since the words are already the page's language (api/http.ts).
      if (error instanceof ApiError && error.body.code === 'order_paid_already') toast.success(message);
      else toast.error(translateMessage(message, activeLocale()));
    },
  });
}
