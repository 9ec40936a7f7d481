import { endFlow, FLOW_STORAGE_KEY, newCustomerFlag, useFlowStore } from './flow-store';
import { EMPTY_CONTACT, EMPTY_PLATFORMS } from '../utils/schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const stored = () => JSON.parse(window.sessionStorage.getItem(FLOW_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;

describe('the flow store', () => {
  beforeEach(() => useFlowStore.getState().reset());

  it('creates one customer flag, a UUID, and keeps it', () => {
    const flag = useFlowStore.getState().ensureCustomerFlag();
    expect(flag).toMatch(UUID);
    expect(useFlowStore.getState().ensureCustomerFlag()).toBe(flag);
    expect(stored()?.state.customerFlag).toBe(flag);
  });

  it('makes a v4 UUID without crypto.randomUUID too (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newCustomerFlag()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('keeps drafts in sessionStorage until the step is saved', () => {
    const draft = { ...EMPTY_CONTACT, companyName: 'Lotus Travel' };
    useFlowStore.getState().setContactDraft(draft);
    useFlowStore.getState().setPlatformsDraft({ ...EMPTY_PLATFORMS, platforms: ['AGODA'] });
    expect(stored()?.state.contactDraft).toEqual(draft);
    useFlowStore.getState().clearDraft(1);
    expect(useFlowStore.getState().contactDraft).toBeNull();
    expect(useFlowStore.getState().platformsDraft?.platforms).toEqual(['AGODA']);
  });

  it('forgets everything, in memory and in sessionStorage, when the flow ends (Done)', () => {
    useFlowStore.getState().ensureCustomerFlag();
    useFlowStore.getState().setPlatformsDraft(EMPTY_PLATFORMS);
    endFlow();
    expect(useFlowStore.getState()).toMatchObject({ customerFlag: null, contactDraft: null, platformsDraft: null });
    expect(window.sessionStorage.getItem(FLOW_STORAGE_KEY)).toBeNull();
  });

  it('restores what an earlier page load left in sessionStorage', async () => {
    window.sessionStorage.setItem(
      FLOW_STORAGE_KEY,
      JSON.stringify({ state: { customerFlag: '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15', contactDraft: null, platformsDraft: null }, version: 1 }),
    );
    await useFlowStore.persist.rehydrate();
    expect(useFlowStore.getState().customerFlag).toBe('3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15');
  });
});
