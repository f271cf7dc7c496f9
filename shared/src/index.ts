// The public surface of @tailwise/shared. Shared as a Module Federation singleton and loaded whole on
// every first render, so it holds what must be one instance (contexts, the API client, stored state)
// and what nearly every page uses. Pure helpers only some pages need are subpath imports instead
// (@tailwise/shared/service-hours, /attribution), bundled by the apps that use them.
export { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from './brand/brand';
export * from './routes/paths';
export * from './theme/theme';
export { Container, containerStyle } from './ui/Container';
export { Button, ButtonLink, buttonStyles, type ButtonVariant, type ButtonSize } from './ui/Button';
export { PageIntro } from './ui/PageIntro';
export { IntroPage } from './ui/IntroPage';
export { PageLoading, visuallyHidden } from './ui/PageLoading';
export { Alert } from './ui/Alert';
export {
  Image,
  imageUrl,
  imageSrcSet,
  fallbackFormat,
  MODERN_IMAGE_FORMATS,
  candidateWidths,
  servedWidth,
  DEFAULT_SERVED_WIDTH,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_DEVICE_WIDTHS,
  IMAGE_SIZE_WIDTHS,
  type ImageProps,
  type ImageFormat,
} from './ui/Image';
export { NotFound } from './ui/not-found-lazy';
export { usePageMeta, fullTitle, type PageMeta } from './ui/page-meta';
export * from './storage/storage-keys';
export { readStored, writeStored, removeStored, clearQuizAndCartState, useStoredState } from './storage/stored-state';
export {
  errorReporter,
  setErrorReporter,
  type ErrorReporter,
  type ReportLevel,
  type ReportContext,
} from './monitoring/error-reporter';
export {
  ApiClient,
  ApiError,
  API_BASE_PATH,
  toSnakeCase,
  buildQueryString,
  type RequestOptions,
  type QueryParams,
} from './api/api-client';
export { ApiClientProvider, useApiClient } from './api/api-client-context';
export { DEFAULT_STALE_TIME, LONG_STALE_TIME } from './query/query-defaults';
export { loadQueryClient } from './query/query-client-holder';
export { QueryScope } from './query/QueryScope';
export {
  AuthProvider,
  useAuth,
  useAuthUser,
  type AuthContextValue,
  type AuthStatus,
  type AuthUser,
} from './auth/auth-context';
export {
  SnackbarProvider,
  useSnackbar,
  SNACKBAR_DURATION_MS,
  type SnackbarApi,
  type SnackbarMessage,
  type SnackbarTone,
} from './snackbar/snackbar';
export { registerAppInstances, type AppInstances } from './diagnostics/instances';
export { RemoteRoot } from './remote/RemoteRoot';
export { RemoteApp, introPageRoutes, type RemotePageRoute } from './remote/RemoteApp';
export { remoteNames, federationName, isRemoteName, type RemoteName } from './remote/remote-names';
export {
  readRuntimeConfig,
  isProduction,
  defaultRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
  type FirebaseWebConfig,
} from './config/runtime-config';
export {
  flagDefaults,
  flagNames,
  isFlagName,
  HASHED_FLAG_A,
  HASHED_FLAG_B,
  defaultServiceHours,
  type FlagName,
  type FlagValues,
  type FlagsFetchStatus,
  type ServiceHours,
  type ServiceWindow,
} from './flags/flag-defaults';
export {
  FlagsProvider,
  useFlag,
  useFlagsStatus,
  useServiceHours,
  useSupportPhone,
  defaultFlagsState,
  type FlagsState,
} from './flags/flags-context';
export {
  fetchMe,
  fetchLead,
  fetchGroupPromo,
  fetchPartner,
  seatClaimErrorMessage,
  NOT_LOGGED_IN,
  FAILED_TO_FETCH_ME,
  FAILED_TO_FETCH_LEAD,
  GROUP_PROMO_SERVER_ERROR,
  GROUP_SEAT_NOT_FOUND,
} from './api/catalogue';
export { notifyRouteRendered, whenRouteRendered, RouteRendered, ROUTE_RENDERED_EVENT } from './remote/route-rendered';
export { isPageHeld, PAGE_HOLD_EVENT, subscribePageHold, usePageHold } from './remote/page-hold';
