import zhCN from '../../../locales/zh-CN/exportdrawback.json';
import {
  APPLICATION_FIELDS,
  EMPTY_APPLICATION,
  VALIDATE_ON,
  validateApplication,
  validateField,
  type ApplicationField,
  type MessageKey,
} from './application-rules';

/** The Chinese text of a message key, as a visitor reads it. */
function text(key: MessageKey | undefined): string | undefined {
  if (!key) return undefined;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zhCN) as string;
}

const message = (field: ApplicationField, value: string) => text(validateField(field, value));

describe('export-refund application rules', () => {
  it.each([
    ['firstName', '请输入姓'],
    ['lastName', '请输入名'],
    ['businessEmail', '请输入企业邮箱'],
    ['contactNo', '请输入联系电话'],
    ['companyName', '请输入企业名称'],
    ['usci', '请输入企业统一社会信用代码'],
    ['businessType', '请选择企业类型'],
  ] as const)('%s is required: "%s"', (field, expected) => {
    expect(message(field, '')).toBe(expected);
    // Blanks are empty.
    expect(message(field, '   ')).toBe(expected);
  });

  it.each(['firstName', 'lastName'] as const)('%s is 1 to 5 characters: "长度在 1 到 5 个字符"', (field) => {
    expect(message(field, '王')).toBeUndefined();
    expect(message(field, '欧阳')).toBeUndefined();
    expect(message(field, '一二三四五')).toBeUndefined();
    expect(message(field, '一二三四五六')).toBe('长度在 1 到 5 个字符');
    expect(message(field, 'Alexander')).toBe('长度在 1 到 5 个字符');
    // Counted in characters, not UTF-16 units: a rare name character outside the BMP counts once.
    expect(message(field, '𠮷𠮷𠮷𠮷𠮷')).toBeUndefined();
    // Surrounding spaces do not count.
    expect(message(field, '  王五  ')).toBeUndefined();
  });

  it('has no format rule for the email, the number or the code (the api checks those)', () => {
    expect(message('businessEmail', 'not-an-email')).toBeUndefined();
    expect(message('contactNo', '+86 138')).toBeUndefined();
    expect(message('usci', 'abc')).toBeUndefined();
  });

  it('checks businessType on change and every other field on blur', () => {
    expect(VALIDATE_ON).toEqual({
      firstName: 'blur',
      lastName: 'blur',
      businessEmail: 'blur',
      contactNo: 'blur',
      companyName: 'blur',
      usci: 'blur',
      businessType: 'change',
    });
  });

  it('validates the whole form: a message per empty field, or the trimmed values', () => {
    const empty = validateApplication(EMPTY_APPLICATION);
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(APPLICATION_FIELDS.map((field) => text(empty.errors[field]))).toEqual([
      '请输入姓',
      '请输入名',
      '请输入企业邮箱',
      '请输入联系电话',
      '请输入企业名称',
      '请输入企业统一社会信用代码',
      '请选择企业类型',
    ]);

    const filled = validateApplication({
      firstName: ' 王 ',
      lastName: '小明',
      businessEmail: 'wang@example.cn ',
      contactNo: '13800138000',
      companyName: '深圳市出口贸易有限公司',
      usci: '91440300MA5FUTUE1Y',
      businessType: 'PRODUCTION',
    });
    expect(filled).toEqual({
      ok: true,
      data: {
        firstName: '王',
        lastName: '小明',
        businessEmail: 'wang@example.cn',
        contactNo: '13800138000',
        companyName: '深圳市出口贸易有限公司',
        usci: '91440300MA5FUTUE1Y',
        businessType: 'PRODUCTION',
      },
    });
  });
});
