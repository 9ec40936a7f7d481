import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ContactForm, PlatformsForm } from '../utils/schemas';

/**
 * The visitor's place in the OTA flow, kept in sessionStorage (see README, "Persistence"): the
 * customer flag the api files their answers under, and what they typed and have not saved yet.
 * Saved answers are the api's; a draft only holds edits newer than the last save.
 * It is read from sessionStorage only once the browser has hydrated a page (`restoreFlow`).
 */
export interface FlowState {
  customerFlag: string | null;
  contactDraft: ContactForm | null;
  platformsDraft: PlatformsForm | null;
  /** The customer flag, created on first use. */
  ensureCustomerFlag: () => string;
  setContactDraft: (draft: ContactForm) => void;
  setPlatformsDraft: (draft: PlatformsForm) => void;
  /** After a save the api holds the answers: the draft of that step is dropped. */
  clearDraft: (step: 1 | 2) => void;
  /** Done: the flow ends and nothing of it stays in the browser. */
  reset: () => void;
}

export const FLOW_STORAGE_KEY = 'tradewind.ota.flow';

/** A random UUID v4. `crypto.randomUUID` exists only in secure contexts, so plain http gets the same from getRandomValues. */
export function newCustomerFlag(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const EMPTY = { customerFlag: null, contactDraft: null, platformsDraft: null } as const;

export const useFlowStore = create<FlowState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      ensureCustomerFlag: () => {
        const existing = get().customerFlag;
        if (existing) return existing;
        const customerFlag = newCustomerFlag();
        set({ customerFlag });
        return customerFlag;
      },
      setContactDraft: (contactDraft) => set({ contactDraft }),
      setPlatformsDraft: (platformsDraft) => set({ platformsDraft }),
      clearDraft: (step) => set(step === 1 ? { contactDraft: null } : { platformsDraft: null }),
      reset: () => set(EMPTY),
    }),
    {
      name: FLOW_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ customerFlag, contactDraft, platformsDraft }) => ({ customerFlag, contactDraft, platformsDraft }),
      // Not when the module loads: the server has no sessionStorage, and the browser's first render
      // of a prerendered page must not know more than the server did (loaders.ts, browserOnly).
      skipHydration: true,
    },
  ),
);

/**
 * Reads what an earlier page load left in sessionStorage into the store, once; the first flow
 * page the browser renders after hydration calls it, before it reads the store. The storage is
 * synchronous, so the store holds the visitor's flow when this returns.
 */
export function restoreFlow(): void {
  if (!useFlowStore.persist.hasHydrated()) void useFlowStore.persist.rehydrate();
}

/** Done: forgets the flow in memory and removes it from sessionStorage. */
export function endFlow(): void {
  useFlowStore.getState().reset();
  useFlowStore.persist.clearStorage();
}
