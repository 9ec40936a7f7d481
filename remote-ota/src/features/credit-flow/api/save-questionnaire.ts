import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { RouteLang } from '@site/shared/lang';
import type { ContactStepRequest, PlatformsStepRequest, Questionnaire } from './types';

/**
 * Saves one step under the visitor's customer flag (big data `saveOrUpdate`); saving again
 * updates it. A rejected field's message comes in `lang`, the page's, and is shown as it comes.
 */
export function saveQuestionnaire(
  customerFlag: string,
  answers: ({ step: 1 } & ContactStepRequest) | ({ step: 2 } & PlatformsStepRequest),
  lang: RouteLang,
): Promise<Questionnaire> {
  return callApi(op.saveOrUpdateQuestionnaire, { body: { customerFlag, ...answers }, lang });
}
