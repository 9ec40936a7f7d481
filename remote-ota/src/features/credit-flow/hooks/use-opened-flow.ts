import { useState, useSyncExternalStore } from 'react';
import { restoreFlow, useFlowStore, type FlowState } from '../stores/flow-store';

/** What a flow page needs from the store when it opens. */
export type OpenedFlow = Pick<FlowState, 'customerFlag' | 'contactDraft' | 'platformsDraft'>;

const noSubscription = () => () => undefined;

function readFlow(): OpenedFlow {
  restoreFlow();
  const { customerFlag, contactDraft, platformsDraft } = useFlowStore.getState();
  return { customerFlag, contactDraft, platformsDraft };
}

/**
 * The visitor's flow (customer flag and drafts) as the page opened, read once: step 1 creates a
 * flag on its first save, and that must not reload the page. Null while it cannot be known: in
 * the build-time render (no sessionStorage) and in the browser's hydration of that HTML, which
 * must render what the server did. The browser re-renders with the flow right after hydrating;
 * a page rendered in the browser from the start has it at once.
 */
export function useOpenedFlow(): OpenedFlow | null {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const [opened, setOpened] = useState<OpenedFlow | null>(() => (inBrowser ? readFlow() : null));
  if (inBrowser && opened === null) {
    // The render after hydration: React renders again at once with the stored value.
    const flow = readFlow();
    setOpened(flow);
    return flow;
  }
  return opened;
}
