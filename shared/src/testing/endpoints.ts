// The fake API's view of the endpoint table (@tailwise/shared/contract's ENDPOINTS): what a test's handler
// receives and may answer for each endpoint, so a fake cannot answer with a shape the real API would not.
import {
  ENDPOINTS,
  type EndpointBody,
  type EndpointKey,
  type EndpointTable,
  type EndpointWireResponse,
} from '@tailwise/shared/contract';
import type { z } from 'zod';

export type { EndpointKey } from '@tailwise/shared/contract';

/** The query as the fake receives it: the endpoint's names, each value the string sent. */
type FakeQuery<K extends EndpointKey> = EndpointTable[K] extends { query: infer Q extends z.ZodType }
  ? { [P in keyof z.input<Q>]: string }
  : Record<string, string>;

export type Endpoints = {
  [K in EndpointKey]: { body: EndpointBody<K>; response: EndpointWireResponse<K>; query: FakeQuery<K> };
};

/** Every endpoint key, so tests can check the table covers the API's. */
export const ENDPOINT_KEYS = Object.keys(ENDPOINTS) as readonly EndpointKey[];

/** The status the real API answers with on success, for every endpoint. */
export const SUCCESS_STATUS = Object.fromEntries(ENDPOINT_KEYS.map((key) => [key, ENDPOINTS[key].status])) as Readonly<
  Record<EndpointKey, number>
>;
