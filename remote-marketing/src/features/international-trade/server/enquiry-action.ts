import type { ApiClient } from '@site/shared/api';
import { failedSendStatus, postedValue, type FormActionInput, type FormActionResult } from '@site/shared/parcel';
import { saveEnquiry } from '../api/save-enquiry';
import { serverMessage } from '../components/enquiry-form';
import { enquiryFormReducer, enquiryOutcome, initialEnquiryForm } from '../utils/enquiry-form-reducer';
import { ENQUIRY_FIELDS, toEnquiryRequest, type EnquiryValues } from '../utils/enquiry-rules';

/**
 * The enquiry posted without JavaScript (the International Trade page's action), through `api`, the
 * post's own client: the form's own reducer checks it as a submit in the browser does, and a valid
 * one is sent through the same api call with the same body.
 */
export async function enquiryPostOutcome({ lang, fields }: Pick<FormActionInput, 'lang' | 'fields'>, api: ApiClient): Promise<FormActionResult> {
  const values = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, postedValue(fields, field)])) as EnquiryValues;
  const submitted = enquiryFormReducer({ ...initialEnquiryForm(), values }, { type: 'submit' });
  if (submitted.status !== 'sending') return { status: 400, outcome: enquiryOutcome(submitted) };
  const { attempt } = submitted;
  try {
    await saveEnquiry(api, toEnquiryRequest(submitted.values), lang);
    return { status: 200, outcome: enquiryOutcome(enquiryFormReducer(submitted, { type: 'succeeded', attempt })) };
  } catch (error) {
    return { status: failedSendStatus(error), outcome: enquiryOutcome(enquiryFormReducer(submitted, { type: 'failed', attempt, ...serverMessage(error) })) };
  }
}
