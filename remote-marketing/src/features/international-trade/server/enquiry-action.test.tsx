import { screen } from '@testing-library/react';
import { ApiError, createApiClient } from '@site/shared/api';
import type { FormActionInput, PostedFields } from '@site/shared/parcel';
import { fillValidEnquiry, user } from '../../../components/demo-request/test-utils';
import { renderRoute } from '../../../lib/test/render-page';
import { listBusinessTypes } from '../api/list-business-types';
import { saveEnquiry } from '../api/save-enquiry';
import { clearBusinessTypes } from '../loaders';
import { enquiryPostOutcome } from './enquiry-action';

jest.mock('../api/list-business-types');
jest.mock('../api/save-enquiry');
jest.mock('../../../components/demo-request/api/list-lead-lookups');

/** The post's own client, as the site's server makes one for it. */
const postClient = createApiClient({ baseURL: 'http://127.0.0.1:3100', forwardedFor: '203.0.113.7' });
const enquiryAction = ({ lang, fields }: FormActionInput) => enquiryPostOutcome({ lang, fields }, postClient);

const saveMock = jest.mocked(saveEnquiry);

/** What the browser posts without JavaScript: the form's named controls, as FormData reads them. */
function postedFields(form: HTMLFormElement): PostedFields {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) (fields[name] ??= []).push(String(value));
  return fields;
}

beforeEach(() => {
  jest.clearAllMocks();
  clearBusinessTypes();
  jest.mocked(listBusinessTypes).mockResolvedValue([{ dictParam: 'BUSINESS_TYPE', dictKey: 'PRIVATE_COMPANY', displayName: 'Private company' }]);
});

describe('the enquiry posted without JavaScript', () => {
  it('answers an empty post 400 with each field’s message and the summary, nothing sent', async () => {
    const { status, outcome } = await enquiryAction({ lang: 'en_us', path: '/InternationalTrade', query: {}, fields: { _form: ['enquiry'], companyName: ['  Acme <b>Ltd</b> '] } });
    expect(status).toBe(400);
    expect(saveMock).not.toHaveBeenCalled();
    expect(outcome.sent).toBe(false);
    expect(outcome.failure).toEqual({ kind: 'invalid' });
    expect(outcome.values).toMatchObject({ companyName: '  Acme <b>Ltd</b> ', city: '' });
    expect(outcome.errors.companyName).toBeUndefined();
    expect(outcome.errors.city).toEqual({ kind: 'rule', key: 'enquiry.fields.city.errors.required' });
    expect(outcome.errors.usci).toEqual({ kind: 'rule', key: 'enquiry.fields.usci.errors.required' });
  });

  it('sends what the form posts with the same body and language as the form’s own submit', async () => {
    saveMock.mockResolvedValue(null as never);
    await renderRoute('/InternationalTrade');
    await screen.findByRole('option', { name: 'Private company' });
    await fillValidEnquiry();
    const form = screen.getByRole('button', { name: 'Send enquiry' }).closest('form') as HTMLFormElement;
    const fields = postedFields(form);
    expect(fields._form).toEqual(['enquiry']);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('heading', { name: /Thank you/ });
    const browserCall = saveMock.mock.calls[0];

    const { status, outcome } = await enquiryAction({ lang: 'en_us', path: '/InternationalTrade', query: {}, fields });
    expect(status).toBe(200);
    expect(outcome.sent).toBe(true);
    expect(saveMock).toHaveBeenCalledTimes(2);
    // The same body and language; the post goes through its own client, the browser through the page's /api.
    expect(saveMock.mock.calls[1]?.slice(1)).toEqual(browserCall?.slice(1));
    expect(saveMock.mock.calls[1]?.[0]).toBe(postClient);
  });

  it('keeps the values and the api’s message when the api refuses a field, and says the api is down otherwise', async () => {
    const fields: PostedFields = {
      companyName: ['Shenzhen Export Co'],
      usci: ['91440300MA5FUTUE1Y'],
      businessType: ['PRIVATE_COMPANY'],
      city: ['Shenzhen'],
      establishmentYears: ['6'],
      quarterlyFxAmountCny: ['12,000,000'],
      mainBusiness: ['Electronics'],
      contactPerson: ['Zhang Wei'],
      contactNo: ['13800138000'],
      businessEmail: ['zhang.wei@example.cn'],
    };
    saveMock.mockRejectedValueOnce(new ApiError('Business type is not one of the list', 'BAD_REQUEST', 400, 'businessType'));
    const refused = await enquiryAction({ lang: 'en_us', path: '/InternationalTrade', query: {}, fields });
    expect(refused.status).toBe(400);
    expect(refused.outcome.errors.businessType).toEqual({ kind: 'server', message: 'Business type is not one of the list' });
    expect(refused.outcome.values).toMatchObject({ city: 'Shenzhen' });

    saveMock.mockRejectedValueOnce(new ApiError('connect ECONNREFUSED', 'ECONNREFUSED'));
    const down = await enquiryAction({ lang: 'en_us', path: '/InternationalTrade', query: {}, fields });
    expect(down.status).toBe(503);
    expect(down.outcome.failure).toEqual({ kind: 'send' });
    expect(down.outcome.values).toMatchObject({ contactPerson: 'Zhang Wei' });
  });
});
