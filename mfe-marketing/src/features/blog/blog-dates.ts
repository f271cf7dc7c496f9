// An article's date as the blog shows it: the marketing pages' one date format.
export { formatLongDate as formatArticleDate } from '../common/dates';
