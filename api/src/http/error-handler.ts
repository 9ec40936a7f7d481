import type { FastifyContextConfig, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldLabel, type FormId } from '../i18n/field-labels';
import { negotiateLang, type Lang } from '../i18n/lang';
import { message, ruleMessage, type RuleParams } from '../i18n/messages';
import { AppError, type ErrorCode } from '../lib/errors';

/** HTTP status of each error code (issue 3, point 6; openapi.yaml ErrorCode). The one place they are decided. */
export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  QUESTIONNAIRE_NOT_FOUND: 404,
  QUESTIONNAIRE_STEP1_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
};

export interface ErrorBody {
  code: ErrorCode;
  msg: string;
  data: null;
  field?: string;
}

/** Fastify's own errors (body parsing, limits) as our codes. */
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'BAD_REQUEST',
};

/** Any thrown value as an AppError; anything unexpected becomes INTERNAL_ERROR (its detail stays in the log). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as Partial<FastifyError> | undefined;
  const mapped = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return new AppError(mapped, { cause: error });
  const status = fastifyError?.statusCode;
  if (status === 404) return new AppError('NOT_FOUND', { cause: error });
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', { cause: error });
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', { cause: error });
  if (status !== undefined && status >= 400 && status < 500) return new AppError('BAD_REQUEST', { cause: error });
  return new AppError('INTERNAL_ERROR', { cause: error });
}

const MESSAGE_OF: Readonly<Record<Exclude<ErrorCode, 'VALIDATION_FAILED'>, Parameters<typeof message>[1]>> = {
  MALFORMED_JSON: 'malformedJson',
  BAD_REQUEST: 'badRequest',
  NOT_FOUND: 'notFound',
  REQUEST_TIMEOUT: 'requestTimeout',
  QUESTIONNAIRE_NOT_FOUND: 'questionnaireNotFound',
  QUESTIONNAIRE_STEP1_REQUIRED: 'questionnaireStep1Required',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  RATE_LIMITED: 'rateLimited',
  HEADERS_TOO_LARGE: 'headersTooLarge',
  INTERNAL_ERROR: 'internal',
};

/** The response body of `error` in `lang`; validation messages name the field as `form` labels it. */
export function errorBody(
  error: AppError,
  lang: Lang,
  form: FormId | undefined,
  params: RuleParams = error.params,
): ErrorBody {
  if (error.code === 'VALIDATION_FAILED') {
    const label = error.field ? fieldLabel(form, error.field, lang) : '';
    const body: ErrorBody = { code: error.code, msg: ruleMessage(lang, error.rule ?? 'body', label, params), data: null };
    if (error.field !== undefined) body.field = error.field;
    return body;
  }
  return { code: error.code, msg: message(lang, MESSAGE_OF[error.code], params), data: null };
}

declare module 'fastify' {
  /** Route config the server attaches to each operation (read back here for the form's labels). */
  interface FastifyContextConfig {
    operationId?: string;
    form?: FormId;
  }
}

export type OperationConfig = FastifyContextConfig;

/**
 * The server's one error handler: every failure leaves as `{ code, msg, data: null }` with the right
 * status. Unexpected errors are logged without the request body and answered with a generic message: no
 * stack trace, SQL or driver text reaches the client.
 */
export function handleError(bodyLimitBytes: number) {
  return function errorHandler(this: unknown, error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const appError = toAppError(error);
    const status = STATUS_OF[appError.code];
    if (status >= 500) {
      request.log.error({ err: describeForLog(error) }, 'request failed');
    }
    const lang = negotiateLang(request.headers['accept-language']);
    const config = request.routeOptions.config as OperationConfig | undefined;
    const params =
      appError.code === 'PAYLOAD_TOO_LARGE' ? { limit: Math.round(bodyLimitBytes / 1024) } : appError.params;
    return reply.status(status).send(errorBody(appError, lang, config?.form, params));
  };
}

/**
 * What is logged about an unexpected error: its type, codes and stack, but not its message when it comes from
 * the database driver, whose messages and details can quote the values a visitor sent (no personal data in
 * logs, issue 3 point 7).
 */
export function describeForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const withCode = error as Error & { code?: unknown; severity?: unknown; routine?: unknown };
  const fromDatabase = withCode.severity !== undefined || withCode.routine !== undefined;
  return {
    type: error.name,
    code: withCode.code,
    message: fromDatabase ? '[database error: message withheld]' : error.message,
    stack: error.stack?.split('\n').slice(1, 8).join('\n'),
  };
}
