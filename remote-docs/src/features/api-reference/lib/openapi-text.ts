import type { LoaderFunctionArgs } from '@site/shared/pages';
import type { ApiClient } from '@site/shared/api';
import { apiContext, browserOnly, buildContext, sideContext, type BrowserOnlyPending } from '@site/shared/pages';

/** The api's description, served by the shell's origin (api/openapi.yaml). */
export const OPENAPI_URL = '/api/openapi.yaml';

/** How long the site's server waits for the description before it serves the page's loading state (the browser then reads it). */
export const SERVER_WAIT_MS = 1_500;

/** The description as the page has it: its text, or a failure the page offers Retry for. */
export type OpenApiText = { status: 'ready'; text: string } | { status: 'error' };

/** What the API reference's loader answers: on the server without the api (the build), the browser's to load. */
export type OpenApiData = OpenApiText | BrowserOnlyPending;

async function fetchText(api: ApiClient, signal: AbortSignal): Promise<string> {
  const response = await fetch(api.address(OPENAPI_URL), { headers: { Accept: 'application/yaml, text/yaml, */*' }, signal });
  if (!response.ok) throw new Error(`GET ${OPENAPI_URL} answered ${response.status}`);
  return response.text();
}

/** In the browser: the description, or a failure said in the page's language (Retry revalidates). */
const inBrowser = browserOnly(async ({ context, request }): Promise<OpenApiText> => {
  try {
    return { status: 'ready', text: await fetchText(context.get(apiContext), request.signal) };
  } catch {
    return { status: 'error' };
  }
});

/**
 * The api's description as text. The site's server renders the page with it (a live route), so
 * the reference is read without JavaScript; at build time (no api), or when the api is slow or
 * fails, the page is served with its loading state and the browser reads the description after
 * hydrating it, and on every visit it makes within the site.
 */
export async function openApiLoader(args: LoaderFunctionArgs): Promise<OpenApiData> {
  const api = args.context.get(apiContext);
  if (args.context.get(sideContext) === 'server' && !args.context.get(buildContext)) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SERVER_WAIT_MS);
    try {
      return { status: 'ready', text: await fetchText(api, controller.signal) };
    } catch {
      // Served with its loading state: the browser asks again.
    } finally {
      clearTimeout(timer);
    }
  }
  return inBrowser(args);
}
