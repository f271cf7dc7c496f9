// The price step of every flow: the shared price screen (features/price), told by the flow how it sells,
// where Back leads and whether "Add another pet" is offered.
import { PriceStep } from './PriceStep';
import type { StepProps } from '../flow/step-props';

export function PriceScreen({ def, ctx, progress, banner, onBack, onAddPet }: StepProps) {
  return (
    <PriceStep
      ctx={ctx}
      progress={progress}
      banner={banner}
      onBack={onBack ?? (() => window.history.back())}
      onAddPet={def.canAddPet ? onAddPet : undefined}
    />
  );
}
