import { callApi } from '@site/shared/api';
import type { ContactStepRequest, PlatformsStepRequest, Questionnaire } from './types';

/** Saves one step under the visitor's customer flag (spec 7, big data `saveOrUpdate`); saving again updates it. */
export function saveQuestionnaire(
  customerFlag: string,
  answers: ({ step: 1 } & ContactStepRequest) | ({ step: 2 } & PlatformsStepRequest),
): Promise<Questionnaire> {
  return callApi<Questionnaire>('bigData', 'travelCustomerQuestionnaire/saveOrUpdate', { body: { customerFlag, ...answers } });
}
