import { ApiError, type ApiClient } from '@site/shared/api';
import { failedSendStatus, postedValue, type FormActionInput, type FormActionResult } from '@site/shared/parcel';
import { listAreaCodes } from '../api/list-lead-lookups';
import { submitLead } from '../api/submit-lead';
import { AREA_CODE_ID_FIELD, toLeadRequest } from '../demo-form';
import { demoFormReducer, demoOutcome, initialDemoForm } from '../demo-form-reducer';
import type { DemoFormValues } from '../demo-form-rules';
import type { ProductKey } from '../demo-request-context';

/**
 * The demo request posted without JavaScript (the demo request page's action), through `api`, the
 * post's own client: the dial code chosen by its country's id is read back from the api's own list
 * (as the combobox picks it), the form's own reducer checks the request as a submit in the browser
 * does, and a valid one is sent through the same api call with the same body.
 */
export async function demoRequestOutcome({ lang, fields }: Pick<FormActionInput, 'lang' | 'fields'>, api: ApiClient): Promise<FormActionResult> {
  const areaCodeId = postedValue(fields, AREA_CODE_ID_FIELD);
  const area = areaCodeId ? (await listAreaCodes(api, lang).catch(() => [])).find((entry) => entry.id === areaCodeId) : undefined;
  const values: DemoFormValues = {
    firstName: postedValue(fields, 'firstName'),
    lastName: postedValue(fields, 'lastName'),
    jobTitle: postedValue(fields, 'jobTitle'),
    businessEmail: postedValue(fields, 'businessEmail'),
    areaCode: area?.areaCode ?? '',
    areaName: area?.areaName ?? '',
    contactNo: postedValue(fields, 'contactNo'),
    interestedProduct: [...new Set(fields.interestedProduct ?? [])] as ProductKey[],
    companyName: postedValue(fields, 'companyName'),
    businessType: postedValue(fields, 'businessType'),
    country: postedValue(fields, 'country'),
  };
  const submitted = demoFormReducer({ ...initialDemoForm(), values }, { type: 'submit' });
  if (submitted.status !== 'wait') return { status: 400, outcome: demoOutcome(submitted) };
  const { attempt } = submitted;
  try {
    await submitLead(api, toLeadRequest(submitted.values), lang);
    return { status: 200, outcome: demoOutcome(demoFormReducer(submitted, { type: 'succeeded', attempt })) };
  } catch (error) {
    const answer = error instanceof ApiError ? { field: error.field, message: error.message } : {};
    return { status: failedSendStatus(error), outcome: demoOutcome(demoFormReducer(submitted, { type: 'failed', attempt, ...answer })) };
  }
}
