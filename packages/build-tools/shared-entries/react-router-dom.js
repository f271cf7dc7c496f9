// What the apps get when they import 'react-router-dom'. Module Federation cannot tree-shake a
// shared module, and all of React Router (data routers, SSR, server components) is about 60 KB
// gzip; this curated entry keeps the singleton to the declarative API we use. ESLint's
// no-restricted-imports rule (eslint.config.mjs, via curated-exports.cjs) allows exactly these names.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'react-router';
