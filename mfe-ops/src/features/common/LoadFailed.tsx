// What a page shows when its data did not load: the reason in words and a way to try again.
import { Alert, Button, space } from '@tailwise/shared';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <span css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
        {message}
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </span>
    </Alert>
  );
}
