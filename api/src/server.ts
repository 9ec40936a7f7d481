import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import { loadConfig, type ApiConfig } from './config/env';
import type { Database } from './db/database';
import { bigDataHandlers } from './features/big-data/routes';
import { docsFeedbackHandlers } from './features/docs-feedback/routes';
import { cspReportHandlers } from './features/security/csp-reports';
import { exportRefundHandlers } from './features/export-refund/routes';
import { kycHandlers } from './features/kyc/routes';
import { officialHandlers } from './features/official/routes';
import { RateService } from './features/rate/rate-service';
import type { ReferenceSeries } from './features/rate/reference-data';
import { rateHandlers } from './features/rate/routes';
import { tradeFinanceHandlers } from './features/trade-finance/routes';
import { clientErrorHandler, frameworkErrors, refuseMissingHost } from './http/client-errors';
import { errorBody, handleError, type OperationConfig } from './http/error-handler';
import { registerHealthRoutes } from './http/health';
import { loadOpenApi, type OperationSpec } from './http/openapi';
import { FORM_OF, type Handlers, type OperationId } from './http/operations';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { createAjv, createValidatorCompiler } from './http/validation';
import { negotiateLang } from './i18n/lang';
import { message } from './i18n/messages';
import { AppError } from './lib/errors';

export interface BuildServerOptions {
  db: Database;
  /** Overrides of the configuration; the rest are the documented defaults (config/env.ts), not the environment. */
  config?: Partial<ApiConfig>;
  /**
   * `false` for no logging; otherwise pino at `config.logLevel` with the serializers below (no request bodies,
   * query strings or client addresses), written to `logStream` when given (tests read the log back).
   */
  logger?: false;
  logStream?: { write(line: string): void };
  /** Time source of the rate service (tests pin "today"). */
  clock?: () => Date;
  /** The reference rate series (tests may replace the bundled one). */
  rateReference?: () => ReferenceSeries | undefined;
}

const HTML_SENSITIVE = /[<>&\u2028\u2029]/g;

