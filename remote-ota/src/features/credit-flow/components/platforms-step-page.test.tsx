import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeApi } from '@site/shared/testing/api';
import { renderPage } from '../../../lib/render-with-i18n';
import { fakeApi } from '../../../test/fake-api';
import { endFlow, useFlowStore } from '../stores/flow-store';
import { EMPTY_PLATFORMS } from '../utils/schemas';
import PlatformsStepPage from './platforms-step-page';

const server = setupFakeApi();

const FLAG = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';
const SAVE = 'travelCustomerQuestionnaire/saveOrUpdate';
const STEP1 = { companyName: 'Lotus Travel Ltd', contactPerson: 'Li Na', businessEmail: 'li.na@example.com', areaCode: '+65', contactNo: '81234567', country: 'Singapore', step1Complete: true };

/** Renders step 2 after `before` has prepared the api (what an earlier visit saved). */
async function setup(lang: 'en_us' | 'zh_hk' = 'en_us', before: (api: ReturnType<typeof fakeApi>) => void = () => undefined) {
  const api = fakeApi(server);
  before(api);
  const navigate = jest.fn();
  const user = userEvent.setup();
  await renderPage(<PlatformsStepPage lang={lang} navigate={navigate} />, { path: '/Questionnaire2', lang, navigate });
  return { api, navigate, user };
}

beforeEach(() => endFlow());

describe('Questionnaire2 (travel platforms)', () => {
  it('cannot be reached without a customer flag: sends the visitor to step 1', async () => {
    const { navigate, api } = await setup();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Questionnaire1', { replace: true }));
    // Nothing asked of the api for this page: only step 1's own lists, which the parcel's router loads as it opens step 1.
    expect(api.calls.map((call) => call.operationId).sort()).toEqual(['listAreaCodes', 'listCountries']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('cannot be reached when the api has no saved step 1 under the flag', async () => {
    useFlowStore.setState({ customerFlag: FLAG });
    const { navigate } = await setup();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Questionnaire1', { replace: true }));
  });

  it('asks for the other platform’s name only when Other is ticked, and saves step 2', async () => {
    useFlowStore.setState({ customerFlag: FLAG });
    const { api, navigate, user } = await setup(undefined, (fake) => fake.seed(FLAG, STEP1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your travel platforms' })).toBeInTheDocument();
    expect(screen.getByText('Step 2/2')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Agoda' }));
    await user.click(screen.getByRole('checkbox', { name: 'Booking.com' }));
    expect(screen.queryByRole('textbox', { name: /Name of the other platform/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(screen.getByRole('radio', { name: 'USD 5–20 million' }));
    await user.type(screen.getByRole('textbox', { name: /Years operating/ }), '4');

    await user.click(screen.getByRole('button', { name: 'See my indicative limit' }));
    const other = screen.getByRole('textbox', { name: /Name of the other platform/ });
    expect(other).toHaveFocus();
    expect(other).toHaveAccessibleDescription('Enter the name of the other platform.');

    await user.type(other, 'Klook');
    await user.click(screen.getByRole('button', { name: 'See my indicative limit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ProgressBar'));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      customerFlag: FLAG,
      step: 2,
      platforms: ['BOOKING_COM', 'AGODA', 'OTHER'],
      otherPlatform: 'Klook',
      annualBookingVolume: 'FROM_5M_TO_20M',
      yearsOperating: 4,
    });
  });

  it('marks the groups invalid on an empty submit and focuses the first platform', async () => {
    useFlowStore.setState({ customerFlag: FLAG });
    const { user } = await setup('zh_hk', (fake) => fake.seed(FLAG, STEP1));
    await user.click(await screen.findByRole('button', { name: '查看預計額度' }));
    expect(screen.getByRole('checkbox', { name: 'Booking.com' })).toHaveFocus();
    expect(screen.getByRole('group', { name: /合作的旅遊平台/ })).toHaveAccessibleDescription(/請至少選擇一個旅遊平台。/);
    expect(screen.getByRole('radiogroup', { name: /每年預訂額/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('請輸入經營年期。')).toBeInTheDocument();
  });

  it('restores step 2 from the api, unsaved edits on top', async () => {
    useFlowStore.setState({ customerFlag: FLAG, platformsDraft: { ...EMPTY_PLATFORMS, platforms: ['EXPEDIA'], annualBookingVolume: 'BELOW_1M', yearsOperating: '12' } });
    await setup(undefined, (fake) => fake.seed(FLAG, { ...STEP1, platforms: ['AGODA'], annualBookingVolume: 'ABOVE_100M', yearsOperating: 3, step2Complete: true, indicativeLimitUsd: 1_000_000 }));
    expect(await screen.findByRole('checkbox', { name: 'Expedia' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Agoda' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Below USD 1 million' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Years operating/ })).toHaveValue('12');
  });

  it('goes back to step 1, draft kept, when the api no longer has step 1 at save time', async () => {
    useFlowStore.setState({ customerFlag: FLAG });
    const { api, navigate, user } = await setup(undefined, (fake) => fake.seed(FLAG, STEP1));
    await user.click(await screen.findByRole('checkbox', { name: 'Expedia' }));
    await user.click(screen.getByRole('radio', { name: 'Below USD 1 million' }));
    await user.type(screen.getByRole('textbox', { name: /Years operating/ }), '2');
    api.saved.delete(FLAG);
    await user.click(screen.getByRole('button', { name: 'See my indicative limit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Questionnaire1'));
    expect(useFlowStore.getState().platformsDraft).toMatchObject({ platforms: ['EXPEDIA'], annualBookingVolume: 'BELOW_1M', yearsOperating: '2' });
  });

  it('keeps the answers when the save fails and saves them on Retry', async () => {
    useFlowStore.setState({ customerFlag: FLAG });
    const { api, navigate, user } = await setup(undefined, (fake) => fake.seed(FLAG, { ...STEP1, platforms: ['AGODA'], annualBookingVolume: 'ABOVE_100M', yearsOperating: 3, step2Complete: true, indicativeLimitUsd: 1_000_000 }));
    expect(await screen.findByRole('checkbox', { name: 'Agoda' })).toBeChecked();
    api.fail(SAVE);
    await user.click(screen.getByRole('button', { name: 'See my indicative limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved.');
    expect(screen.getByRole('checkbox', { name: 'Agoda' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ProgressBar'));
  });
});
