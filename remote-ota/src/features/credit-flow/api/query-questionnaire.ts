import { ApiError, type ApiClient } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { Questionnaire } from './types';

/**
 * The questionnaire saved under `customerFlag` (big data `queryByCustomerFlag`), with
 * `indicativeLimitUsd` once step 2 is saved; null when nothing was saved under the flag yet.
 * The api's messages come in `lang`, the page's; asked through `api`, the render's client.
 */
export async function queryQuestionnaire(api: ApiClient, customerFlag: string, lang: RouteLang, signal?: AbortSignal): Promise<Questionnaire | null> {
  try {
    return await api.call(op.queryQuestionnaire, { body: { customerFlag }, signal, lang });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'QUESTIONNAIRE_NOT_FOUND') return null;
    throw error;
  }
}
