// How a marketing page writes a date (blog articles, reviews, legal documents), so they all read alike.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "October 14, 2026" from YYYY-MM-DD, the same on the server and in every browser time zone. */
export function formatLongDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
}
