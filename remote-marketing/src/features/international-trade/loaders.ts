import { useCallback } from 'react';
import { useActionData, useLoaderData, useRevalidator, type LoaderFunctionArgs } from '@site/shared/pages';
import type { RouteLang } from '@site/shared/lang';
import type { FormOutcome } from '@site/shared/parcel';
import { apiContext, browserMemo, isBrowserOnlyPending, langContext, liveLoader, settle, sideContext, type BrowserOnlyPending, type Settled } from '@site/shared/pages';
import { listBusinessTypes, type OptionItem } from './api/list-business-types';
import type { EnquiryValues } from './utils/enquiry-rules';

/** What the International Trade page loads: the business types of its enquiry form's select. */
export interface TradeData {
  businessTypes: Settled<OptionItem[]>;
}

// In the browser, one request per language for the page's life: the form shown again shows the list at once.
const businessTypes = browserMemo<RouteLang, OptionItem[]>();

/** Forgets the loaded lists (tests). */
export function clearBusinessTypes(): void {
  businessTypes.clear();
}

async function loadTrade({ context }: LoaderFunctionArgs): Promise<TradeData> {
  const api = context.get(apiContext);
  const lang = context.get(langContext);
  const list = context.get(sideContext) === 'server' ? listBusinessTypes(api, lang) : businessTypes.get(lang, () => listBusinessTypes(api, lang));
  return { businessTypes: await settle(list) };
}

/**
 * The International Trade page's loader: the business types in the page's language, served with the
 * page by the site's server (the page is `live`) and loaded by the browser as the visitor moves to it.
 * The build has no api: its page shows the select loading, and the browser loads the list once hydrated.
 */
export const tradeLoader = liveLoader(loadTrade);

/** The options of the business-type select: none until they are ready, and Retry after a failure. */
export type BusinessTypes =
  | { status: 'loading'; options: []; retry: () => void }
  | { status: 'ready'; options: OptionItem[]; retry: () => void }
  | { status: 'error'; options: []; retry: () => void };

/**
 * What the enquiry form starts from: the page's business types (loading while the browser loads
 * them after a built page, or while Retry runs the loader again), and the outcome of its post
 * without JavaScript, which the site's server renders the page with.
 */
export function useEnquiryData(): { businessTypes: BusinessTypes; outcome: FormOutcome<Partial<EnquiryValues>> | undefined } {
  const loaded = useLoaderData<TradeData | BrowserOnlyPending>();
  const outcome = useActionData<FormOutcome<Partial<EnquiryValues>> | undefined>();
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const retry = useCallback(() => void revalidate(), [revalidate]);
  const list = isBrowserOnlyPending(loaded) ? undefined : loaded.businessTypes;
  const types: BusinessTypes = list?.ok
    ? { status: 'ready', options: list.data, retry }
    : { status: !list || revalidator.state === 'loading' ? 'loading' : 'error', options: [], retry };
  return { businessTypes: types, outcome };
}
