import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyHttpOptions, FastifyServerFactory } from 'fastify';
import { isApiKey } from './api-key.js';
import type { CachedAnswers, PreparedForm } from './cached-answer.js';
import { FastConnections } from './fast-connections.js';
import type { CachedBody, ResponseCache } from './response-cache.js';

/** A public read that a cache hit may answer before routing: its route, its path and its cache key. */
export interface FastRead {
  /** The Fastify route it stands in for (the name the access log and metrics count it under). */
  route: string;
  /** The whole path (no query string), capturing the route's parameters. */
  pattern: RegExp;
  /** The cache key the route's handler stores the answer under; undefined when the parameters are not valid. */
  key: (params: string[]) => string | undefined;
  /**
   * What the route's handler reads (through the cache, which it fills) for valid parameters; null
   * when there is nothing (the route's 404). Lets the socket path answer a miss itself.
   */
  load?: (params: string[]) => Promise<CachedBody | null>;
}

/**
 * What a fast path names, ready to answer: its route (the name the access log and metrics count it
 * under), its answer now, and how to load a miss as the route would.
 */
export interface FastTarget {
  route: string;
  /** Its 200 answer for this Accept-Encoding when a fresh one is at hand; undefined otherwise. */
  answer: (acceptEncoding: string | undefined) => Required<PreparedForm> | undefined;
  /**
   * Waits for what `answer` lacked (a miss loaded as the route loads it, a readiness check) and gives
   * the 200 answer; undefined when the route should answer instead (nothing found, a failure).
   */
  load?: (acceptEncoding: string | undefined) => Promise<Required<PreparedForm> | undefined>;
}

/**
 * A fixed address answered on both fast paths without the api-key, as its route is (the liveness
 * and readiness probes, modules/health): a load balancer asks them tens of times a second.
 */
export interface FastProbe extends FastTarget {
  path: string;
}

export interface FastReadsOptions {
  apiKey: string;
  cache: ResponseCache;
  answers: CachedAnswers;
  reads: readonly FastRead[];
  probes?: readonly FastProbe[];
  /** Told of each answer and its body's bytes, as Fastify's onResponse hooks are (access log, metrics). */
  observe: (route: string, status: number, ms: number, bytes: number) => void;
}

/** Every fast read's path starts so: anything else but a probe goes to Fastify after two comparisons. */
const PREFIX = '/api/get';

/**
 * The two request headers a fast answer reads, straight from Node's raw list (reading
 * `req.headers` builds an object of every header on each request). Undefined when the request is
 * conditional (If-None-Match: the route answers 304s) or names either header twice (Node would
 * join the copies; the route decides).
 */
function readHeaders(raw: string[]): { apiKey?: string; acceptEncoding?: string } | undefined {
  let apiKey: string | undefined;
  let acceptEncoding: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    // Names compared by length first: most of a request's headers are none of the three.
    const name = raw[i];
    if (name.length === 7 && name.toLowerCase() === 'api-key') {
      if (apiKey !== undefined) return undefined;
      apiKey = raw[i + 1];
    } else if (name.length === 15 && name.toLowerCase() === 'accept-encoding') {
      if (acceptEncoding !== undefined) return undefined;
      acceptEncoding = raw[i + 1];
    } else if (name.length === 13 && name.toLowerCase() === 'if-none-match') return undefined;
  }
  return { apiKey, acceptEncoding };
}

/**
 * The hottest answers, a fresh cache hit of a public read, written before Fastify routes the
 * request: one match of the path, the api-key comparison and a cache lookup, then one `writeHead`
 * and `end` with the headers and bytes prepared once per catalogue version. The request
 * objects, hooks, child logger, parameter validation and reply bookkeeping Fastify would spend on
 * the same bytes are skipped. The probes (`/api/health`, `/api/ready` while its last check holds)
 * are answered the same way, from bytes prepared once. Whatever is not a plain GET of such a read
 * with the right api-key and a fresh entry, or of a probe (a miss, a stale or "not found" entry, a
 * conditional request, a query string, HEAD, any other spelling of the path, api-key or
 * Accept-Encoding given twice) is handed to Fastify, whose route gives the same answer.
 */
export class FastReads {
  private options: FastReadsOptions | undefined;
  private probes = new Map<string, FastProbe>();
  /** False once the server closes; the options stay, for a miss loaded before that to be answered. */
  private enabled = false;
  /** The servers' connection-level fast paths (one per server this factory made). */
  private readonly connections: FastConnections[] = [];

