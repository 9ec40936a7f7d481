import { callApi } from '@site/shared/api';
import * as op from '@site/shared/api/operations';
import type { ContactStepRequest, PlatformsStepRequest, Questionnaire } from './types';

/** Saves one step under the visitor's customer flag (spec 7, big data `saveOrUpdate`); saving again updates it. */
export function saveQuestionnaire(
  customerFlag: string,
  answers: ({ step: 1 } & ContactStepRequest) | ({ step: 2 } & PlatformsStepRequest),
): Promise<Questionnaire> {
  return callApi(op.saveOrUpdateQuestionnaire, { body: { customerFlag, ...answers } });
}
