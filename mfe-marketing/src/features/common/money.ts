// Money on the marketing pages: the site-wide format, plus whole-dollar amounts given in dollars.
import { formatCents } from '@tailwise/shared/format';

export { formatCents };

export const formatDollars = (dollars: number) => formatCents(dollars * 100, { whole: true });
