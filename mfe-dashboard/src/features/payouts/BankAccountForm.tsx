// Bank account entry for claim payouts: checked as typed by the contract's schema (the routing checksum too), the
// server's field errors on their inputs, and nothing typed lost on an error; on success the numbers leave the page.
import { Button, mq, space } from '@tailwise/shared';
import type { PayoutSettings } from '@tailwise/shared/contract';
import { Form, RadioCards, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import {
  ACCOUNT_TYPE_LABELS,
  bankAccountFormSchema,
  emptyBankAccountForm,
  type BankAccountFormValues,
} from './payout-form';
import { useSavePayoutMethod } from './api/save-payout-method';

const ACCOUNT_TYPE_OPTIONS = (['CHECKING', 'SAVINGS'] as const).map((value) => ({
  value,
  label: ACCOUNT_TYPE_LABELS[value],
}));

const twoColumns = {
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

export interface BankAccountFormProps {
  titleId: string;
  defaultHolderName?: string;
  onSaved: (settings: PayoutSettings) => void;
  onCancel: () => void;
}

export function BankAccountForm({ titleId, defaultHolderName, onSaved, onCancel }: BankAccountFormProps) {
  const form = useZodForm(bankAccountFormSchema, { defaultValues: emptyBankAccountForm(defaultHolderName) });
  const save = useSavePayoutMethod();
  const submit = useSubmit(form, {
    send: (body) => save.mutateAsync(body),
    onSent: (settings) => {
      // The full numbers go with the form: only the API's last four digits are shown from here on.
      form.reset(emptyBankAccountForm(defaultHolderName));
      onSaved(settings);
    },
    fallbackMessage: 'We couldn’t save your bank account just now. Please try again.',
  });
  const busy = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      summaryTitle="Check your bank details"
      formError={submit.formError}
      onValid={submit.onValid}
    >
      <TextInput<BankAccountFormValues> name="holderName" label="Name on the account" autoComplete="name" />
      <div css={twoColumns}>
        <TextInput<BankAccountFormValues>
          name="routingNumber"
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          hint="9 digits, at the bottom left of a check."
        />
        <TextInput<BankAccountFormValues>
          name="accountNumber"
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          hint="4 to 17 digits."
        />
      </div>
      <RadioCards<BankAccountFormValues>
        name="accountType"
        legend="Account type"
        options={ACCOUNT_TYPE_OPTIONS}
        columns={2}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Pay claims to this account'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
