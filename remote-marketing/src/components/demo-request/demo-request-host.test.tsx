import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, browserApi } from '@site/shared/api';
import { estimateOf, type FinancingEstimate } from '@site/shared/financing';
import { siteStore } from '@site/shared/store';
import { i18n } from '../../i18n';
import { listAreaCodes, listBusinessTypes, listCountries, listPositions, listProducts } from './api/list-lead-lookups';
import { submitLead } from './api/submit-lead';
import { useDemoRequest, type ProductKey } from './demo-request-context';
import { DemoRequestHost, DemoRequestProvider } from './demo-request-host';
import { clearLeadLookups } from './hooks/use-lead-lookups';
import { fillValidDemoForm, renderWithI18n, user } from './test-utils';

jest.mock('./api/list-lead-lookups');
jest.mock('./api/submit-lead');

const lookups = {
  positions: [
    { dictParam: 'JOB_TITLE', dictKey: 'GENERAL_MANAGER', displayName: 'General manager' },
    { dictParam: 'JOB_TITLE', dictKey: 'IT_MANAGER', displayName: 'IT manager' },
  ],
  products: [
    { dictParam: 'PRODUCT', dictKey: 'PAYMENT_FX', displayName: 'Payment & FX', children: [] },
    {
      dictParam: 'PRODUCT',
      dictKey: 'DIGITAL_TRADE',
      displayName: 'Digital Trade',
      children: [{ dictParam: 'PRODUCT', dictKey: 'DOC_CHECK', displayName: 'AI document examination', parentDictKey: 'DIGITAL_TRADE', children: [] }],
    },
    { dictParam: 'PRODUCT', dictKey: 'INTERNATIONAL_TRADE', displayName: 'International Trade', children: [] },
    { dictParam: 'PRODUCT', dictKey: 'OTA_FINANCE', displayName: 'OTA Finance', children: [] },
  ],
  businessTypes: [{ dictParam: 'BUSINESS_TYPE', dictKey: 'E_COMMERCE', displayName: 'E-commerce' }],
  countries: [
    { id: 'HK', code: 'HK', countryNameEng: 'Hong Kong', countryNameCn: '中国香港', countryNameHk: '中國香港', displayName: 'Hong Kong' },
    { id: 'UK', code: 'UK', countryNameEng: 'United Kingdom', countryNameCn: '英国', countryNameHk: '英國', displayName: 'United Kingdom' },
  ],
  areaCodes: [
    { id: 'CN', areaCode: '+86', areaName: 'China +86' },
    { id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' },
    { id: 'SG', areaCode: '+65', areaName: 'Singapore +65' },
  ],
};

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

function Opener({ product, estimate }: { product?: ProductKey; estimate?: FinancingEstimate }) {
  const { open } = useDemoRequest();
  return (
    <button type="button" onClick={() => open(product, estimate)}>
      open demo
    </button>
  );
}

async function openDrawer(product?: ProductKey, estimate?: FinancingEstimate) {
  renderWithI18n(
    <DemoRequestProvider lang="en_us">
      <Opener product={product} estimate={estimate} />
    </DemoRequestProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'open demo' }));
  return findDrawer('Watch a demo', /First name/);
}

/** The drawer once its form is there (a placeholder drawer shows while its code loads). */
async function findDrawer(name: string, field: RegExp) {
  await screen.findByRole('textbox', { name: field });
  return screen.getByRole('dialog', { name });
}

beforeEach(() => {
  jest.clearAllMocks();
  clearLeadLookups();
  mocked(listPositions).mockResolvedValue(lookups.positions);
  mocked(listProducts).mockResolvedValue(lookups.products as never);
  mocked(listBusinessTypes).mockResolvedValue(lookups.businessTypes);
  mocked(listCountries).mockResolvedValue(lookups.countries);
  mocked(listAreaCodes).mockResolvedValue(lookups.areaCodes);
  mocked(submitLead).mockReset();
});

