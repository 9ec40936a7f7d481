import { useCallback, useEffect, useState } from 'react';

export type OpenApiText = { status: 'loading' } | { status: 'error' } | { status: 'ready'; text: string };

/**
 * The api's description as text, fetched by the page itself so that its loading and failure are
 * said in the page's language (swagger-ui's own states are English only). `retry` fetches again.
 */
export function useOpenApiText(url: string): { state: OpenApiText; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OpenApiText>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetch(url, { headers: { Accept: 'application/yaml, text/yaml, */*' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        const text = await response.text();
        if (live) setState({ status: 'ready', text });
      })
      .catch(() => {
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, [url, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
