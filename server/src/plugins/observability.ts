import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { bearerToken } from './auth.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports ::ffff:127.0.0.1). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token (never in the query
 * string, where logs and proxies would keep it; a login token is not it); without, only this machine.
 * `request.ip` is the client as the trusted proxies tell it (TRUST_PROXY), so a proxy on this host does
 * not make every outside caller look local.
 */
function checkMetricsAccess(request: FastifyRequest, metricsToken: string | undefined) {
  if (metricsToken !== undefined) {
    if (!sameSecret(bearerToken(request), metricsToken)) {
      throw new AppError(401, 'metrics_token_required', {}, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    return;
  }
  if (!isLoopback(request.ip)) throw new AppError(403, 'metrics_forbidden');
}

/** /healthz (the process answers), /readyz (the database answers) and Prometheus /metrics. */
export function registerObservability(
  app: FastifyInstance,
  database: Database,
  { metricsToken }: { metricsToken?: string | undefined } = {},
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL, so ids do not explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });

  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async () => ({ status: 'ok' }));
  app.get('/readyz', hidden, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  app.get('/metrics', hidden, async (request, reply) => {
    checkMetricsAccess(request, metricsToken);
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
