import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from '@site/shared/pages';
import type { ApiClient } from '@site/shared/api';
import type { FormOutcome, PostedFields } from '@site/shared/parcel';
import { apiContext, browserMemo, isBrowserOnlyPending, liveLoader, settle, sideContext, type BrowserOnlyPending, type Settled } from '@site/shared/pages';
import { listBusinessTypes } from './api/list-business-types';
import type { OptionItem } from './api/types';
import type { ApplicationValues } from './utils/application-rules';

export type { Settled };

/** What a page with the application loads: the business types of its select. */
export interface ApplicationData {
  businessTypes: Settled<OptionItem[]>;
}

// In the browser, one request for the life of the page: a form shown again (another page with the
// form, a move back) shows the list at once. A failed request is forgotten, so Retry asks again.
// On the site's server every render asks with its own client: server data is not kept between visitors.
const businessTypes = browserMemo<'all', OptionItem[]>();

/** Forgets the loaded list (tests). */
export function clearBusinessTypes(): void {
  businessTypes.clear();
}

const browserBusinessTypes = (api: ApiClient): Promise<OptionItem[]> => businessTypes.get('all', () => listBusinessTypes(api));

async function loadApplication({ context }: LoaderFunctionArgs): Promise<ApplicationData> {
  const api = context.get(apiContext);
  const list = context.get(sideContext) === 'server' ? listBusinessTypes(api) : browserBusinessTypes(api);
  return { businessTypes: await settle(list) };
}

/**
 * The loader of the pages with the application (home, apply, subscCons): its business types, served
 * with the page by the site's server. The build has no api: its page shows the select loading, and
 * the browser loads the list once it has hydrated (`browserOnly`).
 */
export const applicationLoader = liveLoader(loadApplication);

/** A form's fields as the browser posted them: each name with its values. */
function postedFields(form: FormData): PostedFields {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') (fields[name] ??= []).push(value);
  }
  return fields;
}

/**
 * The action of the pages with the application: the form posted without JavaScript, which the
 * site's server runs with the post's own api client. Its status is the post's answer; the page is
 * rendered again with the outcome (`useApplicationData`).
 */
export async function applicationAction({ request, context }: ActionFunctionArgs) {
  // The form's rules and the post's handling load with the post: a page's first load does not carry them.
  const { applicationOutcome } = await import(/* webpackChunkName: "application-action" */ './server/application-action');
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { status, outcome } = await applicationOutcome({ query, fields: postedFields(await request.formData()) }, context.get(apiContext));
  return data(outcome, { status });
}

/**
 * What the application form starts from: the page's business types (undefined while the browser
 * loads them after a built page), and the outcome of a post without JavaScript.
 */
export function useApplicationData(): { businessTypes: Settled<OptionItem[]> | undefined; outcome: FormOutcome<Partial<ApplicationValues>> | undefined } {
  const loaded = useLoaderData<ApplicationData | BrowserOnlyPending>();
  const outcome = useActionData<FormOutcome<Partial<ApplicationValues>>>();
  return { businessTypes: isBrowserOnlyPending(loaded) ? undefined : loaded.businessTypes, outcome };
}
