import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeApi } from '@site/shared/testing/api';
import { ApiError } from '@site/shared/api';
import { renderPage } from '../../../lib/render-with-i18n';
import { fakeApi } from '../../../test/fake-api';
import { clearLookupCache } from '../loaders';
import { endFlow, useFlowStore } from '../stores/flow-store';
import { EMPTY_CONTACT } from '../utils/schemas';
import ContactStepPage from './contact-step-page';

const server = setupFakeApi();

const FLAG = '3f1c2a7e-5b8d-4c3e-9a61-0d2b7e4f8c15';
const SAVE = 'travelCustomerQuestionnaire/saveOrUpdate';

function setup(lang: 'en_us' | 'zh_cn' = 'en_us') {
  const api = fakeApi(server);
  const navigate = jest.fn();
  const user = userEvent.setup();
  const view = () => renderPage(<ContactStepPage lang={lang} navigate={navigate} />, { path: '/Questionnaire1', lang, navigate });
  return { api, navigate, user, view };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Lotus Travel Ltd');
  await user.type(screen.getByRole('textbox', { name: /Contact person/ }), 'Li Na');
  await user.type(screen.getByRole('textbox', { name: /Business email/ }), 'li.na@example.com');
  // Choosing the country fills the empty area code with that country's.
  const country = screen.getByRole('combobox', { name: /Country or region/ });
  await waitFor(() => expect(country).toBeEnabled());
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Area code/ })).toBeEnabled());
  await user.selectOptions(country, 'Singapore');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '8123 4567');
}

beforeEach(() => {
  endFlow();
  clearLookupCache();
});