/** `text` (JSON) with the characters HTML and old script parsers treat specially written as \u escapes. */
export function escapeJsonForHtml(text: string): string {
  return text.replace(HTML_SENSITIVE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Only what is needed to follow a request in the logs: no query strings, headers, client address or body. */
const LOG_SERIALIZERS = {
  req: (req: { method?: string; url?: string; id?: string }) => ({
    id: req.id,
    method: req.method,
    path: (req.url ?? '').split('?')[0],
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

/**
 * Builds the api: routes from openapi.yaml (method, path and body schema by operationId), one handler per
 * operation, one error handler. The database is opened and migrated by the caller (createDatabase); the rate
 * store is filled before this resolves. Call `listen` on the result to serve, or `inject` to test.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const config: ApiConfig = { ...loadConfig({}), ...options.config };
  const api = loadOpenApi();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: LOG_SERIALIZERS,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For is read only on a connection from one of these proxies, and only the entries they added:
    // walking from the right, past the trusted addresses, the first other one is the client.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    // On close: idle keep-alive connections are closed at once, requests in flight finish (graceful
    // shutdown, src/main.ts); new requests on a connection still open answer 503.
    forceCloseConnections: 'idle',
    // A request must arrive whole in time (408): a body trickled a byte at a time cannot hold a connection.
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      requestTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(config.timeouts.headersMs / 10))),
      // An HTTP/1.1 request without a Host header is refused by `refuseMissingHost` below, as JSON.
      requireHostHeader: false,
    },
    // What the HTTP parser or the router refuse is `{ code, msg }` too (http/client-errors.ts).
    clientErrorHandler,
    frameworkErrors,
  });

  app.setValidatorCompiler(createValidatorCompiler(createAjv()));
  // JSON with `<`, `>` and `&` as \u escapes: a stored `<script>` comes back as data that no HTML parser,
  // sniffing or not, reads as markup (docs/security.md). JSON.parse reads it back unchanged.
  app.setReplySerializer((payload) => escapeJsonForHtml(JSON.stringify(payload)));
  app.setErrorHandler(handleError(config.bodyLimitBytes));
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(new AppError('NOT_FOUND'), negotiateLang(request.headers['accept-language']), undefined)),
  );

  // JSON only. An empty JSON body is read as "no body" (the list calls send none); a body that is not
  // JSON answers MALFORMED_JSON; other media types answer 415.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim().length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('onRequest', refuseMissingHost);
  app.addHook('onSend', async (_request, reply) => {
    // Answers are data, never pages: no sniffing a JSON body into HTML (strings are never rendered, issue 3.7).
    reply.header('X-Content-Type-Options', 'nosniff');
    // An answer opened as a page runs nothing, loads nothing and cannot be framed (the policy Mozilla
    // Observatory expects of an api); the URL of the page that called is not passed on.
    reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    reply.header('Referrer-Policy', 'no-referrer');
    // HTTPS only, for a year, as the site's own origin says (a browser ignores it over plain HTTP).
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // Read by the site's own pages (CORS); never embedded by another site without it.
    reply.header('Cross-Origin-Resource-Policy', 'same-site');
  });

  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept-Language'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database every instance shares: two instances give a client one budget, not two.
    store: databaseRateLimitStore(options.db),
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
  // One budget per IP shared by every write call (x-rate-limited in openapi.yaml), not one per route.
  const writeLimit: onRequestHookHandler = app.rateLimit();
  // Reports the browser sends by itself (x-report-limited): a budget of their own, so that a page breaking its
  // policy cannot use up a visitor's form submissions, and a client cannot flood the log.
  const reportLimit: onRequestHookHandler = app.rateLimit({ max: config.reportRateLimitMax, timeWindow: config.rateLimit.windowMs, keyGenerator: (request) => `report:${request.ip}` });

  const rates = new RateService(options.db, options.clock, options.rateReference);
  const handlers: Handlers = {
    getHealth: () => ({ status: 'ok', database: options.db.kind }),
    ...officialHandlers(options.db),
    ...kycHandlers(),
    ...tradeFinanceHandlers(options.db),
    ...bigDataHandlers(options.db),
    ...rateHandlers(rates),
    ...exportRefundHandlers(options.db),
    ...docsFeedbackHandlers(options.db),
    ...cspReportHandlers(app.log, options.db, config.cspReports),
  };

  registerHealthRoutes(app, options.db);

  const registered = new Set<string>();
  for (const spec of api.operations.values()) {
    if (spec.operationId === 'getOpenApiDocument') {
      app.get(spec.path, (_request, reply) => reply.type('application/yaml; charset=utf-8').send(api.text));
      registered.add(spec.operationId);
      continue;
    }
    if (Object.keys(spec.otherBodySchemas).length > 0) {
      // Media types other than JSON are read for this operation only: everywhere else they still answer 415.
      await app.register(async (scope) => {
        // Only the media types the operation describes, each checked against its own schema.
        if (!spec.bodySchema) scope.removeContentTypeParser('application/json');
        scope.addContentTypeParser(Object.keys(spec.otherBodySchemas), { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, (request, body, done) =>
          parseJson(request, body.toString(), done),
        );
        registerOperation(scope, spec, handlers, spec.reportLimited ? reportLimit : writeLimit, REPORT_BODY_LIMIT);
      });
    } else {
      registerOperation(app, spec, handlers, spec.rateLimited ? writeLimit : spec.reportLimited ? reportLimit : undefined);
    }
    registered.add(spec.operationId);
  }
  // openapi.yaml and the handlers must name the same operations: fail at start-up, not on a visitor's request.
  const unrouted = Object.keys(handlers).filter((id) => !registered.has(id));
  if (unrouted.length > 0) throw new Error(`Handlers without an operation in openapi.yaml: ${unrouted.join(', ')}`);

  await rates.ensureLoaded();
  await app.ready();
  return app;
}

/** Size limit of a report body (CSP reports are a few hundred bytes; a delivery holds at most 20). */
export const REPORT_BODY_LIMIT = 16 * 1024;

/** The route's body schema: the JSON one, or one per media type when the operation takes others. */
function bodySchemaOf(spec: OperationSpec): unknown {
  const others = Object.entries(spec.otherBodySchemas);
  if (others.length === 0) return spec.bodySchema;
  const content = Object.fromEntries(others.map(([media, schema]) => [media, { schema }]));
  return { content: spec.bodySchema ? { ...content, 'application/json': { schema: spec.bodySchema } } : content };
}

function isOperationId(id: string, handlers: Handlers): id is OperationId {
  return Object.prototype.hasOwnProperty.call(handlers, id);
}

function registerOperation(
  app: FastifyInstance,
  spec: OperationSpec,
  handlers: Handlers,
  limit: onRequestHookHandler | undefined,
  bodyLimit?: number,
): void {
  const { operationId } = spec;
  if (!isOperationId(operationId, handlers)) throw new Error(`openapi.yaml operation ${operationId} has no handler`);
  // Each handler is typed by its own operation; here they are called uniformly with a validated body.
  const handler = handlers[operationId] as (context: { body: unknown; lang: ReturnType<typeof negotiateLang> }) => unknown;
  const config: OperationConfig = { operationId, ...(FORM_OF[operationId] ? { form: FORM_OF[operationId] } : {}) };
  app.route({
    method: spec.method,
    url: spec.path,
    config,
    ...(bodySchemaOf(spec) ? { schema: { body: bodySchemaOf(spec) } } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(limit ? { onRequest: limit } : {}),
    handler: async (request) => {
      const lang = negotiateLang(request.headers['accept-language']);
      const data = await handler({ body: request.body, lang });
      return { code: '200', msg: message(lang, 'success'), data };
    },
  });
}
