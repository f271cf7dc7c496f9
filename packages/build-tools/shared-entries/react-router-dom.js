// What the apps get when they import 'react-router-dom'. Module Federation cannot tree-shake a
// shared module, and all of React Router (data routers, SSR, server components) is about 60 KB
// gzip; this curated entry keeps the singleton to the declarative API we use. ESLint's
// no-restricted-imports rule (eslint.config.mjs, via curated-exports.cjs) allows exactly these names; tests,
// which Jest runs on the real package, may also take the MemoryRouter they render pages in (TEST_ONLY_EXPORTS).
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchPath,
  matchRoutes,
} from 'react-router';
