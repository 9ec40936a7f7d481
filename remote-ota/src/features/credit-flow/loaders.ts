import { apiContext, browserMemo, browserOnly, langContext, replace, settle, type LoaderFunctionArgs, type PageHandle, type Settled } from '@site/shared/pages';
import { listAreaCodes } from './api/list-area-codes';
import { listCountries } from './api/list-countries';
import { queryQuestionnaire } from './api/query-questionnaire';
import type { AreaCode, Country, Questionnaire } from './api/types';
import { restoreFlow, useFlowStore, type FlowState } from './stores/flow-store';
import { redirectFor, type FlowPage } from './utils/guards';

/** What a flow page needs from the store when it opens: the customer flag and the unsaved drafts. */
export type OpenedFlow = Pick<FlowState, 'customerFlag' | 'contactDraft' | 'platformsDraft'>;

export type { Settled };

/** What a flow page loads: the flow as it opened, and what the api holds under its flag (null: nothing saved, or no flag). */
export interface FlowData {
  opened: OpenedFlow;
  saved: Settled<Questionnaire | null>;
}

/** Step 1 also loads its lists. */
export interface ContactData extends FlowData {
  countries: Settled<Country[]>;
  areaCodes: Settled<AreaCode[]>;
}

// One request per list for the life of the page: the lists are long, never change while a visitor
// fills the form, and carry every language's names, so a change of language or a Retry of something
// else asks for nothing again. A failed request is forgotten, so Retry asks again.
const countryList = browserMemo<'all', Country[]>();
const areaCodeList = browserMemo<'all', AreaCode[]>();

/** Forgets the cached lists (tests). */
export function clearLookupCache(): void {
  countryList.clear();
  areaCodeList.clear();
}

/** The flow as the page opens, from this tab's sessionStorage. */
function readFlow(): OpenedFlow {
  restoreFlow();
  const { customerFlag, contactDraft, platformsDraft } = useFlowStore.getState();
  return { customerFlag, contactDraft, platformsDraft };
}

/**
 * A flow page's loader: the visitor's flow (sessionStorage) and what the api holds under its flag,
 * and the step guard: a visitor who has not finished an earlier step is sent to it, replacing the
 * history entry (Back does not land on the step that sent them). Only the browser knows the flow,
 * so the build renders the page's sized loading state and the browser loads it after hydrating.
 */
async function loadFlow(page: FlowPage, { request, context }: LoaderFunctionArgs): Promise<FlowData> {
  const lang = context.get(langContext);
  const api = context.get(apiContext);
  const opened = readFlow();
  const saved = opened.customerFlag ? await settle(queryQuestionnaire(api, opened.customerFlag, lang, request.signal)) : { ok: true as const, data: null };
  const redirect = saved.ok ? redirectFor(page, saved.data) : null;
  if (redirect) throw replace(redirect);
  return { opened, saved };
}

export const flowLoader = (page: Exclude<FlowPage, 'contact' | 'progress'>) => browserOnly((args) => loadFlow(page, args));

/** What the progress page loads: the flow, and the evaluation still under way (the page shows its messages meanwhile). */
export interface EvaluationData {
  opened: OpenedFlow;
  /** The saved questionnaire and its limit, when the api answers. */
  evaluation: Promise<Settled<Questionnaire | null>>;
}

/**
 * The progress page's loader. The evaluation call can take a while, and the page's messages are
 * what the visitor reads meanwhile: the call is not awaited here but handed to the page (React
 * Router keeps a promise in the loader data as it is), which sends a visitor without a saved step 2
 * to the step to finish once the api has answered. A visitor without a flag is sent to step 1 at once.
 */
export const evaluationLoader = browserOnly(async ({ request, context }: LoaderFunctionArgs): Promise<EvaluationData> => {
  const opened = readFlow();
  if (!opened.customerFlag) {
    const redirect = redirectFor('progress', null);
    if (redirect) throw replace(redirect);
  }
  const evaluation = opened.customerFlag ? settle(queryQuestionnaire(context.get(apiContext), opened.customerFlag, context.get(langContext), request.signal)) : Promise.resolve({ ok: true as const, data: null });
  return { opened, evaluation };
});

/** Step 1's loader: its flow, and the country and dial-code lists (each may fail alone, with its own Retry). */
export const contactLoader = browserOnly(async (args): Promise<ContactData> => {
  const lang = args.context.get(langContext);
  const api = args.context.get(apiContext);
  const [flow, countries, areaCodes] = await Promise.all([
    loadFlow('contact', args),
    settle(countryList.get('all', () => listCountries(api, lang))),
    settle(areaCodeList.get('all', () => listAreaCodes(api, lang))),
  ]);
  return { ...flow, countries, areaCodes };
});

/** The head of a flow page (its title and description in `routes`); the flow pages are not for search engines. */
export const flowHandle = (key: string): PageHandle => ({ head: { key } });
