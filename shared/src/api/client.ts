import axios, { AxiosError, type AxiosInstance } from 'axios';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import type { operations } from './schema';

/** Every response body: code '200' on success, another code and a clear msg otherwise. */
export interface ApiEnvelope<T> {
  code: string;
  msg: string;
  data: T;
  /** On a validation failure: the field that failed. */
  field?: string;
}

/** A call that did not answer code '200': carries the server's code and localized message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly field: string | undefined;

  constructor(message: string, code: string, status?: number, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

/**
 * The one axios instance of the site. It holds no language: each call names its own (callApi's
 * `lang`), so a parcel's requests follow its `lang` prop and never the site store's language
 * (docs/composition.md, one language channel).
 */
export const http: AxiosInstance = axios.create({ timeout: 20_000, headers: { 'Content-Type': 'application/json' } });

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;
}

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Operations = operations;

/** Every operationId of api/openapi.yaml. */
export type OperationId = keyof Operations;
/** An operation's descriptor, as `@site/shared/api/operations` exports one per operationId (generated). */
export interface Operation<Id extends OperationId = OperationId> {
  readonly id: Id;
  readonly method: 'GET' | 'POST';
  readonly path: string;
}
/** The JSON body an operation takes (`never` when it takes none). */
export type RequestBody<Id extends OperationId> = Operations[Id] extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;
/** `data` of an operation's successful envelope. */
export type ResponseData<Id extends OperationId> = Operations[Id]['responses'] extends { 200: infer R } ? (JsonOf<R> extends { data: infer D } ? D : never) : never;
/** The operations that answer in the `{ code, msg, data }` envelope: the ones callApi can call. */
export type EnvelopeOperationId = { [Id in OperationId]: [ResponseData<Id>] extends [never] ? never : Id }[OperationId];

/**
 * A body as a form holds it: field names and shapes as the contract says, but option keys as
 * plain strings (they come from the lookup lists; the api checks them against its enums and
 * answers 400 naming the field).
 */
export type Loose<T> = T extends string ? string : T extends readonly (infer U)[] ? Loose<U>[] : T extends object ? { [K in keyof T]: Loose<T[K]> } : T;

interface CallOptions {
  signal?: AbortSignal;
  /**
   * The language the api answers in (Accept-Language: its messages and labelled lists): the
   * caller's parcel's, from its `lang` prop or its i18n instance, or a region's own (the
   * Chinese-only micro-site). Required: the client has no language of its own to fall back on.
   */
  lang: RouteLang;
}
/** callApi's second argument: `lang` always, `body` exactly when the operation takes one. */
export type CallInit<Id extends OperationId> = [RequestBody<Id>] extends [never] ? CallOptions : CallOptions & { body: Loose<RequestBody<Id>> };

/** Calls `operation` through `instance`: the one implementation of every client below. */
async function request<Id extends EnvelopeOperationId>(instance: AxiosInstance, operation: Operation<Id>, init: CallInit<Id>): Promise<ResponseData<Id>> {
  const { method, path } = operation;
  const { signal, lang } = init;
  const body = 'body' in init ? init.body : undefined;
  try {
    const response = await instance.request<ApiEnvelope<ResponseData<Id>>>({
      url: path,
      method,
      data: method === 'POST' ? (body ?? {}) : undefined,
      signal,
      headers: { 'Accept-Language': toI18nLang(lang) },
    });
    const envelope = response.data;
    if (!isEnvelope(envelope)) throw new ApiError('Unexpected response', 'BAD_RESPONSE', response.status);
    if (envelope.code !== '200') {
      throw new ApiError(envelope.msg, envelope.code, response.status, envelope.field);
    }
    return envelope.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof AxiosError) {
      const body: unknown = error.response?.data;
      if (isEnvelope(body)) throw new ApiError(body.msg, body.code, error.response?.status, body.field);
      throw new ApiError(error.message, error.code ?? 'NETWORK_ERROR', error.response?.status);
    }
    throw error;
  }
}

/**
 * Calls one operation of api/openapi.yaml and resolves with its `data` when the body's code is
 * '200'; the body and the result are typed from the contract by operationId:
 * `callApi(op.getHistoricalRates, { body, lang })` with `import * as op from '@site/shared/api/operations'`.
 * Rejects with an ApiError on any other code, HTTP error or network failure (the
 * client rejects on any error); callers decide what a visitor sees.
 */
export function callApi<Id extends EnvelopeOperationId>(operation: Operation<Id>, init: CallInit<Id>): Promise<ResponseData<Id>> {
  return request(http, operation, init);
}

/**
 * A client of the api: what a page's loaders and actions call it through (`apiContext` of
 * `@site/shared/pages`), so that a render on the site's server reaches the api at its own address,
 * for its own visitor, with nothing shared between two renders.
 */
export interface ApiClient {
  /** `callApi` through this client. */
  call: <Id extends EnvelopeOperationId>(operation: Operation<Id>, init: CallInit<Id>) => Promise<ResponseData<Id>>;
  /** An address of the api as this client reaches it. */
  address: (path: string) => string;
}

export interface ApiClientOptions {
  /** The api's origin as the site's server reaches it (none: the page's own /api, as in the browser). */
  baseURL?: string;
  /** The visitor's address, sent as `X-Forwarded-For`: the api's per-client write budget applies to them. */
  forwardedFor?: string;
}

/** A client of its own, for one render or one posted form on the site's server (or a test). */
export function createApiClient({ baseURL, forwardedFor }: ApiClientOptions = {}): ApiClient {
  const instance = axios.create({
    timeout: 20_000,
    ...(baseURL !== undefined ? { baseURL } : {}),
    headers: { 'Content-Type': 'application/json', ...(forwardedFor !== undefined ? { 'X-Forwarded-For': forwardedFor } : {}) },
  });
  return {
    call: (operation, init) => request(instance, operation, init),
    address: (path) => (baseURL ? new URL(path, baseURL).href : path),
  };
}

/** The browser's client: the page's own /api, through the site's one axios instance. */
export const browserApi: ApiClient = { call: callApi, address: (path) => path };

/**
 * The client of a render that has no api (a remote's build): every call fails at once, so a loader
 * shows what a page shows without its data.
 */
export const noApi: ApiClient = {
  call: () => Promise.reject(new ApiError('No api is reachable from this render.', 'NO_API')),
  address: (path) => path,
};

/** Request and response types of every call, generated from api/openapi.yaml (`pnpm --filter @site/api gen:types`). */
export type { components, operations, paths } from './schema';
