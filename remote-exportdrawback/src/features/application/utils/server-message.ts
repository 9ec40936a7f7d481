import type { ApiError } from '@site/shared/api';

/** An error of the api's client, told by its name: the client itself loads with the form's first send. */
const isApiError = (error: unknown): error is ApiError => error instanceof Error && error.name === 'ApiError' && typeof (error as { code?: unknown }).code === 'string';

/** Codes the client gives a call that never got the api's envelope (axios's ERR_*, timeouts, a non-envelope body). */
const TRANSPORT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'NETWORK_ERROR', 'BAD_RESPONSE']);

/**
 * The api's own message for a failed call (the form shows the server's message), or undefined
 * when the failure never reached the api (network down, proxy error page): those messages are
 * axios's English text, so the form shows its own localized one instead.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code.startsWith('ERR_') || TRANSPORT_CODES.has(error.code)) return undefined;
  return error.message.trim() || undefined;
}

/** The field the api named as failing validation, if any. */
export function serverField(error: unknown): string | undefined {
  return isApiError(error) ? error.field : undefined;
}
