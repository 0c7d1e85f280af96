import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HubAnswer, HubJob, HubJobStatus } from '@zilt/contracts/admin-hub';
import { pageCacheHeader } from '../page-cache/page-cache.ts';

// What an operator watches, in the Prometheus text format: requests by route and status with
// their duration, the page cache's hits and misses, page renders running and refused, the
// database pool and failed queries, hub connections and job runs by outcome, and the process
// (event-loop delay, memory, from prom-client's default set). Every name starts with `zilt_`;
// docs/operations.md lists them with what to alert on.

/** Durations of answers, in seconds: from a cached page (a millisecond) to a slow render. */
const durationBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsSources {
  /** Page renders running and waiting, and refused so far. */
  renders?: () => { running: number; waiting: number; refused: number };
  /** Whether the server sheds load now (event-loop delay). */
  shedding?: () => boolean;
  /** The database pool (PostgreSQL). */
  database?: () => { total: number; idle: number; waiting: number; queryErrors: number } | undefined;
  /** Open hub connections of this process. */
  hubConnections?: () => number;
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'zilt_' });
  const sources: MetricsSources = {};
  let inFlight = 0;

  const requests = new Counter({
    name: 'zilt_http_requests_total',
    help: 'HTTP requests answered, by method, route (the route pattern) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'zilt_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'zilt_http_requests_in_flight',
    help: 'Requests being answered now',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  const pageCache = new Counter({
    name: 'zilt_page_cache_requests_total',
    help: 'Answers of cacheable pages and API reads, by result (hit: from the page cache; miss: made anew)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'zilt_renders_in_flight',
    help: 'Page renders running now',
    registers: [registry],
    collect() {
      this.set(sources.renders?.().running ?? 0);
    },
  });
  new Gauge({
    name: 'zilt_renders_waiting',
    help: 'Page renders waiting for their turn',
    registers: [registry],
    collect() {
      this.set(sources.renders?.().waiting ?? 0);
    },
  });
  new Counter({
    name: 'zilt_renders_shed_total',
    help: 'Page requests refused with 503 because the render queue was full',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.renders?.().refused ?? 0);
    },
  });
  new Gauge({
    name: 'zilt_load_shedding',
    help: '1 while the server refuses new requests because its event loop is behind, else 0',
    registers: [registry],
    collect() {
      this.set(sources.shedding?.() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'zilt_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by state (total, idle, waiting: queries waiting for a connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.database?.();
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats?.[state] ?? 0);
    },
  });
  new Counter({
    name: 'zilt_db_query_errors_total',
    help: 'Database queries that failed (the database out of reach, or a query refused)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.database?.()?.queryErrors ?? 0);
    },
  });
  new Gauge({
    name: 'zilt_hub_connections',
    help: 'Staff connections to the realtime hub on this process',
    registers: [registry],
    collect() {
      this.set(sources.hubConnections?.() ?? 0);
    },
  });
  const jobRuns = new Counter({
    name: 'zilt_hub_job_runs_total',
    help: 'Hub job invocations on this process, by job and outcome (done, error, busy: it ran already, refused)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });

  /** The route pattern of a request (never its path: one series per route, not per address). */
  function routeOf(request: FastifyRequest): string {
    return request.routeOptions.url ?? 'unmatched';
  }

  // The series of each method, route and status, looked up once (labels are hashed on every use).
  const seriesByLabels = new Map<string, { requests: Counter.Internal; durations: Histogram.Internal<string> }>();
  const cacheResults = { hit: pageCache.labels({ result: 'hit' }), miss: pageCache.labels({ result: 'miss' }) };

  function count(method: string, route: string, status: number, started: bigint, cache: unknown) {
    const name = `${method} ${status} ${route}`;
    let series = seriesByLabels.get(name);
    if (!series) {
      const labels = { method, route, status: String(status) };
      series = { requests: requests.labels(labels), durations: durations.labels(labels) };
      seriesByLabels.set(name, series);
    }
    series.requests.inc();
    series.durations.observe(Number(process.hrtime.bigint() - started) / 1e9);
    if (cache === 'hit' || cache === 'miss') cacheResults[cache].inc();
  }

  function finished(request: FastifyRequest, reply: FastifyReply, started: bigint) {
    inFlight -= 1;
    const cache = reply.getHeader(pageCacheHeader) ?? reply.raw.getHeader(pageCacheHeader);
    count(request.method, routeOf(request), reply.raw.statusCode, started, cache);
  }

  return {
    registry,
    /** Requests being answered now. */
    inFlight: () => inFlight,
    /** Says where the figures read at scrape time come from. */
    observe(more: MetricsSources) {
      Object.assign(sources, more);
    },
    /**
     * Counts every request from its arrival to the end of its answer (or the client leaving).
     * Register before any other `onRequest` hook: pages from the page cache are answered there.
     */
    instrument(app: FastifyInstance) {
      app.addHook('onRequest', (request, reply, done) => {
        const started = process.hrtime.bigint();
        inFlight += 1;
        reply.raw.once('close', () => finished(request, reply, started));
        done();
      });
    },
    /**
     * Counts an answer the HTTP server's listener sent from memory before the framework saw the
     * request (a cached page, a hashed asset), under the route that would have answered it.
     */
    countMemoryAnswer(method: string, answer: { status: number; route: string; pageCache?: 'hit' }, started: bigint) {
      count(method, answer.route, answer.status, started, answer.pageCache);
    },
    /** The runner, counting the invokes that did not start (busy: it runs already; refused). */
    countInvokes<Runner extends { invoke(job: HubJob, ...rest: never[]): Promise<HubAnswer> }>(runner: Runner): Runner {
      const invoke = runner.invoke.bind(runner);
      return {
        ...runner,
        async invoke(job: HubJob, ...rest: never[]) {
          const answer = await invoke(job, ...rest);
          if (answer.status !== 'started') jobRuns.inc({ job, outcome: answer.status });
          return answer;
        },
      };
    },
    /** Counts a job run that ended (done or error). */
    jobState(status: HubJobStatus) {
      if (status.State === 'done' || status.State === 'error') jobRuns.inc({ job: status.Job, outcome: status.State });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
