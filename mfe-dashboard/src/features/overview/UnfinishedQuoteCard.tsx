// A checkout left unfinished comes back: the overview offers to finish the quote the customer left before paying,
// on whichever device they signed in on (the quote follows them through its lead).
import { ButtonLink, colors, space } from '@tailwise/shared';
import { finishBuyingLabel, useUnfinishedQuote } from '@tailwise/shared/queries';
import { Card, CardHeading } from '../layout';

/** Nothing while it loads, on a failure or when there is none: it is an offer, not a part of the page to wait for. */
export function UnfinishedQuoteCard() {
  const { data: quote } = useUnfinishedQuote();
  if (!quote) return null;
  return (
    <Card aria-labelledby="unfinished-quote-title" css={{ marginBottom: space(6) }}>
      <CardHeading id="unfinished-quote-title">{finishBuyingLabel(quote)}</CardHeading>
      <p css={{ margin: `0 0 ${space(4)}`, color: colors.muted, lineHeight: 1.5 }}>
        You stopped before paying. Your {quote.petCount > 1 ? 'pets and their' : 'pet and its'} options are saved: pick
        up where you left off.
      </p>
      <ButtonLink to={quote.resumePath}>Finish buying</ButtonLink>
    </Card>
  );
}