afterEach(async () => {
  await act(async () => {
    siteStore.getState().closeDemoRequest();
    siteStore.getState().setLang('en_us');
    await i18n.changeLanguage('en');
  });
});

describe('Watch-a-Demo drawer', () => {
  it('opens for a product with interestedProduct preset', async () => {
    const dialog = await openDrawer('INTERNATIONAL_TRADE');
    expect(within(dialog).getByRole('button', { name: /Products of interest International Trade/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Products of interest/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'International Trade' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Payment & FX' })).not.toBeChecked();
  });

  it('shows the estimate a calculator shared above the form, and sends it with the request', async () => {
    mocked(submitLead).mockResolvedValue({} as never);
    const estimate = estimateOf('PAYMENT_FINANCING', 100_000, 10, 90);
    const dialog = await openDrawer('PAYMENT_FX', estimate);
    expect(within(dialog).getByText('These figures go with your request: $100,000.00 for 90 days at 10% a year, interest $2,465.75, total repayment $102,465.75.')).toBeInTheDocument();
    await fillValidDemoForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(submitLead).toHaveBeenCalledWith(browserApi, expect.objectContaining({ interestedProduct: ['PAYMENT_FX'], estimate }), 'en_us');
    await within(dialog).findByText("We've received your submission, and we'll be in touch soon!");
  });

  it('opens for a request made through the site store, as another remote makes it', async () => {
    renderWithI18n(<DemoRequestHost lang="en_us" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => siteStore.getState().openDemoRequest('OTA_FINANCE'));
    const dialog = await findDrawer('Watch a demo', /First name/);
    expect(within(dialog).getByRole('button', { name: /Products of interest OTA Finance/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(siteStore.getState().demoRequest.open).toBe(false);
  });

  it('loads nothing for a request that was closed before it was there', async () => {
    act(() => {
      siteStore.getState().openDemoRequest('PAYMENT_FX');
      siteStore.getState().closeDemoRequest();
    });
    renderWithI18n(<DemoRequestHost lang="en_us" />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listPositions).not.toHaveBeenCalled();
  });

  it('opens without a product with nothing preset', async () => {
    const dialog = await openDrawer();
    expect(within(dialog).queryByText(/These figures go with your request/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Products of interest Please select the products you are interested in/ })).toBeInTheDocument();
  });

  it('shows the placeholder of an empty name when it loses focus', async () => {
    const dialog = await openDrawer();
    const firstName = within(dialog).getByRole('textbox', { name: /First name/ });
    await user.click(firstName);
    expect(within(dialog).queryByText('Please enter your first name', { selector: 'p' })).not.toBeInTheDocument();
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    const lastName = within(dialog).getByRole('textbox', { name: /Last name/ });
    await user.tab();
    expect(lastName).toHaveAccessibleDescription('Please enter your last name');
  });

  it("checks the email and contact number on blur with the form's messages", async () => {
    const dialog = await openDrawer();
    const email = within(dialog).getByRole('textbox', { name: /Business email/ });
    await user.type(email, 'anna@example');
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Email format error');
    const phone = within(dialog).getByRole('textbox', { name: /Contact number/ });
    await user.type(phone, '9123 4567');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Mobile phone number format error');
    await user.clear(phone);
    await user.type(phone, '91234567');
    expect(phone).not.toHaveAccessibleDescription();
  });

  it('checks the choices on change, with the placeholder as the message', async () => {
    const dialog = await openDrawer('IDD');
    const jobTitle = within(dialog).getByRole('combobox', { name: /Job title/ });
    await user.selectOptions(jobTitle, 'GENERAL_MANAGER');
    expect(jobTitle).not.toHaveAccessibleDescription();
    await user.selectOptions(jobTitle, '');
    expect(jobTitle).toHaveAccessibleDescription('Please select your job title');
  });

  it('submits the lead to newInsert and thanks the visitor; a second submit is ignored', async () => {
    let answer: (value: Awaited<ReturnType<typeof submitLead>>) => void = () => undefined;
    mocked(submitLead).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const dialog = await openDrawer('INTERNATIONAL_TRADE');
    await fillValidDemoForm(dialog);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    expect(submitLead).toHaveBeenCalledTimes(1);
    expect(submitLead).toHaveBeenCalledWith(browserApi, {
      firstName: 'Anna',
      lastName: 'Smith',
      jobTitle: 'IT_MANAGER',
      businessEmail: 'anna@example.co.uk',
      areaCode: '+852',
      areaName: 'Hong Kong +852',
      contactNo: '91234567',
      interestedProduct: ['INTERNATIONAL_TRADE'],
      companyName: 'Smith Imports',
      businessType: 'E_COMMERCE',
      country: 'United Kingdom',
    }, 'en_us');
    // The form reads nothing of the stored lead: an empty record stands for it.
    await act(async () => answer({} as never));
    await within(dialog).findByText("We've received your submission, and we'll be in touch soon!");
    // The message's heading takes focus, so that it is read out: the form and its button are gone.
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Thank you for your interest' })).toHaveFocus();
    // The header's × and the Close button under the message both close the drawer.
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an invalid submit sends nothing and moves focus to the first field to correct', async () => {
    const dialog = await openDrawer('PAYMENT_FX');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(submitLead).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: /Area code/ })).toHaveAccessibleDescription('Please select an area code');
    expect(within(dialog).getByRole('combobox', { name: /Country or region/ })).toHaveAccessibleDescription('Please select your country or region');
  });

  it('a failed submit returns to the form with everything typed', async () => {
    mocked(submitLead).mockRejectedValue(new ApiError('Service unavailable', '500', 500));
    const dialog = await openDrawer('INTERNATIONAL_TRADE');
    await fillValidDemoForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your request did not go through');
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Anna');
    expect(within(dialog).getByRole('combobox', { name: /Area code/ })).toHaveValue('Hong Kong +852');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the server message on the field a validation answer names', async () => {
    mocked(submitLead).mockRejectedValue(new ApiError('Business email: at most 255 characters', 'VALIDATION_FAILED', 400, 'businessEmail'));
    const dialog = await openDrawer('INTERNATIONAL_TRADE');
    await fillValidDemoForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Business email/ })).toHaveAccessibleDescription('Business email: at most 255 characters'));
  });

  it('closing resets the form; opening again starts empty', async () => {
    const dialog = await openDrawer('INTERNATIONAL_TRADE');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Anna');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'open demo' }));
    const again = await findDrawer('Watch a demo', /First name/);
    expect(within(again).getByRole('textbox', { name: /First name/ })).toHaveValue('');
  });

  it('loads the option lists once, and offers Retry when they fail', async () => {
    mocked(listCountries).mockRejectedValueOnce(new ApiError('Network Error', 'ERR_NETWORK'));
    renderWithI18n(
      <DemoRequestProvider lang="en_us">
        <Opener />
      </DemoRequestProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'open demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The lists of options for this form could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await findDrawer('Watch a demo', /First name/);
    expect(listCountries).toHaveBeenCalledTimes(2);
    expect(listPositions).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese on zh_cn, messages included', async () => {
    await act(async () => {
      siteStore.getState().setLang('zh_cn');
      await i18n.changeLanguage('zh-CN');
    });
    renderWithI18n(
      <DemoRequestProvider lang="zh_cn">
        <Opener />
      </DemoRequestProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'open demo' }));
    const dialog = await findDrawer('观看演示', /企业邮箱/);
    const email = within(dialog).getByRole('textbox', { name: /企业邮箱/ });
    await user.type(email, 'x');
    await user.tab();
    expect(email).toHaveAccessibleDescription('邮箱格式错误');
  });
});
