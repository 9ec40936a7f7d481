import { localeKeys } from '@site/shared/i18n';
import zhCN from './zh-CN/exportdrawback.json';

describe('the exportdrawback strings (Simplified Chinese only)', () => {
  it('hold no empty string', () => {
    const empty = localeKeys(zhCN).filter((key) => !key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zhCN));
    expect(empty).toEqual([]);
  });

  it('hold the form\'s success and validation messages exactly', () => {
    expect(zhCN.form.errors).toEqual({
      firstNameRequired: '请输入姓',
      lastNameRequired: '请输入名',
      nameLength: '长度在 1 到 5 个字符',
      businessEmailRequired: '请输入企业邮箱',
      contactNoRequired: '请输入联系电话',
      companyNameRequired: '请输入企业名称',
      usciRequired: '请输入企业统一社会信用代码',
      businessTypeRequired: '请选择企业类型',
    });
    expect(zhCN.form.success).toBe('申请成功');
    expect(zhCN.pricing.quote).toBe('联系我们获取报价');
  });
});
