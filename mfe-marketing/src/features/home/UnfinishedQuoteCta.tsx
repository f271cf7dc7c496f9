// Loaded after the home page has rendered, for a signed-in customer: their unfinished quote (the shared query the
// dashboard's overview reads too) turns the call to action into "Finish buying Pepper's plan".
import { ButtonLink } from '@tailwise/shared';
import { finishBuyingLabel, useUnfinishedQuote } from '@tailwise/shared/queries';
import type { ReactNode } from 'react';

export default function UnfinishedQuoteCta({ fallback }: { fallback: ReactNode }) {
  const { data: quote } = useUnfinishedQuote();
  if (!quote) return <>{fallback}</>;
  return (
    <ButtonLink to={quote.resumePath} size="lg">
      {finishBuyingLabel(quote)}
    </ButtonLink>
  );
}
