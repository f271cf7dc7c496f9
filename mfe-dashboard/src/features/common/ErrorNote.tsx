// A failed load with a way to try again, in place of the part that could not load.
import { Alert, Button, space } from '@tailwise/shared';

export function ErrorNote({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert tone="error">
      <span css={{ display: 'block', marginBottom: onRetry ? space(3) : 0 }}>{message}</span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
