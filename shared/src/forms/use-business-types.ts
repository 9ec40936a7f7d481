import type { components } from '@site/shared/api';
import { useResource } from '@site/shared/resource';

/** One option of a lookup list (the type generated from api/openapi.yaml). */
export type OptionItem = components['schemas']['OptionItem'];

/** The options of a business-type select: none until they are ready, and Retry after a failure. */
export type BusinessTypes =
  | { status: 'loading'; options: []; retry: () => void }
  | { status: 'ready'; options: OptionItem[]; retry: () => void }
  | { status: 'error'; options: []; retry: () => void };

// Each list for the page's life, under its key: a form mounted again shows it at once. Server data
// is not cached in stores.
const loaded = new Map<string, OptionItem[]>();

/** Forgets the loaded lists (tests). */
export function clearBusinessTypes(): void {
  loaded.clear();
}

const peek = (key: string) => loaded.get(key);

/**
 * The business types of a form's select, read from the api when the form mounts. `key` names the
 * list and its language ('business-types:en_us'), as the page's server data holds it; `list` asks
 * the api for it (each form has its own operation).
 */
export function useBusinessTypes(key: string, list: (signal: AbortSignal) => Promise<OptionItem[]>): BusinessTypes {
  const call = useResource(
    key,
    (signal) =>
      list(signal).then((options) => {
        loaded.set(key, options);
        return options;
      }),
    peek,
  );
  if (call.status === 'success') return { status: 'ready', options: call.data, retry: call.retry };
  return { status: call.status === 'error' ? 'error' : 'loading', options: [], retry: call.retry };
}
