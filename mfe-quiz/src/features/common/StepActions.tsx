// Continue and Back at the foot of every question: Continue submits the step's form; Back is an in-page
// twin of the browser's back button (the previous step's URL).
import { Button, space } from '@tailwise/shared';

export interface StepActionsProps {
  onBack?: () => void;
  backLabel?: string;
  continueLabel?: string;
  busy?: boolean;
}

export function StepActions({
  onBack,
  backLabel = 'Back',
  continueLabel = 'Continue',
  busy = false,
}: StepActionsProps) {
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap-reverse',
        justifyContent: 'space-between',
        gap: space(3),
        marginTop: space(2),
      }}
    >
      {onBack ? (
        <Button variant="ghost" size="lg" onClick={onBack}>
          <span aria-hidden="true">←</span> {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Saving…' : continueLabel}
      </Button>
    </div>
  );
}
