// Shared by the gateway's server tests: a configuration for a temporary store, and log lines captured as objects.
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { GatewayConfig } from '../config';
import type { GatewayLogOptions } from './request-log';

/** A test gateway's configuration: nothing listens at its API address (the discard port). */
export function testGatewayConfig(storeDir: string, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    storeDir,
    apiUrl: 'http://127.0.0.1:9',
    environment: 'test',
    authEmulatorOrigin: null,
    sentryDsn: null,
    firebase: null,
    remoteTimeoutMs: 1000,
    monitoringFile: path.join(storeDir, 'monitoring.jsonl'),
    monitoringMaxBytes: 100_000,
    ...overrides,
  };
}

/** Log options for buildGateway whose lines land, parsed, in `lines`. */
export function capturedLogs(): { lines: Array<Record<string, unknown>>; log: GatewayLogOptions } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { lines, log: { level: 'info', stream } };
}
