import type { Lang, Localized } from './lang';

/**
 * How each form names its fields, so a validation message names the field as the visitor sees it.
 * The export-refund form labels firstName 姓 and lastName 名 (its messages: '请输入姓', '请输入名'), the
 * opposite way round from a literal translation of the demo form's "first name".
 */
export type FormId = 'lead' | 'tradeFinance' | 'questionnaire' | 'rate' | 'exportRefund' | 'docsFeedback';

type Labels = Readonly<Record<string, Localized>>;

const COMMON: Labels = {
  companyName: { en: 'company name', 'zh-CN': '公司名称', 'zh-HK': '公司名稱' },
  businessEmail: { en: 'business email', 'zh-CN': '企业邮箱', 'zh-HK': '企業電郵' },
  contactNo: { en: 'contact number', 'zh-CN': '联系电话', 'zh-HK': '聯絡電話' },
  areaCode: { en: 'area code', 'zh-CN': '区号', 'zh-HK': '區號' },
  country: { en: 'country', 'zh-CN': '国家/地区', 'zh-HK': '國家/地區' },
  businessType: { en: 'business type', 'zh-CN': '业务类型', 'zh-HK': '業務類型' },
  usci: { en: 'unified social credit code', 'zh-CN': '统一社会信用代码', 'zh-HK': '統一社會信用代碼' },
  contactPerson: { en: 'contact person', 'zh-CN': '联系人', 'zh-HK': '聯絡人' },
};

const FORMS: Readonly<Record<FormId, Labels>> = {
  lead: {
    ...COMMON,
    firstName: { en: 'first name', 'zh-CN': '名字', 'zh-HK': '名字' },
    lastName: { en: 'last name', 'zh-CN': '姓氏', 'zh-HK': '姓氏' },
    jobTitle: { en: 'job title', 'zh-CN': '职位', 'zh-HK': '職位' },
    areaName: { en: 'area name', 'zh-CN': '地区名称', 'zh-HK': '地區名稱' },
    interestedProduct: { en: 'interested product', 'zh-CN': '感兴趣的产品', 'zh-HK': '感興趣的產品' },
    estimate: { en: 'estimate', 'zh-CN': '融资估算', 'zh-HK': '融資估算' },
    'estimate.product': { en: 'estimate product', 'zh-CN': '估算的融资产品', 'zh-HK': '估算的融資產品' },
    'estimate.amount': { en: 'estimate amount', 'zh-CN': '估算金额', 'zh-HK': '估算金額' },
    'estimate.currency': { en: 'estimate currency', 'zh-CN': '估算币种', 'zh-HK': '估算幣種' },
    'estimate.tenorDays': { en: 'estimate tenor (days)', 'zh-CN': '估算期限（天）', 'zh-HK': '估算期限（日）' },
    'estimate.annualRatePercent': { en: 'estimate annual rate (%)', 'zh-CN': '估算年利率（%）', 'zh-HK': '估算年利率（%）' },
    'estimate.interest': { en: 'estimate interest', 'zh-CN': '估算利息', 'zh-HK': '估算利息' },
    'estimate.total': { en: 'estimate total repayment', 'zh-CN': '估算还款总额', 'zh-HK': '估算還款總額' },
  },
  tradeFinance: {
    ...COMMON,
    mainBusiness: { en: 'main business', 'zh-CN': '主营业务', 'zh-HK': '主營業務' },
    quarterlyFxAmountCny: {
      en: 'estimated quarterly FX amount (CNY)',
      'zh-CN': '预计季度外汇交易金额（人民币）',
      'zh-HK': '預計季度外匯交易金額（人民幣）',
    },
    city: { en: 'city', 'zh-CN': '城市', 'zh-HK': '城市' },
    establishmentYears: { en: 'years since establishment', 'zh-CN': '成立年限', 'zh-HK': '成立年限' },
  },
  questionnaire: {
    ...COMMON,
    customerFlag: { en: 'customer flag', 'zh-CN': '客户标识', 'zh-HK': '客戶標識' },
    step: { en: 'step', 'zh-CN': '问卷步骤', 'zh-HK': '問卷步驟' },
    platforms: { en: 'partnered travel platforms', 'zh-CN': '合作旅游平台', 'zh-HK': '合作旅遊平台' },
    otherPlatform: { en: 'other platform', 'zh-CN': '其他平台名称', 'zh-HK': '其他平台名稱' },
    annualBookingVolume: { en: 'annual booking volume', 'zh-CN': '年预订量', 'zh-HK': '年預訂量' },
    yearsOperating: { en: 'years operating', 'zh-CN': '经营年限', 'zh-HK': '經營年限' },
  },
  rate: {
    current: { en: 'page number', 'zh-CN': '页码', 'zh-HK': '頁碼' },
    size: { en: 'page size', 'zh-CN': '每页条数', 'zh-HK': '每頁筆數' },
    queryCondition: { en: 'query condition', 'zh-CN': '查询条件', 'zh-HK': '查詢條件' },
    'queryCondition.buyCurrency': { en: 'buy currency', 'zh-CN': '买入币种', 'zh-HK': '買入幣種' },
    'queryCondition.sellCurrency': { en: 'sell currency', 'zh-CN': '卖出币种', 'zh-HK': '賣出幣種' },
    'queryCondition.startTime': { en: 'start time', 'zh-CN': '开始时间', 'zh-HK': '開始時間' },
    'queryCondition.endTime': { en: 'end time', 'zh-CN': '结束时间', 'zh-HK': '結束時間' },
  },
  exportRefund: {
    firstName: { en: 'surname', 'zh-CN': '姓', 'zh-HK': '姓' },
    lastName: { en: 'given name', 'zh-CN': '名', 'zh-HK': '名' },
    businessEmail: COMMON.businessEmail as Localized,
    contactNo: COMMON.contactNo as Localized,
    companyName: { en: 'company name', 'zh-CN': '企业名称', 'zh-HK': '企業名稱' },
    usci: { en: 'unified social credit code', 'zh-CN': '企业统一社会信用代码', 'zh-HK': '企業統一社會信用代碼' },
    businessType: { en: 'enterprise type', 'zh-CN': '企业类型', 'zh-HK': '企業類型' },
    channelId: { en: 'channel ID', 'zh-CN': '渠道标识', 'zh-HK': '渠道標識' },
  },
  docsFeedback: {
    article: { en: 'article', 'zh-CN': '文章', 'zh-HK': '文章' },
    lang: { en: 'page language', 'zh-CN': '页面语言', 'zh-HK': '頁面語言' },
    voter: { en: 'browser identifier', 'zh-CN': '浏览器标识', 'zh-HK': '瀏覽器標識' },
    helpful: { en: 'answer to "Was this helpful?"', 'zh-CN': '“是否有帮助”的回答', 'zh-HK': '「是否有幫助」的回答' },
    comment: { en: 'comment', 'zh-CN': '补充说明', 'zh-HK': '補充說明' },
  },
};

/** The label of `field` on `form` in `lang`; the field's own name when the form has no label for it. */
export function fieldLabel(form: FormId | undefined, field: string, lang: Lang): string {
  const labels = form ? FORMS[form] : undefined;
  return labels?.[field]?.[lang] ?? field;
}

/** Every field that has a label on `form` (tests check each schema field has one). */
export function labelledFields(form: FormId): string[] {
  return Object.keys(FORMS[form]);
}
