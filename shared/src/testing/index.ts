// @tailwise/shared/testing: helpers for every workspace's front-end tests (jsdom). A fake API typed
// by the contract, contract-checked fixtures, and renderRemote, which renders pages inside the
// shell's providers. Tests only: no app imports this, and it uses no jest globals.
export { createFakeApi, reply, apiError } from './fake-api';
export type {
  FakeApi,
  FakeCall,
  FakeHandler,
  FakeHandlerResult,
  FakeReply,
  FakeRequest,
  FakeRoute,
  FakeRoutes,
} from './fake-api';
export { ENDPOINT_KEYS, SUCCESS_STATUS, type EndpointKey, type Endpoints } from './endpoints';
export { fixtures } from './fixtures';
export { FakeXhr, installFakeXhr, restoreXhr } from './fake-xhr';
export {
  createFakeAuth,
  FakeAuthProvider,
  FakeAuthError,
  type FakeAuth,
  type FakeAuthCalls,
  type FakeAuthOption,
  type FakeAuthSetup,
} from './fake-auth';
export { renderRemote, type RenderRemoteOptions, type RenderRemoteResult, type Report } from './render-remote';