describe('Questionnaire1 (contact information)', () => {
  it('is step 1/2 with one h1', async () => {
    const { view } = setup();
    await view();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact information' })).toBeInTheDocument();
    expect(screen.getByText('Step 1/2')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('checks a field when the visitor leaves it after typing, not when they only pass through', async () => {
    const { user, view } = setup();
    await view();
    const company = await screen.findByRole('textbox', { name: /Company name/ });
    await user.click(company);
    await user.tab();
    expect(company).not.toHaveAttribute('aria-invalid');

    const email = screen.getByRole('textbox', { name: /Business email/ });
    await user.type(email, 'li.na@example');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email format error: enter an address like name@company.com.');

    // The message follows the typing until the address is right.
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription(/format error/);
  });

  it('on submit shows every message and moves focus to the first invalid field', async () => {
    const { api, user, view } = setup();
    await view();
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Lotus Travel Ltd');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const person = screen.getByRole('textbox', { name: /Contact person/ });
    expect(person).toHaveFocus();
    expect(person).toHaveAccessibleDescription('Enter the name of a contact person.');
    expect(screen.getByText('Enter your business email.')).toBeInTheDocument();
    expect(screen.getByText('Select your country or region.')).toBeInTheDocument();
    expect(screen.getByText('Select an area code from the list.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number.')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('speaks the visitor’s language, the country and area-code lists included', async () => {
    const { user, view } = setup('zh_cn');
    await view();
    expect(await screen.findByRole('heading', { level: 1, name: '联系信息' })).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /国家或地区/ });
    await waitFor(() => expect(country).toBeEnabled());
    expect(screen.getByRole('option', { name: '新加坡' })).toHaveValue('Singapore');
    await user.selectOptions(country, '新加坡');
    expect(screen.getByRole('combobox', { name: /区号/ })).toHaveValue('新加坡 +65');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('textbox', { name: /公司名称/ })).toHaveAccessibleDescription('请输入公司名称。');
  });

  it('saves step 1 under a new customer flag and goes on to step 2', async () => {
    const { api, navigate, user, view } = setup();
    await view();
    await fillValidForm(user);
    expect(screen.getByRole('combobox', { name: /Area code/ })).toHaveValue('Singapore +65');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Questionnaire2'));
    const flag = useFlowStore.getState().customerFlag;
    expect(flag).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      customerFlag: flag,
      step: 1,
      companyName: 'Lotus Travel Ltd',
      contactPerson: 'Li Na',
      businessEmail: 'li.na@example.com',
      country: 'Singapore',
      areaCode: '+65',
      contactNo: '81234567',
    });
    // Saved: the api holds the answers now, so the draft is gone.
    expect(useFlowStore.getState().contactDraft).toBeNull();
  });

  it('keeps everything typed when the save fails, says so, and Retry saves', async () => {
    const { api, navigate, user, view } = setup();
    await view();
    await fillValidForm(user);
    api.fail(SAVE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answers could not be saved.');
    expect(alert).toHaveTextContent('Nothing you typed is lost');
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Lotus Travel Ltd');
    expect(useFlowStore.getState().contactDraft).toMatchObject({ companyName: 'Lotus Travel Ltd', contactNo: '8123 4567' });
    expect(navigate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/Questionnaire2'));
    expect(api.callsTo(SAVE)).toHaveLength(2);
  });

  it('asks the visitor to wait when the api says there were too many attempts', async () => {
    const { api, user, view } = setup();
    await view();
    await fillValidForm(user);
    api.fail(SAVE, new ApiError('Too many requests; try again in 60 seconds', 'RATE_LIMITED', 429));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts in a short time. Wait a minute, then try again; your answers stay here.');
    expect(screen.getByRole('textbox', { name: /Contact person/ })).toHaveValue('Li Na');
  });

  it('shows a field the api rejected at that field, in the api’s words', async () => {
    const { api, user, view } = setup();
    await view();
    await fillValidForm(user);
    api.fail(SAVE, new ApiError('Email format error: Business email must look like name@example.com', 'VALIDATION_FAILED', 400, 'businessEmail'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByRole('textbox', { name: /Business email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Email format error: Business email must look like name@example.com');
  });

  it('restores the saved answers with unsaved edits on top (a reload or a step back)', async () => {
    const { api, view } = setup();
    api.seed(FLAG, { companyName: 'Lotus Travel Ltd', contactPerson: 'Li Na', businessEmail: 'li.na@example.com', areaCode: '+1', contactNo: '5550100', country: 'China', step1Complete: true });
    useFlowStore.setState({ customerFlag: FLAG, contactDraft: { ...EMPTY_CONTACT, companyName: 'Lotus Travel Group', contactPerson: 'Li Na', businessEmail: 'li.na@example.com', country: 'China', areaCode: '+1', areaId: 'US', contactNo: '5550100' } });
    await view();
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Lotus Travel Group');
    expect(screen.getByRole('textbox', { name: /Business email/ })).toHaveValue('li.na@example.com');
    // +1 is shared: the visitor's own choice of country for it is kept.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Area code/ })).toHaveValue('United States +1'));
  });

  it('restores from the api alone when nothing is left unsaved', async () => {
    const { api, view } = setup();
    api.seed(FLAG, { companyName: 'Lotus Travel Ltd', contactPerson: 'Li Na', businessEmail: 'li.na@example.com', areaCode: '+852', contactNo: '91234567', country: 'Hong Kong', step1Complete: true });
    useFlowStore.setState({ customerFlag: FLAG });
    await view();
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Lotus Travel Ltd');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Country or region/ })).toHaveValue('Hong Kong'));
    expect(screen.getByRole('combobox', { name: /Area code/ })).toHaveValue('Hong Kong +852');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('91234567');
  });

  it('offers Retry when the saved answers cannot be loaded', async () => {
    const { api, user, view } = setup();
    api.seed(FLAG, { companyName: 'Lotus Travel Ltd', step1Complete: true });
    api.fail('travelCustomerQuestionnaire/queryByCustomerFlag');
    useFlowStore.setState({ customerFlag: FLAG });
    await view();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your saved answers could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Lotus Travel Ltd');
  });
});
