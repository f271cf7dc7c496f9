// POST /me/payments/{id}/pay/: "Pay now" for a past-due premium, charged to the default card on file. It answers
// the history as it now stands, which becomes the cached history at once; the history and /me/ (plans, next
// payment) are then refetched. A decline is a 422 PaymentDeclined naming the card (fields.paymentMethod).
import { ApiError, useApiClient, useAuthUser, type ApiClient } from '@tailwise/shared';
import { callEndpoint } from '@tailwise/shared/api-call';
import { type PaymentHistory, PaymentHistorySchema } from '@tailwise/shared/contract';
import { invalidateMe } from '@tailwise/shared/queries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../common/api/query-keys';

export async function payNow(client: ApiClient, paymentId: string): Promise<PaymentHistory> {
  return callEndpoint(client, 'POST /me/payments/:uuid/pay/', PaymentHistorySchema, { params: { uuid: paymentId } });
}

/**
 * `onPaid` runs with the mutation itself, before the new history is cached: the button that pressed it disappears
 * with that history (the payment is no longer past due), and callbacks given to `mutate` die with it.
 */
export function usePayNow({ onPaid }: { onPaid?: (history: PaymentHistory, paymentId: string) => void } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAuthUser();
  const uid = user?.uid ?? null;
  return useMutation({
    mutationFn: (paymentId: string) => payNow(client, paymentId),
    onSuccess: (history, paymentId) => {
      onPaid?.(history, paymentId);
      queryClient.setQueryData(dashboardKeys.payments(uid), history);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.payments(uid) }),
        invalidateMe(queryClient),
      ]);
    },
    // A 409 (already paid, or the plan lapsed meanwhile) means the history we show is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.payments(uid) }),
  });
}

/** What to say next to "Pay now" when it did not go through: the card's own words for a decline. */
export function payNowErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'PaymentDeclined') return error.fields.paymentMethod ?? error.message;
    if (error.code === 'PaymentAlreadyMade') return 'This payment was already made.';
    if (error.status === 409 || error.status === 404) return error.message;
  }
  return 'We couldn’t take the payment just now. Please try again.';
}
