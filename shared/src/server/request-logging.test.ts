/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { loggablePath, requestIdGenerator, trustsPeer } from './request-logging';

const UUID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('loggablePath', () => {
  it.each([
    [`/api/1.0/leads/${UUID}`, '/api/1.0/leads/:redacted'],
    [`/api/1.0/leads/${UUID}/quote/`, '/api/1.0/leads/:redacted/quote/'],
    [`/api/1.0/leads/17?uuid=${UUID}`, '/api/1.0/leads/:redacted'],
    ['/api/1.0/me/verify_email/839201/', '/api/1.0/me/verify_email/:redacted/'],
    [`/onboard?lid=${UUID}&utm_source=mail`, '/onboard'],
    ['/dashboard/profile?verify_email=839201', '/dashboard/profile'],
    [`/api/1.0/leads%2F${UUID}`, '/api/1.0/leads/:redacted'],
    [`/api/1.0/LEADS/${UUID}`, '/api/1.0/LEADS/:redacted'],
    [`/api/1.0/leads//${UUID}`, '/api/1.0/leads//:redacted'],
    [`/api/1.0/leads/${UUID}#x`, '/api/1.0/leads/:redacted'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
    expect(loggablePath(url)).not.toContain(UUID);
  });

  it('keeps paths that hold no secret', () => {
    expect(loggablePath('/api/1.0/leads/')).toBe('/api/1.0/leads/');
    expect(loggablePath('/api/1.0/leads/sms-consent/')).toBe('/api/1.0/leads/sms-consent/');
    expect(loggablePath('/api/1.0/me/verify_email/')).toBe('/api/1.0/me/verify_email/');
    expect(loggablePath(`/api/1.0/claims/${UUID}`)).toBe(`/api/1.0/claims/${UUID}`);
    expect(loggablePath('/start/checkout')).toBe('/start/checkout');
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
