// "Email me this quote": saves the cart on the lead and has the API mail a link back to it. Shown where
// there is a lead to save to (not for signed-in upsells); with checkout off (PromoQuiz) it ends the flow.
import { Alert, Button, storageKeys, useStoredState } from '@tailwise/shared';
import { asSeenQuote } from './use-cart-quote';
import { useSaveQuote } from '../quote-api/save-quote';
import type { FlowContext } from '../quiz-state/flow-context';

export function EmailQuote({ ctx, primary }: { ctx: FlowContext; primary: boolean }) {
  const [leadUuid] = useStoredState(storageKeys.leadUuid);
  const [email] = useStoredState(storageKeys.backupEmail);
  const [seen] = useStoredState(storageKeys.insuranceQuote);
  const save = useSaveQuote();
  if (!leadUuid || ctx.mode !== 'new-customer') return null;
  const request = asSeenQuote(seen)?.request;

  if (save.isSuccess) {
    return (
      <Alert tone="success">
        We emailed a link to your quote{email ? ` to ${email}` : ''}. It brings back your pets and the options you
        chose.
      </Alert>
    );
  }
  return (
    <>
      <Button
        variant={primary ? 'primary' : 'secondary'}
        size={primary ? 'lg' : 'md'}
        disabled={!request || save.isPending}
        onClick={() => request && save.mutate({ leadUuid, request })}
      >
        {save.isPending ? 'Sending…' : 'Email me this quote'}
      </Button>
      {save.isError && <Alert tone="error">We could not send your quote: {save.error.message}</Alert>}
    </>
  );
}
