import { data, type ActionFunctionArgs } from '@site/shared/pages';
import type { ApiClient } from '@site/shared/api';
import { FORM_NAME_FIELD, postedValue, type FormActionInput, type FormActionResult, type PostedFields } from '@site/shared/parcel';
import { apiContext, langContext } from '@site/shared/pages';

/** A form's fields as the browser posted them: each name with its values, in order. */
export function postedFields(form: FormData): PostedFields {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') (fields[name] ??= []).push(value);
  }
  return fields;
}

/** What a form does with its post: checks it with the form's own rules and sends it through `api`. */
export type PostedForm = (input: Pick<FormActionInput, 'lang' | 'fields'>, api: ApiClient) => Promise<FormActionResult>;

/**
 * The route action of a page's form named `name` (its hidden `_form` field, FORM_NAME_FIELD): the
 * form posted without JavaScript, which the site's server runs through the page's action with the
 * post's own api client, in the page's language. It answers with the post's status, and the page is
 * rendered again with the outcome as its action data (the visitor's input, the errors, or sent).
 * A post naming another form has no outcome here: the site's server answers it 400 with the page.
 */
export function formAction(name: string, run: PostedForm) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const fields = postedFields(await request.formData());
    if (postedValue(fields, FORM_NAME_FIELD) !== name) throw data(null, { status: 400 });
    const { status, outcome } = await run({ lang: context.get(langContext), fields }, context.get(apiContext));
    return data(outcome, { status });
  };
}
