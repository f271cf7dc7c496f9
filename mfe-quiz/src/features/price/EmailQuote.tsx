// "Email me this quote": saves the cart on the lead and has the API mail a link back to it. Shown where
// there is a lead to save to (not for signed-in upsells); with checkout off (PromoQuiz) it ends the flow.
// One sending state per screen (useEmailQuote), so the summary's button and the phone's bottom bar agree.
import { Alert, Button, storageKeys, useStoredState } from '@tailwise/shared';
import { asSeenQuote } from './use-cart-quote';
import { useSaveQuote } from './api/save-quote';
import type { FlowContext } from '../flow/state/flow-context';

export function useEmailQuote(ctx: FlowContext) {
  const [leadUuid] = useStoredState(storageKeys.leadUuid);
  const [email] = useStoredState(storageKeys.backupEmail);
  const [seen] = useStoredState(storageKeys.insuranceQuote);
  const save = useSaveQuote();
  const request = asSeenQuote(seen)?.request;
  return {
    available: Boolean(leadUuid) && ctx.mode === 'new-customer',
    canSend: Boolean(leadUuid && request) && !save.isPending,
    send: () => {
      if (leadUuid && request) save.mutate({ leadUuid, request });
    },
    pending: save.isPending,
    sent: save.isSuccess,
    error: save.isError ? save.error : null,
    email,
  };
}

export type EmailQuoteState = ReturnType<typeof useEmailQuote>;

export function EmailQuote({ state, primary }: { state: EmailQuoteState; primary: boolean }) {
  if (!state.available) return null;
  if (state.sent) {
    return (
      <Alert tone="success">
        We emailed a link to your quote{state.email ? ` to ${state.email}` : ''}. It brings back your pets and the
        options you chose.
      </Alert>
    );
  }
  return (
    <>
      <Button
        variant={primary ? 'primary' : 'secondary'}
        size={primary ? 'lg' : 'md'}
        disabled={!state.canSend}
        onClick={state.send}
      >
        {state.pending ? 'Sending…' : 'Email me this quote'}
      </Button>
      {state.error && <Alert tone="error">We could not send your quote: {state.error.message}</Alert>}
    </>
  );
}
