import type { ApiClient } from '@site/shared/api';
import { failedSendStatus, postedValue, type FormActionInput, type FormActionResult, type FormFieldError } from '@site/shared/parcel';
import { submitApplication } from '../api/submit-application';
import { APPLICATION_FIELDS, EMPTY_APPLICATION, validateApplication, type ApplicationField, type ApplicationValues } from '../utils/application-rules';
import { serverField, serverMessage } from '../utils/server-message';

const isField = (field: string | undefined): field is ApplicationField => APPLICATION_FIELDS.some((known) => known === field);

/**
 * The application posted without JavaScript (the route's action, features/application/loaders.ts):
 * checked with the form's own rules, sent through the same api call with the same body (the channel
 * from the page's query) by the post's own api client, and answered as the form answers a submit:
 * each broken rule on its field, the api's message on the field it names, or sent.
 */
export async function applicationOutcome({ query, fields }: Pick<FormActionInput, 'query' | 'fields'>, api: ApiClient): Promise<FormActionResult> {
  const values = Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, postedValue(fields, field)])) as ApplicationValues;
  const checked = validateApplication(values);
  if (!checked.ok) {
    const errors: Record<string, FormFieldError> = {};
    for (const field of APPLICATION_FIELDS) {
      const key = checked.errors[field];
      if (key) errors[field] = { kind: 'rule', key };
    }
    return { status: 400, outcome: { values, errors, sent: false, failure: { kind: 'invalid' } } };
  }
  const channelId = query.channelId || undefined;
  try {
    await submitApplication(api, { ...checked.data, ...(channelId ? { channelId } : {}) });
    return { status: 200, outcome: { values: EMPTY_APPLICATION, errors: {}, sent: true } };
  } catch (error) {
    const message = serverMessage(error);
    const field = serverField(error);
    const errors: Record<string, FormFieldError> = message && isField(field) ? { [field]: { kind: 'server', message } } : {};
    return { status: failedSendStatus(error), outcome: { values, errors, sent: false, failure: { kind: 'send', message } } };
  }
}
