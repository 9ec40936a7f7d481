import { useActionData, useLoaderData, useRevalidator, type LoaderFunctionArgs } from '@site/shared/pages';
import type { FormOutcome } from '@site/shared/parcel';
import { apiContext, isBrowserOnlyPending, langContext, liveLoader, settle, sideContext, type BrowserOnlyPending, type Settled } from '@site/shared/pages';
import type { DemoFormValues } from '../../components/demo-request/demo-form-rules';
import { browserLeadLookups, loadLeadLookups, type LeadLookups, type LeadLookupsState } from '../../components/demo-request/hooks/use-lead-lookups';

/** What the demo request page loads: the form's five lists. */
export interface DemoRequestData {
  lookups: Settled<LeadLookups>;
}

async function loadDemoRequest({ context }: LoaderFunctionArgs): Promise<DemoRequestData> {
  const lang = context.get(langContext);
  // The browser keeps them per language for the page's life, with the drawer.
  const lists = context.get(sideContext) === 'server' ? loadLeadLookups(context.get(apiContext), lang) : browserLeadLookups(lang);
  return { lookups: await settle(lists) };
}

/**
 * The demo request page's loader: the form's lists in the page's language, served with the page by
 * the site's server (the page is `live`, for browsers without JavaScript). The build has no api: its
 * page shows the form loading, and the browser loads the lists once hydrated.
 */
export const demoRequestLoader = liveLoader(loadDemoRequest);

/** The form's lists as the page's loader loaded them, with Retry (the loader again) after a failure. */
export function useDemoRequestLookups(): LeadLookupsState {
  const loaded = useLoaderData<DemoRequestData | BrowserOnlyPending>();
  const revalidator = useRevalidator();
  if (isBrowserOnlyPending(loaded) || revalidator.state === 'loading') return { status: 'loading' };
  if (!loaded.lookups.ok) return { status: 'error', retry: () => void revalidator.revalidate() };
  return { status: 'ready', lookups: loaded.lookups.data };
}

/** The outcome of the demo request posted without JavaScript, which the site's server renders the page with. */
export const useDemoRequestOutcome = (): FormOutcome<Partial<DemoFormValues>> | undefined => useActionData<FormOutcome<Partial<DemoFormValues>> | undefined>();
