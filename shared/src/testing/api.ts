import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { EnvelopeOperationId, Operation, OperationId, RequestBody, ResponseData } from '@site/shared/api';
import type * as operations from '@site/shared/api/operations';

/*
 * The tests' fake api: the real client (callApi, axios) makes real requests in jsdom, and MSW
 * answers them as the api described by api/openapi.yaml would. A handler names an operation by
 * its generated descriptor, and what it answers is typed from the contract, so a handler for a
 * path the api does not have, or an answer of the wrong shape, fails to type-check.
 *
 * MSW needs the Fetch API classes that jsdom leaves out (jest/jsdom-environment.cjs) and its
 * Node build, which jsdom's 'browser' export condition hides (jest/resolver.cjs).
 */

/** One descriptor of `@site/shared/api/operations`, as generated from api/openapi.yaml. */
type GeneratedOperation = (typeof operations)[keyof typeof operations];

/** An answer other than success: the api's `{ code, msg, field }` body with its HTTP status. */
export class ApiFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly msg: string,
    readonly field?: string,
  ) {}
}

/** The api answers `status` with a non-'200' code and a message, as its error mapper does. */
export const apiFailure = (status: number, code: string, msg: string, field?: string) => new ApiFailure(status, code, msg, field);

/** The request never reaches the api (offline, reset connection). */
export const networkError: unique symbol = Symbol('network error');

/** What a handler answers: the operation's `data` (code '200'), a failure, or no answer at all. */
export type Answer<Id extends EnvelopeOperationId> = ResponseData<Id> | ApiFailure | typeof networkError;

/** One request the code under test made. */
export interface ApiCall<Id extends OperationId = OperationId> {
  operation: Id;
  path: string;
  /** The JSON body (undefined for a GET). */
  body: [RequestBody<Id>] extends [never] ? undefined : RequestBody<Id>;
  /** The Accept-Language header: the language the caller asked the api's messages in. */
  lang: string | null;
}

export interface ApiRequest<Id extends EnvelopeOperationId> {
  body: ApiCall<Id>['body'];
  lang: string | null;
  request: Request;
}

// Per test file (jest loads modules afresh for each): every call any handler answered.
const calls: ApiCall[] = [];

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Answers one operation of api/openapi.yaml: `answer(op.listAreaCodes, () => AREA_CODES)` with
 * `import * as op from '@site/shared/api/operations'`. The resolver gets the request's JSON body
 * and language; what it returns is wrapped in the api's envelope. `once`: for the next request only.
 */
export function answer<Id extends EnvelopeOperationId>(
  operation: Operation<Id> & GeneratedOperation,
  resolve: (request: ApiRequest<Id>) => Answer<Id> | Promise<Answer<Id>>,
  { once = false }: { once?: boolean } = {},
): HttpHandler {
  const route = operation.method === 'GET' ? http.get : http.post;
  return route(operation.path, async ({ request }) => {
    const call = { operation: operation.id, path: operation.path, body: await bodyOf(request.clone()), lang: request.headers.get('Accept-Language') } as ApiCall<Id>;
    calls.push(call);
    const result = await resolve({ body: call.body, lang: call.lang, request });
    if (result === networkError) return HttpResponse.error();
    if (result instanceof ApiFailure) {
      const { status, code, msg, field } = result;
      return HttpResponse.json(field === undefined ? { code, msg } : { code, msg, field }, { status });
    }
    return HttpResponse.json({ code: '200', msg: 'success', data: result });
  }, { once });
}

/**
 * The languages the api was asked in (each call's Accept-Language), each once, in the order first
 * asked: `['zh-HK']` when every call of a Traditional Chinese parcel asked in its language.
 */
export const languagesAsked = (calls: readonly ApiCall[]): (string | null)[] => [...new Set(calls.map((call) => call.lang))];

export interface FakeApi {
  /** Handlers for the running test only, tried before the file's own; dropped after it. */
  use: (...handlers: HttpHandler[]) => void;
  /** Every call the running test made, in order. */
  readonly calls: readonly ApiCall[];
  /** The running test's calls of one operation. */
  callsTo: <Id extends OperationId>(operation: Operation<Id>) => ApiCall<Id>[];
}

/**
 * Starts the fake api for the test file that calls it (at its top level): `handlers` answer in
 * every test, `use` adds a test's own. A request no handler answers fails the test that made it.
 */
export function setupFakeApi(...handlers: HttpHandler[]): FakeApi {
  const server = setupServer(...handlers);
  const unanswered: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        const call = `${request.method} ${new URL(request.url).pathname}`;
        unanswered.push(call);
        // The request fails (MSW answers 500) and never leaves the machine; the test fails after it.
        throw new Error(`The fake api has no answer for ${call}`);
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    const missed = unanswered.splice(0);
    if (missed.length > 0) throw new Error(`The fake api has no answer for ${missed.join(', ')}: add one with answer(op.…).`);
  });
  afterAll(() => server.close());
  return {
    use: (...more) => server.use(...more),
    calls,
    callsTo: <Id extends OperationId>(operation: Operation<Id>) => calls.filter((call): call is ApiCall<Id> => call.operation === operation.id),
  };
}
