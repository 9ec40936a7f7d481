import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeApi } from '@site/shared/testing/api';
import { renderPage } from '../../../lib/render-with-i18n';
import { fakeApi } from '../../../test/fake-api';
import { endFlow, useFlowStore } from '../stores/flow-store';
import ProgressPage from './progress-page';

const server = setupFakeApi();

const FLAG = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';
const QUERY = 'travelCustomerQuestionnaire/queryByCustomerFlag';
const BOTH_STEPS = { companyName: 'Lotus Travel Ltd', step1Complete: true, platforms: ['AGODA' as const], annualBookingVolume: 'FROM_5M_TO_20M' as const, yearsOperating: 4, step2Complete: true, indicativeLimitUsd: 2_500_000 };
const STAGE_MS = 40;
// The quota page opens 700 ms after the bar is full (DONE_HOLD_MS): more than waitFor's default second leaves on a busy machine.
const OPENS_QUOTA = { timeout: 3000 };

async function setup(before: (api: ReturnType<typeof fakeApi>) => void, lang: 'en_us' | 'zh_cn' = 'en_us') {
  const api = fakeApi(server);
  before(api);
  const navigate = jest.fn();
  await renderPage(<ProgressPage lang={lang} navigate={navigate} minStageMs={STAGE_MS} />, { path: '/ProgressBar', lang, navigate });
  return { api, navigate };
}

beforeEach(() => {
  endFlow();
  useFlowStore.setState({ customerFlag: FLAG });
});

describe('ProgressBar (progress evaluation)', () => {
  it('shows the three messages in turn on a progress bar, then opens the quota page', async () => {
    const { navigate } = await setup((api) => api.seed(FLAG, BOTH_STEPS));
    const bar = screen.getByRole('progressbar', { name: 'Evaluation progress' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Getting your profile ready');
    expect(bar).toHaveAttribute('aria-valuenow', '17');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 3: Getting your profile ready');
    // What a sighted visitor sees fills with the value.
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.width).toBe('17%');
    await waitFor(() => expect(status).toHaveTextContent('Evaluating your credit profile'));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(fill.style.width).toBe('50%');
    await waitFor(() => expect(status).toHaveTextContent('Calculating your credit limit'));
    await waitFor(() => expect(status).toHaveTextContent('Your indicative limit is ready.'));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(fill.style.width).toBe('100%');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/QuotaDisplay'), OPENS_QUOTA);
  });

  it('waits on the last message until the evaluation call answers', async () => {
    const { api, navigate } = await setup((fake) => {
      fake.seed(FLAG, BOTH_STEPS);
      fake.fail(QUERY, 'hang');
    });
    const bar = screen.getByRole('progressbar');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Calculating your credit limit'));
    // Far longer than the messages' pacing: still waiting on the api.
    await act(() => new Promise((resolve) => setTimeout(resolve, STAGE_MS * 6)));
    expect(bar).toHaveAttribute('aria-valuenow', '83');
    expect(navigate).not.toHaveBeenCalled();

    act(() => api.release());
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/QuotaDisplay'), OPENS_QUOTA);
  });

  it('says so in the visitor’s language when the evaluation fails, keeps the answers, and Retry finishes it', async () => {
    const user = userEvent.setup();
    const { api, navigate } = await setup((fake) => {
      fake.seed(FLAG, BOTH_STEPS);
      fake.fail(QUERY);
    }, 'zh_cn');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未能完成对您资料的评估。');
    expect(alert).toHaveTextContent('您的回答已保存。');
    expect(screen.getByRole('link', { name: '查看我的回答' })).toHaveAttribute('href', '/zh_cn/Questionnaire2');
    expect(useFlowStore.getState().customerFlag).toBe(FLAG);
    expect(api.saved.get(FLAG)?.companyName).toBe('Lotus Travel Ltd');

    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/QuotaDisplay'), OPENS_QUOTA);
    expect(api.callsTo(QUERY)).toHaveLength(2);
  });

  it('sends a visitor without a saved step 2 to step 2, and one without a flag to step 1', async () => {
    const first = await setup((api) => api.seed(FLAG, { companyName: 'Lotus Travel Ltd', step1Complete: true }));
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/Questionnaire2', { replace: true }));
    expect(first.navigate).not.toHaveBeenCalledWith('/QuotaDisplay');

    endFlow();
    const second = await setup(() => undefined);
    await waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/Questionnaire1', { replace: true }));
    // Nothing asked of the api for this page: only step 1's own lists, which the parcel's router loads as it opens step 1.
    expect(second.api.calls.map((call) => call.operationId).sort()).toEqual(['listAreaCodes', 'listCountries']);
  });
});
