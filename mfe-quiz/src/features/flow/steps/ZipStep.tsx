// The ZIP code alone, where the email is already known (the account, or the employer's checkout): rates
// and the options sold (California's) depend on where the pet lives.
import { storageKeys, writeStored } from '@tailwise/shared';
import { Form, TextInput, useZodForm } from '@tailwise/shared/form';
import { StepActions } from '../../common/StepActions';
import { StepShell } from '../../common/StepShell';
import type { StepProps } from '../step-props';
import { ZipStepSchema } from './step-schemas';

export function ZipStep({ def, answers, progress, banner, onNext, onBack }: StepProps) {
  const form = useZodForm(ZipStepSchema, { defaultValues: { zipCode: answers.zipCode ?? '' } });
  const names = answers.pets.map((p) => p.name.trim()).filter(Boolean);
  const who = names.length === 1 ? names[0] : 'your pets';
  const title = `Where does ${who} live?`;
  return (
    <StepShell
      stepKey={`${def.id}:zip`}
      title={title}
      pageTitle={`ZIP code – ${def.flow.title}`}
      intro="Vet costs and the cover on offer depend on where you live."
      progress={progress}
      banner={banner}
    >
      <Form
        form={form}
        onValid={(values) => {
          writeStored(storageKeys.zipCode, values.zipCode);
          onNext();
        }}
        aria-label="Where your pet lives"
      >
        <TextInput
          name="zipCode"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          css={{ maxWidth: '10rem' }}
        />
        <StepActions onBack={onBack} continueLabel="See my price" />
      </Form>
    </StepShell>
  );
}
