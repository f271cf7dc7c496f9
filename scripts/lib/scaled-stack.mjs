// Several API and gateway instances behind nginx on loopback, on PostgreSQL, Redis and an S3 bucket: the shape
// production runs in, on one machine. Used by `npm run stack:scaled` and `npm run bench:scaled`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from './auth-emulator.mjs';
import { freePort, root, startProcess, stopProcess, waitForHttp } from './stack.mjs';

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function binary(name, paths) {
  for (const bin of paths) if (existsSync(bin)) return bin;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  return found || null;
}

/**
 * A server from Debian's packages, installed when missing (root, or sudo without a password). The package would
 * start its own service (nginx on port 80, Prometheus on 9090); a policy-rc.d that says no keeps it from doing so.
 */
function ensureDebianServer(name, paths, packages) {
  const existing = binary(name, paths);
  if (existing) return existing;
  console.log(`${name} is not installed: installing it from Debian (apt-get install ${packages[0]})...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = process.getuid?.() === 0 && !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    let result = run(['apt-get', 'install', '-y', '--no-install-recommends', packages[0]]);
    if (result.status !== 0) {
      run(['apt-get', 'update']);
      for (const pkg of packages) {
        result = run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
        if (result.status === 0) break;
      }
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  const bin = binary(name, paths);
  if (!bin) throw new Error(`${name} could not be installed: run \`apt-get install ${packages[0]}\` and try again.`);
  return bin;
}

/** nginx from Debian's packages, installed when missing. */
export const ensureNginx = () =>
  ensureDebianServer('nginx', ['/usr/sbin/nginx', '/usr/bin/nginx'], ['nginx-light', 'nginx']);

/** Prometheus from Debian's packages, installed when missing. */
export const ensurePrometheus = () => ensureDebianServer('prometheus', ['/usr/bin/prometheus'], ['prometheus']);

/** Prometheus's configuration: every instance's /metrics (on its METRICS_PORT), scraped each second. */
export function prometheusConfig(targets) {
  const job = (name, ports) =>
    `  - job_name: ${name}\n    static_configs:\n      - targets: [${ports.map((p) => `'127.0.0.1:${p}'`).join(', ')}]\n`;
  return `global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n${Object.entries(targets)
    .filter(([, ports]) => ports.length > 0)
    .map(([name, ports]) => job(name, ports))
    .join('')}`;
}

