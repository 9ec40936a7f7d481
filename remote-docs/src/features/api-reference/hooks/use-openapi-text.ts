import { apiAddress } from '@site/shared/api';
import { useResource } from '@site/shared/resource';

export type OpenApiText = { status: 'loading' } | { status: 'error' } | { status: 'ready'; text: string };

const fetchText = (url: string) => async (signal: AbortSignal) => {
  const response = await fetch(apiAddress(url), { headers: { Accept: 'application/yaml, text/yaml, */*' }, signal });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
};

/**
 * The api's description as text, fetched by the page itself so that its loading and failure are
 * said in the page's language. The site's server renders the page with it (a live route), so the
 * reference is read without JavaScript. `retry` fetches again.
 */
export function useOpenApiText(url: string): { state: OpenApiText; retry: () => void } {
  const call = useResource(`openapi:${url}`, fetchText(url));
  const state: OpenApiText = call.status === 'success' ? { status: 'ready', text: call.data } : { status: call.status === 'error' ? 'error' : 'loading' };
  return { state, retry: call.retry };
}
