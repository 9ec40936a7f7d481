import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeApi } from '@site/shared/testing/api';
import { renderPage } from '../../../lib/render-with-i18n';
import { fakeApi } from '../../../test/fake-api';
import { endFlow, FLOW_STORAGE_KEY, useFlowStore } from '../stores/flow-store';
import QuotaPage from './quota-page';

const server = setupFakeApi();

const FLAG = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';
const BOTH_STEPS = { companyName: 'Lotus Travel Ltd', step1Complete: true, platforms: ['AGODA' as const], annualBookingVolume: 'FROM_5M_TO_20M' as const, yearsOperating: 4, step2Complete: true, indicativeLimitUsd: 2_500_000 };
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function setup(lang: 'en_us' | 'zh_hk' = 'en_us', seed: Record<string, unknown> = BOTH_STEPS) {
  const api = fakeApi(server);
  api.seed(FLAG, seed);
  const navigate = jest.fn();
  await renderPage(<QuotaPage lang={lang} navigate={navigate} />, { path: '/QuotaDisplay', lang, navigate });
  return { api, navigate };
}

beforeEach(() => {
  endFlow();
  useFlowStore.setState({ customerFlag: FLAG });
});

describe('QuotaDisplay', () => {
  it('shows the indicative limit from the api in USD, clearly labelled indicative', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Your indicative credit limit' })).toBeInTheDocument();
    const amount = await screen.findByRole('definition');
    expect(plain(amount.textContent)).toBe('USD 2,500,000');
    expect(screen.getByRole('term')).toHaveTextContent('Indicative expected credit limit');
    expect(screen.getByText('Indicative')).toBeInTheDocument();
    expect(screen.getByText(/not a credit offer/)).toHaveTextContent('about 5 business days');
    expect(screen.getByRole('heading', { level: 2, name: 'The offer' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Credit limits up to USD 50 million', 'Tenor up to 120 days', 'Interest from 10% p.a.']);
  });

  it('speaks Traditional Chinese', async () => {
    await setup('zh_hk');
    expect(await screen.findByRole('term')).toHaveTextContent('預計信貸額度');
    expect(screen.getByText('信貸額度最高 5000萬美元')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '完成' })).toBeInTheDocument();
  });

  it('Done ends the flow: back to OTA Finance, nothing of the flow left in the browser', async () => {
    const user = userEvent.setup();
    const { navigate } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(navigate).toHaveBeenCalledWith('/OTAFinance');
    expect(useFlowStore.getState().customerFlag).toBeNull();
    expect(window.sessionStorage.getItem(FLOW_STORAGE_KEY)).toBeNull();
  });

  it('sends a visitor without a saved step 2 to step 2', async () => {
    const { navigate } = await setup('en_us', { companyName: 'Lotus Travel Ltd', step1Complete: true });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Questionnaire2', { replace: true }));
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
  });
});
