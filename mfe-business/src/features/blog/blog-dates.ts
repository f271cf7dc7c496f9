// Article dates as readers write them ("October 6, 2026"), the same in Node and in every time zone.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export const articleDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
