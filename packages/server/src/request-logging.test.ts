/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { loggablePath as sharedLoggablePath } from '@tailwise/shared/url-redaction';
import { loggablePath, requestIdGenerator, trustsPeer } from './request-logging';

const UUID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('loggablePath', () => {
  it('is the browser-safe rule set of @tailwise/shared/url-redaction (tested there), not a copy', () => {
    expect(loggablePath).toBe(sharedLoggablePath);
    expect(loggablePath(`/api/1.0/leads/${UUID}?lid=${UUID}`)).toBe('/api/1.0/leads/:redacted');
  });
});

describe('request ids', () => {
  const raw = (remoteAddress: string, id?: string) =>
    ({ socket: { remoteAddress }, headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

  it('ignores an id from a peer that is not a trusted proxy, and makes its own', () => {
    const gen = requestIdGenerator({ trustProxy: false, header: 'x-request-id' });
    const id = gen(raw('203.0.113.9', 'chosen-by-visitor'));
    expect(id).not.toBe('chosen-by-visitor');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(gen(raw('203.0.113.9'))).not.toBe(id);
  });

  it('keeps a well-formed id from a trusted proxy only', () => {
    const gen = requestIdGenerator({ trustProxy: '10.0.0.0/8, loopback', header: 'X-Request-Id' });
    expect(gen(raw('10.1.2.3', 'lb-abc.123'))).toBe('lb-abc.123');
    expect(gen(raw('127.0.0.1', 'gw-1'))).toBe('gw-1');
    expect(gen(raw('203.0.113.9', 'lb-abc.123'))).not.toBe('lb-abc.123');
    expect(gen(raw('10.1.2.3', 'bad id\n{"level":60}'))).not.toContain('level');
    expect(gen(raw('10.1.2.3', 'x'.repeat(200)))).toHaveLength(36);
  });

  it('believes no peer for a hop count alone, and none when no header is named', () => {
    expect(trustsPeer(2)('10.1.2.3')).toBe(false);
    expect(trustsPeer(true)('203.0.113.9')).toBe(true);
    expect(requestIdGenerator({ trustProxy: true, header: null })(raw('10.1.2.3', 'lb-1'))).not.toBe('lb-1');
  });
});
