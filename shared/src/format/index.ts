// @tailwise/shared/format: the one place an app turns amounts and dates into text. A bundled subpath, so a
// remote gets a fix with its own release; each function's name says the unit it takes.
export { formatCents, formatWholeDollars } from './money';
export {
  formatIsoDate,
  formatIsoDateLong,
  formatIsoDateRange,
  formatLocalDateWithWeekday,
  formatTimestamp,
  formatTimestampDate,
} from './dates';