  /** Starts answering (app.ts, once the cache and routes exist). */
  enable(options: FastReadsOptions): void {
    this.options = options;
    this.probes = new Map((options.probes ?? []).map((probe) => [probe.path, probe]));
    this.enabled = true;
  }

  /** Stops answering: while the server closes, every request goes through Fastify's own draining. */
  disable(): void {
    this.enabled = false;
    for (const connections of this.connections) connections.release();
  }

  /** Answers the request if it is a fresh cache hit of a fast read or a probe; false when Fastify should. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (!this.enabled || req.method !== 'GET' || !url || !(url.startsWith(PREFIX) || this.probes.has(url))) {
      return false;
    }
    const headers = readHeaders(req.rawHeaders);
    const target = headers && this.target(url, headers.apiKey);
    const answer = target && this.answerNow(target, headers.acceptEncoding);
    if (!answer) return false;
    res.writeHead(200, answer.headers);
    res.end(answer.bytes);
    return true;
  }

  /**
   * What a path names: a probe, or a fast read when the api-key is right (no lookup, so a
   * connection asking the same again can keep it, http/fast-connections.ts).
   */
  target(path: string, apiKey: string | undefined): FastTarget | undefined {
    const options = this.options;
    if (!options || !this.enabled) return undefined;
    const probe = this.probes.get(path);
    if (probe) return probe;
    if (!isApiKey(apiKey, options.apiKey)) return undefined;
    for (const read of options.reads) {
      const match = read.pattern.exec(path);
      if (!match) continue;
      const params = match.slice(1);
      const key = read.key(params);
      return key === undefined ? undefined : this.cachedTarget(read, key, params);
    }
    return undefined;
  }

  /** A fast read's target: its fresh cache entry, or its route's load on a miss. */
  private cachedTarget(read: FastRead, key: string, params: string[]): FastTarget {
    const { cache, answers } = this.options as FastReadsOptions;
    const load = read.load;
    return {
      route: read.route,
      answer: (acceptEncoding) => {
        const body = cache.peek(key);
        return body && answers.rawAnswer(body, acceptEncoding);
      },
      load:
        load &&
        (async (acceptEncoding) => {
          const body = await load(params);
          return body ? answers.rawAnswer(body, acceptEncoding) : undefined;
        }),
    };
  }

  /**
   * A target's fresh answer (head, headers and bytes), counted as answered; undefined when it has
   * none. The socket path's entry (`RawAnswers`); `handle` calls `answerNow` itself, so the two
   * paths stay apart in a profile and in the tests that tell which one answered.
   */
  answerRaw(target: FastTarget, acceptEncoding: string | undefined): Required<PreparedForm> | undefined {
    return this.answerNow(target, acceptEncoding);
  }

  private answerNow(target: FastTarget, acceptEncoding: string | undefined): Required<PreparedForm> | undefined {
    const options = this.options;
    if (!options || !this.enabled) return undefined;
    const started = performance.now();
    const answer = target.answer(acceptEncoding);
    if (answer) options.observe(target.route, 200, performance.now() - started, answer.bytes.length);
    return answer;
  }

  /**
   * Loads what a target lacked as its route would (the cache fills, concurrent loads share one) and
   * gives its answer, counted as answered, even once the server is closing (the request came
   * before). Undefined when there is nothing to answer here, it failed (the route then tries and
   * answers the error) or the server was closing already. Never rejects.
   */
  async loadRaw(target: FastTarget, acceptEncoding: string | undefined): Promise<Required<PreparedForm> | undefined> {
    const options = this.options;
    if (!options || !this.enabled || !target.load) return undefined;
    const started = performance.now();
    try {
      const answer = await target.load(acceptEncoding);
      if (answer) options.observe(target.route, 200, performance.now() - started, answer.bytes.length);
      return answer;
    } catch {
      return undefined;
    }
  }

  /**
   * Fastify's `serverFactory`: the plain HTTP server Fastify would make (its time-outs included),
   * with the fast reads in front of its handler.
   */
  serverFactory(): FastifyServerFactory {
    return (handler, options: FastifyHttpOptions<Server>) => {
      const server = createServer(options.http ?? {}, (req, res) => {
        if (!this.handle(req, res)) handler(req, res);
      });
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      // Connections that only ask fast reads are answered on the socket, before Node's HTTP layer.
      this.connections.push(new FastConnections(server, this));
      return server;
    };
  }
}
