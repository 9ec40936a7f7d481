import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@site/shared/api';
import { siteStore } from '@site/shared/store';
import { fillValidEnquiry, user } from '../../../components/demo-request/test-utils';
import { i18n } from '../../../i18n';
import { renderRoute } from '../../../lib/test/render-page';
import { listBusinessTypes } from '../api/list-business-types';
import { saveEnquiry } from '../api/save-enquiry';
import { clearBusinessTypes } from '../loaders';

jest.mock('../api/list-business-types');
jest.mock('../api/save-enquiry');
// The page around the form hosts the drawer, whose lists are not asked for unless it opens.
jest.mock('../../../components/demo-request/api/list-lead-lookups');

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

/** The form on its page (/InternationalTrade), once the page's loader has its business types. */
async function renderForm() {
  await renderRoute('/InternationalTrade');
  await screen.findByRole('option', { name: 'Private company' });
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });

beforeEach(() => {
  jest.clearAllMocks();
  clearBusinessTypes();
  mocked(listBusinessTypes).mockResolvedValue([
    { dictParam: 'BUSINESS_TYPE', dictKey: 'E_COMMERCE', displayName: 'E-commerce' },
    { dictParam: 'BUSINESS_TYPE', dictKey: 'PRIVATE_COMPANY', displayName: 'Private company' },
  ]);
});

afterEach(async () => {
  await act(async () => {
    siteStore.getState().setLang('en_us');
    await i18n.changeLanguage('en');
  });
});

describe('International Trade enquiry form', () => {
  it('marks every field as required', async () => {
    await renderForm();
    expect(box(/Company name/)).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Business type/ })).toBeRequired();
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
  });

  it('checks the unified social credit code on blur, check digit included', async () => {
    await renderForm();
    const usci = box(/Unified social credit code/);
    await user.type(usci, '91440300MA5FUTUE1X');
    expect(usci).not.toHaveAccessibleDescription(/check digit/);
    await user.tab();
    expect(usci).toHaveAccessibleDescription(/This code does not pass its check digit: compare it with your business licence/);
    await user.clear(usci);
    await user.type(usci, '91440300MA5FUTUE1Y');
    expect(usci).not.toHaveAccessibleDescription(/check digit/);
  });

  it('does not flag a field only tabbed through', async () => {
    await renderForm();
    await user.click(box(/Company name/));
    await user.tab();
    expect(box(/Company name/)).not.toHaveAccessibleDescription();
  });

  it('shows the amount as CNY and regroups it on blur', async () => {
    await renderForm();
    const amount = box(/quarterly FX/);
    await user.type(amount, '1200000');
    expect(amount).toHaveAccessibleDescription('You entered CN¥1,200,000.00.');
    await user.tab();
    expect(amount).toHaveValue('1,200,000');
  });

  it('on submit, flags what is missing, announces it and focuses the first field to correct', async () => {
    await renderForm();
    await user.type(box(/Company name/), 'Shenzhen Export Co');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(saveEnquiry).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Some answers need correcting: see the messages under the fields.');
    expect(box(/Unified social credit code/)).toHaveFocus();
    expect(box(/Unified social credit code/)).toHaveAccessibleDescription(/Enter your unified social credit code/);
    expect(box(/Years since establishment/)).toHaveAccessibleDescription(/Enter how many years ago your company was established/);
  });

  it('sends the enquiry and thanks the visitor; another one can be sent', async () => {
    mocked(saveEnquiry).mockResolvedValue({} as never);
    await renderForm();
    await fillValidEnquiry();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(saveEnquiry).toHaveBeenCalledWith(expect.anything(), {
      companyName: 'Shenzhen Export Co',
      usci: '91440300MA5FUTUE1Y',
      contactPerson: 'Zhang Wei',
      contactNo: '13800138000',
      businessEmail: 'zhang.wei@example.cn',
      mainBusiness: 'Consumer electronics export',
      quarterlyFxAmountCny: 12000000,
      city: 'Shenzhen',
      establishmentYears: 6,
      businessType: 'PRIVATE_COMPANY',
    }, 'en_us');
    const thanks = await screen.findByRole('heading', { name: 'Thank you, your enquiry has been sent' });
    await waitFor(() => expect(thanks).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    await waitFor(() => expect(box(/Company name/)).toHaveFocus());
    expect(box(/Company name/)).toHaveValue('');
  });

  it('keeps the input and says so when sending fails', async () => {
    mocked(saveEnquiry).mockRejectedValue(new ApiError('Network Error', 'ERR_NETWORK'));
    await renderForm();
    await fillValidEnquiry();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Your enquiry could not be sent. Your answers are kept: please try again.')).toBeInTheDocument();
    expect(box(/Company name/)).toHaveValue('Shenzhen Export Co');
    expect(box(/City/)).toHaveValue('Shenzhen');
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
  });

  it("puts a 400's message on the field it names", async () => {
    mocked(saveEnquiry).mockRejectedValue(new ApiError('This unified social credit code is not valid', 'VALIDATION_FAILED', 400, 'usci'));
    await renderForm();
    await fillValidEnquiry();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(box(/Unified social credit code/)).toHaveAccessibleDescription(/This unified social credit code is not valid/));
    expect(box(/Unified social credit code/)).toHaveFocus();
  });

  it('offers Retry when the business types cannot be loaded', async () => {
    mocked(listBusinessTypes).mockRejectedValueOnce(new ApiError('Network Error', 'ERR_NETWORK'));
    await renderRoute('/InternationalTrade');
    expect(await screen.findByText('The business types could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'E-commerce' })).toBeInTheDocument();
  });

  it('speaks Traditional Chinese on zh_hk', async () => {
    await renderRoute('/InternationalTrade', { lang: 'zh_hk' });
    const usci = await screen.findByRole('textbox', { name: /統一社會信用代碼/ });
    await user.type(usci, '123');
    await user.tab();
    expect(usci).toHaveAccessibleDescription(/統一社會信用代碼應為 18 位/);
  });
});
