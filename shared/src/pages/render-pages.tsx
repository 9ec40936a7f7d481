import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import { createApiClient, noApi, type ApiClient } from '@site/shared/api';
import type { RemoteProps } from '@site/shared/parcel';
import { apiContext, buildContext, langContext, loadBudgetContext, RemotePropsProvider, sideContext, type LoadBudget, type Pages } from './define-pages';
import { propsLocation, type RouterData } from './page-router';

/**
 * A remote's pages on the server: React Router's static handler runs the matched pages' loaders
 * (and, for a posted form, the route's action first) with a context made for this request alone
 * (its own api client, for its own visitor), and the page renders from what they answered.
 */

/** An address in the remote's own space: the handler matches the path below the mount point. */
const requestUrl = (location: string): string => new URL(location, 'http://remote.invalid').href;

export interface PagesRequest {
  props: Pick<RemoteProps, 'lang' | 'path' | 'query'>;
  /** The api's address for this request; none at build time, where loaders get `noApi`. */
  apiUrl?: string;
  /** The visitor's address, for the api's per-client budget (a posted form). */
  forwardedFor?: string;
  /** A posted form's fields (form-urlencoded, as the browser posts it without JavaScript). */
  post?: Readonly<Record<string, readonly string[]>>;
  signal?: AbortSignal;
  /** A render per request: how long its loaders wrapped in `servedInTime` may take. */
  loadBudget?: LoadBudget;
}

/** The request context of one render or one posted form: nothing in it outlives the request. */
function requestContext({ props, apiUrl, forwardedFor, loadBudget }: Pick<PagesRequest, 'props' | 'apiUrl' | 'forwardedFor' | 'loadBudget'>): RouterContextProvider {
  const context = new RouterContextProvider();
  const api: ApiClient = apiUrl === undefined ? noApi : createApiClient({ baseURL: apiUrl, ...(forwardedFor !== undefined ? { forwardedFor } : {}) });
  context.set(apiContext, api);
  context.set(sideContext, 'server');
  context.set(buildContext, apiUrl === undefined);
  context.set(langContext, props.lang);
  if (loadBudget) context.set(loadBudgetContext, loadBudget);
  return context;
}

/** What the static handler answered: the page's context, or where it redirects. */
export type PagesQueryResult = { kind: 'page'; context: StaticHandlerContext; routes: StaticHandler['dataRoutes'] } | { kind: 'redirect'; location: string; status: number };

/**
 * One static handler per remote's pages, made once as React Router's server entries make theirs: it
 * keeps the modules of the pages it has loaded, so a render does not build the route tree again.
 */
const handlers = new WeakMap<Pages, StaticHandler>();
function handlerOf(pages: Pages): StaticHandler {
  let handler = handlers.get(pages);
  if (!handler) {
    handler = createStaticHandler(pages.routes);
    handlers.set(pages, handler);
  }
  return handler;
}

/** Runs the loaders (and a posted form's action) of the pages matched for the request. */
export async function queryPages(pages: Pages, request: PagesRequest): Promise<PagesQueryResult> {
  const handler = handlerOf(pages);
  const body = request.post ? new URLSearchParams(Object.entries(request.post).flatMap(([name, values]) => values.map((value): [string, string] => [name, value]))) : undefined;
  const result = await handler.query(
    new Request(requestUrl(propsLocation(request.props)), {
      method: body ? 'POST' : 'GET',
      ...(body ? { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    }),
    { requestContext: requestContext(request) },
  );
  if (result instanceof Response) return { kind: 'redirect', location: result.headers.get('Location') ?? '/', status: result.status };
  return { kind: 'page', context: result, routes: handler.dataRoutes };
}

/** The data the browser's router starts from: what the loaders and the action answered. */
export const routerData = (context: StaticHandlerContext): RouterData => ({ loaderData: context.loaderData, ...(context.actionData ? { actionData: context.actionData } : {}) });

/** The leaf page's route id: where a posted form's outcome is the action's data. */
export const leafRouteId = (context: StaticHandlerContext): string | undefined => context.matches.at(-1)?.route.id;

/** The page as the static router renders it, with the parcel's props for its component. */
export function staticPage({ context, routes }: Extract<PagesQueryResult, { kind: 'page' }>, props: RemoteProps): ReactNode {
  // The handler's own routes: their modules were loaded by the query.
  const router = createStaticRouter(routes, context);
  return (
    <RemotePropsProvider value={props}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RemotePropsProvider>
  );
}
