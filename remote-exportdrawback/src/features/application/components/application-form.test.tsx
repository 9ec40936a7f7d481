import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, browserApi } from '@site/shared/api';
import { renderMicro } from '../../../lib/testing';
import { listBusinessTypes } from '../api/list-business-types';
import { submitApplication } from '../api/submit-application';
import { applicationAction, applicationLoader, clearBusinessTypes } from '../loaders';
import { ApplicationForm } from './application-form';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20_000);

jest.mock('../api/submit-application', () => ({ submitApplication: jest.fn() }));
jest.mock('../api/list-business-types', () => ({ listBusinessTypes: jest.fn() }));

const submitMock = jest.mocked(submitApplication);
const listMock = jest.mocked(listBusinessTypes);

const BUSINESS_TYPES = [
  { dictParam: 'EXPORT_REFUND_BUSINESS_TYPE', dictKey: 'PRODUCTION', displayName: '生产型企业' },
  { dictParam: 'EXPORT_REFUND_BUSINESS_TYPE', dictKey: 'TRADING', displayName: '外贸企业' },
];

/** A control by its accessible name, as a screen reader announces it (the required mark is hidden). */
const field = (name: string) => screen.getByRole(name === '企业类型' ? 'combobox' : 'textbox', { name }) as HTMLInputElement;

/** The page's route around the form (src/routes.ts): its loader reads the business types. */
const route = { loader: applicationLoader, action: applicationAction };

async function renderForm(channelId?: string) {
  await renderMicro(
    <>
      <h2 id="form-title">申请免费试用</h2>
      <ApplicationForm labelledBy="form-title" channelId={channelId} submitLabel="提交申请" />
    </>,
    { route },
  );
  await screen.findByRole('option', { name: '生产型企业' });
}

/** Fills every field validly (typing is covered by the validation tests; change events keep these quick). */
function fillValid() {
  const values: [string, string][] = [
    ['姓', '王'],
    ['名', '小明'],
    ['企业邮箱', 'wang@example.cn'],
    ['联系电话', '13800138000'],
    ['企业名称', '深圳市出口贸易有限公司'],
    ['统一社会信用代码', '91440300MA5FUTUE1Y'],
    ['企业类型', 'PRODUCTION'],
  ];
  for (const [name, value] of values) {
    fireEvent.change(field(name), { target: { value } });
    fireEvent.blur(field(name));
  }
}

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  clearBusinessTypes();
  submitMock.mockReset();
  listMock.mockReset();
  listMock.mockResolvedValue(BUSINESS_TYPES);
});

describe('ApplicationForm validation', () => {
  it('validates a field when it loses focus, with the message tied to it', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByRole('form', { name: '申请免费试用' })).toBeInTheDocument();
    await user.click(field('姓'));
    expect(field('姓')).not.toHaveAccessibleDescription();
    await user.tab();
    expect(field('姓')).toHaveAccessibleDescription('请输入姓');
    expect(field('姓')).toHaveAttribute('aria-invalid', 'true');
    // Fixing the field clears its message as the visitor types.
    await user.type(field('姓'), '王');
    expect(field('姓')).not.toHaveAccessibleDescription();
  });

  it.each([
    ['姓', '请输入姓'],
    ['名', '请输入名'],
    ['企业邮箱', '请输入企业邮箱'],
    ['联系电话', '请输入联系电话'],
    ['企业名称', '请输入企业名称'],
    ['统一社会信用代码', '请输入企业统一社会信用代码'],
  ])('%s left empty says "%s" on blur', async (label, message) => {
    await renderForm();
    fireEvent.blur(field(label));
    expect(field(label)).toHaveAccessibleDescription(message);
  });

  it('says "长度在 1 到 5 个字符" for a name longer than 5 characters', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(field('姓'), '一二三四五六');
    expect(field('姓')).not.toHaveAccessibleDescription();
    await user.tab();
    expect(field('姓')).toHaveAccessibleDescription('长度在 1 到 5 个字符');
    await user.type(field('名'), 'Alexander');
    await user.tab();
    expect(field('名')).toHaveAccessibleDescription('长度在 1 到 5 个字符');
  });

  it('checks the business type when it changes, not on blur', async () => {
    const user = userEvent.setup();
    await renderForm();
    const select = field('企业类型');
    fireEvent.blur(select);
    expect(select).not.toHaveAccessibleDescription();
    await user.selectOptions(select, 'TRADING');
    expect(select).not.toHaveAccessibleDescription();
    await user.selectOptions(select, '');
    expect(select).toHaveAccessibleDescription('请选择企业类型');
  });

  it('on submit shows every message, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(field('姓')).toHaveAccessibleDescription('请输入姓');
    expect(field('名')).toHaveAccessibleDescription('请输入名');
    expect(field('企业邮箱')).toHaveAccessibleDescription('请输入企业邮箱');
    expect(field('联系电话')).toHaveAccessibleDescription('请输入联系电话');
    expect(field('企业名称')).toHaveAccessibleDescription('请输入企业名称');
    expect(field('统一社会信用代码')).toHaveAccessibleDescription('请输入企业统一社会信用代码');
    expect(field('企业类型')).toHaveAccessibleDescription('请选择企业类型');
    expect(field('姓')).toHaveFocus();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('states that submitting consents to personal-data processing, linking the privacy policy', async () => {
    await renderForm();
    const consent = screen.getByText(/提交即表示您同意/);
    expect(consent).toHaveTextContent('提交即表示您同意我们依据《隐私政策》处理您提交的个人信息');
    expect(within(consent).getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/zh_cn/policy');
  });
});

