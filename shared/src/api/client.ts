import axios, { AxiosError, type AxiosInstance } from 'axios';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { siteStore } from '@site/shared/store';

/** Service prefixes of the api (ARCHITECTURE, API; spec 7). */
export const SERVICES = {
  official: '/api/official',
  kyc: '/api/kyc',
  tradeFinance: '/api/trade-finance',
  bigData: '/api/big-data',
  rate: '/api/rate',
  exportRefund: '/api/export-refund',
  docs: '/api/docs',
} as const;
export type Service = keyof typeof SERVICES;

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

/** The one axios instance of the site. It asks for messages in the visitor's language. */
export const http: AxiosInstance = axios.create({ timeout: 20_000, headers: { 'Content-Type': 'application/json' } });

http.interceptors.request.use((config) => {
  // A region in a language of its own (the Chinese-only micro-site) names it on the call.
  if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', toI18nLang(siteStore.getState().lang));
  return config;
});

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;
}

/**
 * Calls `service`/`path` and resolves with `data` when the body's code is '200'.
 * Rejects with an ApiError on any other code, HTTP error or network failure (spec 7: the
 * client rejects on any error); callers decide what a visitor sees.
 */
export async function callApi<T>(
  service: Service,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal; lang?: RouteLang } = {},
): Promise<T> {
  const { method = 'POST', body, signal, lang } = init;
  try {
    const response = await http.request<ApiEnvelope<T>>({
      url: `${SERVICES[service]}/${path}`,
      method,
      data: method === 'POST' ? (body ?? {}) : undefined,
      signal,
      ...(lang ? { headers: { 'Accept-Language': toI18nLang(lang) } } : {}),
    });
    const envelope = response.data;
    if (!isEnvelope(envelope)) throw new ApiError('Unexpected response', 'BAD_RESPONSE', response.status);
    if (envelope.code !== '200') {
      throw new ApiError(envelope.msg, envelope.code, response.status, envelope.field);
    }
    return envelope.data as T;
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

/** Request and response types of every call, generated from api/openapi.yaml (`pnpm --filter @site/api gen:types`). */
export type { components, operations, paths } from './schema';
