import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// Answers kept whole in memory (pages of the page cache, the web app's hashed scripts and
// styles) are sent by the HTTP server's request listener itself, before the framework builds
// its request and reply, routes, logs and runs hooks: such an answer costs a lookup and one
// write, as a bare node:http server's does. What the framework would have done for them is done
// here, once: counting them for the metrics and one log line (or one in N).

/** What an answer from memory was, for the metrics and the log. */
export interface MemoryAnswer {
  status: number;
  /** The route pattern it counts under (the one the framework's route for it has). */
  route: string;
  /** `hit` for a page from the page cache. */
  pageCache?: 'hit';
}

/** Answers a GET or HEAD request from memory (and says what it sent), or leaves it (undefined). */
export type MemoryAnswerer = (request: IncomingMessage, response: ServerResponse) => MemoryAnswer | undefined;

/** Told of every answer sent by the listener (not of those sent through `inject`: the framework counts them). */
export type MemoryAnswerObserver = (request: IncomingMessage, answer: MemoryAnswer, startedAt: bigint) => void;

const leftByListener = Symbol('left by the memory answers of the listener');

type MarkedRequest = IncomingMessage & { [leftByListener]?: true };

export interface MemoryAnswers {
  /** Adds an answerer; answerers are asked in the order added. */
  add(answerer: MemoryAnswerer): void;
  /** Who counts and logs the answers the listener sent. */
  observe(observer: MemoryAnswerObserver): void;
  /** The framework's `serverFactory`: a node:http server whose listener answers from memory first. */
  serverFactory: NonNullable<FastifyServerOptions['serverFactory']>;
  /**
   * Answers from memory, in an `onRequest` hook, the requests the listener never saw (`inject`,
   * which tests use): the same answers, counted and logged by the framework. Register it before
   * load shedding, security headers and compression.
   */
  registerHook(app: FastifyInstance): void;
}

export function createMemoryAnswers(): MemoryAnswers {
  const answerers: MemoryAnswerer[] = [];
  let observer: MemoryAnswerObserver = () => undefined;

  function answer(request: IncomingMessage, response: ServerResponse): MemoryAnswer | undefined {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    for (const answerer of answerers) {
      const answered = answerer(request, response);
      if (answered) return answered;
    }
    return undefined;
  }

  return {
    add(answerer) {
      answerers.push(answerer);
    },
    observe(next) {
      observer = next;
    },
    serverFactory(handler, options) {
      const listener: RequestListener = (request, response) => {
        const startedAt = process.hrtime.bigint();
        const answered = answer(request, response);
        if (answered) return observer(request, answered, startedAt);
        (request as MarkedRequest)[leftByListener] = true;
        handler(request, response);
      };
      const server: Server = createServer(listener);
      // What the framework sets on a server it creates itself (its options hold its defaults).
      const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
      server.requestTimeout = timeouts.requestTimeout ?? 0;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
    registerHook(app) {
      app.addHook('onRequest', (request, reply, done) => {
        if (!(request.raw as MarkedRequest)[leftByListener] && answer(request.raw, reply.raw)) reply.hijack();
        done();
      });
    },
  };
}
