import type { components } from '@site/shared/api/schema';
import type { Rule, RuleParams } from '../i18n/messages';

/** The non-'200' codes of a failed call, as openapi.yaml lists them (ErrorCode). */
export type ErrorCode = components['schemas']['ErrorCode'];

export interface AppErrorOptions {
  /** The failing field, as a dotted path (`queryCondition.endTime`). */
  field?: string;
  rule?: Rule;
  params?: RuleParams;
  cause?: unknown;
}

/**
 * An expected failure with a code. Services throw it knowing nothing of HTTP; the server's one error
 * handler turns it into the `{ code, msg, data: null }` body, the HTTP status and the localized message.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly rule: Rule | undefined;
  readonly params: RuleParams;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.field ? `${code}: ${options.field} (${options.rule ?? 'invalid'})` : code, { cause: options.cause });
    this.code = code;
    this.field = options.field;
    this.rule = options.rule;
    this.params = options.params ?? {};
  }
}

/** A field that breaks a rule the schema cannot express (e.g. a time range), thrown by a service. */
export function invalidField(field: string, rule: Rule, params: RuleParams = {}): AppError {
  return new AppError('VALIDATION_FAILED', { field, rule, params });
}