describe('ApplicationForm submit', () => {
  it('while submitting ignores a second submit; on success says 申请成功 and resets', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    submitMock.mockReturnValue(pending.promise);
    await renderForm('abc123');
    fillValid();

    const button = screen.getByRole('button', { name: '提交申请' });
    await user.click(button);
    expect(screen.getByRole('button', { name: '提交中…' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: '提交中…' }));
    fireEvent.submit(screen.getByRole('form'));
    expect(submitMock).toHaveBeenCalledTimes(1);
    expect(submitMock).toHaveBeenCalledWith(browserApi, {
      firstName: '王',
      lastName: '小明',
      businessEmail: 'wang@example.cn',
      contactNo: '13800138000',
      companyName: '深圳市出口贸易有限公司',
      usci: '91440300MA5FUTUE1Y',
      businessType: 'PRODUCTION',
      channelId: 'abc123',
    });

    await act(async () => pending.resolve());
    expect(await screen.findByRole('status')).toHaveTextContent('申请成功');
    // Where the form was, a panel says what happens next and has focus; the form comes back empty.
    const done = screen.getByRole('heading', { name: /申请已提交/ });
    expect(done).toHaveFocus();
    expect(screen.getByText(/会通过您留下的电话或邮箱与您联系/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '再提交一份申请' }));
    expect(field('姓')).toHaveFocus();
    expect(field('姓')).toHaveValue('');
    expect(field('统一社会信用代码')).toHaveValue('');
    expect(field('企业类型')).toHaveValue('');
    expect(screen.getByRole('button', { name: '提交申请' })).not.toHaveAttribute('aria-busy');
  });

  it('sends no channelId when the URL has none', async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue(undefined);
    await renderForm();
    fillValid();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await screen.findByRole('status');
    expect(submitMock.mock.calls[0]?.[1]).not.toHaveProperty('channelId');
  });

  it("on failure shows the server's message as an alert and keeps the input", async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValue(new ApiError('统一社会信用代码校验位不正确', 'VALIDATION_FAILED', 400, 'usci'));
    await renderForm();
    fillValid();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('统一社会信用代码校验位不正确');
    expect(field('姓')).toHaveValue('王');
    expect(field('企业名称')).toHaveValue('深圳市出口贸易有限公司');
    expect(field('企业类型')).toHaveValue('PRODUCTION');
    // The field the api named carries the message too, and gets focus.
    expect(field('统一社会信用代码')).toHaveAccessibleDescription('统一社会信用代码校验位不正确');
    expect(field('统一社会信用代码')).toHaveFocus();
    // The visitor can try again.
    submitMock.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('status')).toHaveTextContent('申请成功');
    expect(submitMock).toHaveBeenCalledTimes(2);
  });

  it('says the submission did not go through when the api could not be reached', async () => {
    const user = userEvent.setup();
    submitMock.mockRejectedValue(new ApiError('Network Error', 'ERR_NETWORK'));
    await renderForm();
    fillValid();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提交未成功，请检查网络后重试。');
    expect(field('联系电话')).toHaveValue('13800138000');
  });
});

describe('ApplicationForm business types', () => {
  it('offers a retry when the list does not load', async () => {
    const user = userEvent.setup();
    listMock.mockRejectedValueOnce(new ApiError('Network Error', 'ERR_NETWORK'));
    await renderMicro(<ApplicationForm labelledBy="x" channelId={undefined} submitLabel="提交申请" />, { route });
    const retry = await screen.findByRole('button', { name: '重新加载企业类型' });
    expect(field('企业类型')).toHaveAccessibleDescription('企业类型未能加载，请重新加载。');
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('option', { name: '外贸企业' })).toBeInTheDocument());
    expect(listMock).toHaveBeenCalledTimes(2);
  });
});
