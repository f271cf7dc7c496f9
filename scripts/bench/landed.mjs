// A route key in the benchmarks may carry the query string its page needs (/enroll/start?group=…), so
// "the page landed on the route" has to compare the query too, not only the path.

/** Whether `url` is `route`: the same path, with every query parameter the route names (others may be added). */
export function landedOn(url, route) {
  const got = new URL(url, 'http://bench.invalid');
  const want = new URL(route, 'http://bench.invalid');
  if (got.pathname !== want.pathname) return false;
  for (const [key, value] of want.searchParams) if (!got.searchParams.getAll(key).includes(value)) return false;
  return true;
}

/** Path and query of `url`, as a route key writes them. */
export const pathWithQuery = (url) => {
  const { pathname, search } = new URL(url, 'http://bench.invalid');
  return pathname + search;
};