/** The load balancer's configuration: one public port for the gateways, one internal port for the APIs. */
export function nginxConfig({ dir, port, apiPort, gatewayPorts, apiPorts }) {
  const upstream = (ports) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  const proxy = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down or refuses the connection: the request goes to the next one.
      # Requests already sent (a POST in flight when an instance dies) are not replayed: the client
      # retries them, with its Idempotency-Key for a checkout.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      client_max_body_size 60m;`;
  return `# Written by scripts/lib/scaled-stack.mjs.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream gateways {
${upstream(gatewayPorts)}
    keepalive 32;
  }
  upstream apis {
${upstream(apiPorts)}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {${proxy}
      proxy_pass http://gateways;
    }
  }
  server {
    listen 127.0.0.1:${apiPort};
    location / {${proxy}
      proxy_pass http://apis;
    }
  }
}
`;
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * @param {object} o
 * @param {number} o.port         the load balancer's public port
 * @param {string} o.store        release store directory
 * @param {number} [o.apis]       API instances (2)
 * @param {number} [o.gateways]   gateway instances (2)
 * @param {number} [o.workers]    job worker processes (2)
 * @param {Record<string,string>} [o.env]  extra environment for every instance
 * @param {boolean} [o.log]
 */
export async function startScaledStack({ port, store, apis = 2, gateways = 2, workers = 2, env = {}, log = false }) {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  if (!(await reachable(databaseUrl, 5432))) {
    throw new Error(
      `PostgreSQL is not reachable at ${databaseUrl.replace(/\/\/[^@]*@/, '//')}: start it, or set DATABASE_URL.`,
    );
  }
  if (!(await reachable(redisUrl, 6379))) {
    throw new Error(
      `Redis is not reachable at ${redisUrl}: start it (redis-server --daemonize yes), or set REDIS_URL.`,
    );
  }
  const nginx = ensureNginx();
  const prometheus = ensurePrometheus();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tailwise-scaled-'));
  chmodSync(dir, 0o755);
  const children = [];
  const stops = [];
  let nginxChild = null;
  let prometheusChild = null;
  const stop = async () => {
    if (prometheusChild) await stopProcess(prometheusChild);
    if (nginxChild && nginxChild.exitCode === null) {
      nginxChild.kill('SIGQUIT');
      await new Promise((r) => {
        nginxChild.once('exit', r);
        setTimeout(r, 5000).unref();
      });
    }
    await Promise.all(children.map(stopProcess));
    for (const s of stops.reverse()) await s();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The bucket: the caller's S3 when S3_BUCKET is set, otherwise s3rver (an S3-compatible server) on loopback.
    let s3Env = {};
    if (!process.env.S3_BUCKET) {
      const s3Port = await freePort();
      const s3 = startProcess(
        's3',
        [
          path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
          '-d',
          path.join(dir, 's3'),
          '-a',
          '127.0.0.1',
          '-p',
          String(s3Port),
          '-s',
          '--configure-bucket',
          'tailwise-invoices',
        ],
        { env: {}, log: false },
      );
      children.push(s3);
      s3Env = {
        S3_BUCKET: 'tailwise-invoices',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      await waitForHttp(`http://127.0.0.1:${s3Port}/`, { child: s3 });
    }
    const emulator = await startAuthEmulator({ log: false });
    stops.push(emulator.stop);

    const apiPorts = await Promise.all(Array.from({ length: apis }, () => freePort()));
    const gatewayPorts = await Promise.all(Array.from({ length: gateways }, () => freePort()));
    const internalApiPort = await freePort();
    // Each instance's Prometheus /metrics listener, never on its public port.
    const metricsPorts = {
      api: await Promise.all(apiPorts.map(() => freePort())),
      worker: await Promise.all(Array.from({ length: workers }, () => freePort())),
      gateway: await Promise.all(gatewayPorts.map(() => freePort())),
    };
    const shared = {
      APP_ENV: 'local',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...s3Env,
      ...env,
    };
    const apiChildren = apiPorts.map((apiPort, i) => {
      const child = startProcess(`api-${i + 1}`, [tsx, 'api/src/main.ts'], {
        // Background work belongs to the worker processes below, as in production.
        env: {
          ...shared,
          API_WORKER: 'off',
          API_PORT: String(apiPort),
          METRICS_PORT: String(metricsPorts.api[i]),
          API_DATA_DIR: path.join(dir, `api-${i + 1}`),
        },
        log,
      });
      child.port = apiPort;
      children.push(child);
      return child;
    });
    // One at a time would be slower; each waits for its own health.
    await Promise.all(
      apiChildren.map((child) =>
        waitForHttp(`http://127.0.0.1:${child.port}/api/1.0/health`, { child, timeoutMs: 180_000 }).catch((e) => {
          throw new Error(`${child.label}: ${e.message}\n${child.output()}`);
        }),
      ),
    );
    // Two job workers beside the APIs (graphile-worker on the same PostgreSQL), started once the APIs migrated it.
    const workerChildren = Array.from({ length: workers }, (_, i) => {
      const child = startProcess(`worker-${i + 1}`, [tsx, 'api/src/worker-main.ts'], {
        env: {
          ...shared,
          WORKER_ID: `worker-${i + 1}`,
          METRICS_PORT: String(metricsPorts.worker[i]),
          API_DATA_DIR: path.join(dir, `worker-${i + 1}`),
        },
        log,
      });
      children.push(child);
      return child;
    });
    const gatewayChildren = gatewayPorts.map((gatewayPort, i) => {
      const child = startProcess(`gateway-${i + 1}`, [tsx, 'gateway/src/main.ts'], {
        env: {
          ...shared,
          HOST: '127.0.0.1',
          PORT: String(gatewayPort),
          METRICS_PORT: String(metricsPorts.gateway[i]),
          RELEASE_STORE: store,
          API_URL: `http://127.0.0.1:${internalApiPort}`,
          // nginx is the edge: its X-Forwarded-For names the visitor.
          TRUST_PROXY: 'loopback',
        },
        log,
      });
      child.port = gatewayPort;
      children.push(child);
      return child;
    });
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConfig({ dir, port, apiPort: internalApiPort, gatewayPorts, apiPorts }),
    );
    execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    nginxChild = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      stdio: log ? 'inherit' : 'ignore',
    });
    await Promise.all(
      gatewayChildren.map((child) =>
        waitForHttp(`http://127.0.0.1:${child.port}/healthz`, { child }).catch((e) => {
          throw new Error(`${child.label}: ${e.message}\n${child.output()}`);
        }),
      ),
    );
    await waitForHttp(`http://127.0.0.1:${port}/healthz`);
    const prometheusPort = await freePort();
    writeFileSync(path.join(dir, 'prometheus.yml'), prometheusConfig(metricsPorts));
    prometheusChild = startProcess(
      'prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'prometheus')}`,
        `--web.listen-address=127.0.0.1:${prometheusPort}`,
        '--log.level=warn',
      ],
      { env: {}, log: false, command: prometheus },
    );
    const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
    await waitForHttp(`${prometheusUrl}/-/ready`, { child: prometheusChild }).catch((e) => {
      throw new Error(`prometheus: ${e.message}\n${prometheusChild.output()}`);
    });
    return {
      prometheusUrl,
      metricsPorts,
      url: `http://localhost:${port}`,
      apiUrl: `http://127.0.0.1:${internalApiPort}`,
      authEmulatorHost: emulator.host,
      databaseUrl,
      redisUrl,
      nginxConfigFile: path.join(dir, 'nginx.conf'),
      apis: apiChildren,
      workers: workerChildren,
      gateways: gatewayChildren,
      children,
      /** Ends an API instance at once, as a crash would (SIGKILL: nothing drains). */
      killApi(i) {
        const child = apiChildren[i];
        process.kill(-child.pid, 'SIGKILL');
        return new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Builds and releases every app into `store` unless it already holds a release. */
export async function ensureReleased(store, { build = false } = {}) {
  if (!build && existsSync(path.join(store, 'remotes.json'))) return;
  const { buildAll } = await import('../build-all.mjs');
  await buildAll();
  mkdirSync(store, { recursive: true });
  execFileSync(process.execPath, [tsx, 'gateway/src/release/cli.ts', 'release', '--all', '--store', store], {
    cwd: root,
    stdio: 'inherit',
  });
}
