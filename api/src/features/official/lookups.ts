import type { components } from '@site/shared/api/schema';
import type { Lang, Localized } from '../../i18n/lang';

type Schemas = components['schemas'];
export type OptionItem = Schemas['OptionItem'];
export type ProductOption = Schemas['ProductOption'];
export type ProductType = Schemas['ProductType'];
export type ProductKey = Schemas['ProductKey'];

interface Entry<Key extends string> {
  key: Key;
  label: Localized;
}

/** Job titles, for `jobTitle`. */
export const JOB_TITLES: readonly Entry<Schemas['JobTitleKey']>[] = [
  { key: 'SALES_MANAGER', label: { en: 'Sales manager', 'zh-CN': '销售经理', 'zh-HK': '銷售經理' } },
  { key: 'MARKETING', label: { en: 'Marketing', 'zh-CN': '市场营销', 'zh-HK': '市場營銷' } },
  { key: 'CUSTOMER_SERVICE_MANAGER', label: { en: 'Customer service manager', 'zh-CN': '客户服务经理', 'zh-HK': '客戶服務經理' } },
  { key: 'GENERAL_MANAGER', label: { en: 'General manager', 'zh-CN': '总经理', 'zh-HK': '總經理' } },
  { key: 'IT_MANAGER', label: { en: 'IT manager', 'zh-CN': 'IT 经理', 'zh-HK': 'IT 經理' } },
  { key: 'OPERATIONS_MANAGER', label: { en: 'Operations manager', 'zh-CN': '运营经理', 'zh-HK': '營運經理' } },
  { key: 'OTHERS', label: { en: 'Others', 'zh-CN': '其他', 'zh-HK': '其他' } },
  { key: 'PERSONAL_INTEREST', label: { en: 'Personal interest', 'zh-CN': '个人兴趣', 'zh-HK': '個人興趣' } },
];

/**
 * Business types, for `businessType` of the lead form and the International Trade enquiry.
 * CUSTOMER_SERVICE_MANAGER is in the original site's list of business types; it is kept as given.
 */
export const BUSINESS_TYPES: readonly Entry<Schemas['BusinessTypeKey']>[] = [
  { key: 'E_COMMERCE', label: { en: 'E-commerce', 'zh-CN': '电子商务', 'zh-HK': '電子商務' } },
  { key: 'SOLE_TRADE', label: { en: 'Sole trader', 'zh-CN': '个体经营', 'zh-HK': '個體經營' } },
  { key: 'CUSTOMER_SERVICE_MANAGER', label: { en: 'Customer service manager', 'zh-CN': '客户服务经理', 'zh-HK': '客戶服務經理' } },
  { key: 'PRIVATE_COMPANY', label: { en: 'Private company', 'zh-CN': '私营公司', 'zh-HK': '私營公司' } },
  { key: 'PUBLIC_COMPANY', label: { en: 'Public company', 'zh-CN': '上市公司', 'zh-HK': '上市公司' } },
  { key: 'OTHERS', label: { en: 'Others', 'zh-CN': '其他', 'zh-HK': '其他' } },
];

/**
 * Business types of the export-refund form (a second list, not the lead form's), by the export-refund trade's own
 * categories. The micro-site is Chinese only, so there is no English label: `en` falls back to
 * Simplified Chinese.
 */
export const EXPORT_REFUND_BUSINESS_TYPES: readonly Entry<Schemas['ExportRefundBusinessTypeKey']>[] = [
  { key: 'PRODUCTION', label: { en: '生产型企业', 'zh-CN': '生产型企业', 'zh-HK': '生產型企業' } },
  { key: 'TRADING', label: { en: '外贸企业', 'zh-CN': '外贸企业', 'zh-HK': '外貿企業' } },
  { key: 'COMPREHENSIVE_SERVICE', label: { en: '外贸综合服务企业', 'zh-CN': '外贸综合服务企业', 'zh-HK': '外貿綜合服務企業' } },
  { key: 'CROSS_BORDER_ECOMMERCE', label: { en: '跨境电商企业', 'zh-CN': '跨境电商企业', 'zh-HK': '跨境電商企業' } },
  { key: 'OTHERS', label: { en: '其他', 'zh-CN': '其他', 'zh-HK': '其他' } },
];

/** Ownership types of a Chinese enterprise (the enterprise-type enumeration; its values are ours). */
export const ENTERPRISE_TYPES: readonly Entry<string>[] = [
  { key: 'STATE_OWNED', label: { en: 'State-owned enterprise', 'zh-CN': '国有企业', 'zh-HK': '國有企業' } },
  { key: 'PRIVATE', label: { en: 'Private enterprise', 'zh-CN': '民营企业', 'zh-HK': '民營企業' } },
  { key: 'FOREIGN_INVESTED', label: { en: 'Foreign-invested enterprise', 'zh-CN': '外商投资企业', 'zh-HK': '外商投資企業' } },
  { key: 'SINO_FOREIGN_JOINT_VENTURE', label: { en: 'Sino-foreign joint venture', 'zh-CN': '中外合资企业', 'zh-HK': '中外合資企業' } },
  { key: 'HK_MACAO_TAIWAN_INVESTED', label: { en: 'Hong Kong, Macao or Taiwan-invested enterprise', 'zh-CN': '港澳台投资企业', 'zh-HK': '港澳台投資企業' } },
  { key: 'COLLECTIVE', label: { en: 'Collective enterprise', 'zh-CN': '集体企业', 'zh-HK': '集體企業' } },
  { key: 'PARTNERSHIP', label: { en: 'Partnership', 'zh-CN': '合伙企业', 'zh-HK': '合夥企業' } },
  { key: 'INDIVIDUAL_BUSINESS', label: { en: 'Individual business', 'zh-CN': '个体工商户', 'zh-HK': '個體工商戶' } },
  { key: 'OTHERS', label: { en: 'Others', 'zh-CN': '其他', 'zh-HK': '其他' } },
];

interface ProductEntry extends Entry<ProductKey> {
  children?: readonly Entry<ProductKey>[];
}

/** The product tree, with OTA Finance. */
export const PRODUCTS: readonly ProductEntry[] = [
  { key: 'PAYMENT_FX', label: { en: 'Payment & FX', 'zh-CN': '支付与外汇', 'zh-HK': '支付與外匯' } },
  {
    key: 'DIGITAL_TRADE',
    label: { en: 'Digital Trade', 'zh-CN': '数字贸易', 'zh-HK': '數字貿易' },
    children: [
      { key: 'DOC_EX', label: { en: 'Document exchange portal', 'zh-CN': '单据交换门户', 'zh-HK': '單據交換門戶' } },
      { key: 'DOC_GEN', label: { en: 'AI trade document preparation', 'zh-CN': 'AI 贸易制单', 'zh-HK': 'AI 貿易製單' } },
      { key: 'DOC_CHECK', label: { en: 'AI document examination', 'zh-CN': 'AI 智能审单', 'zh-HK': 'AI 智能審單' } },
    ],
  },
  {
    key: 'DIGITAL_FINANCE',
    label: { en: 'Digital Finance', 'zh-CN': '数字金融', 'zh-HK': '數字金融' },
    children: [
      { key: 'GO_EARLY', label: { en: 'Financing from purchase order to acceptance', 'zh-CN': '从订单到承兑的全程融资', 'zh-HK': '從訂單到承兌的全程融資' } },
      { key: 'IDD', label: { en: 'Dynamic discounting', 'zh-CN': '动态折扣', 'zh-HK': '動態折扣' } },
      { key: 'DIGIPO', label: { en: 'Blockchain deep-tier financing', 'zh-CN': '区块链多级供应商融资', 'zh-HK': '區塊鏈多級供應商融資' } },
    ],
  },
  { key: 'INTERNATIONAL_TRADE', label: { en: 'International Trade', 'zh-CN': '国际贸易', 'zh-HK': '國際貿易' } },
  // Not in the original product tree: the OTA Finance page asks for demos of its own product.
  { key: 'OTA_FINANCE', label: { en: 'OTA Finance', 'zh-CN': 'OTA 融资', 'zh-HK': 'OTA 融資' } },
];

/** `entries` as option items of the list `dictParam`, labelled in `lang`. */
export function toOptions(dictParam: string, entries: readonly Entry<string>[], lang: Lang): OptionItem[] {
  return entries.map((entry) => ({ dictParam, dictKey: entry.key, displayName: entry.label[lang] }));
}

/** The product tree with labels in `lang` (listAllProductEnum). */
export function productTree(lang: Lang): ProductOption[] {
  return PRODUCTS.map((product) => ({
    dictParam: 'PRODUCT',
    dictKey: product.key,
    displayName: product.label[lang],
    children: (product.children ?? []).map((child) => ({
      dictParam: 'PRODUCT',
      dictKey: child.key,
      displayName: child.label[lang],
      parentDictKey: product.key,
      children: [],
    })),
  }));
}

/** The later variant: primary types with their secondary type strings (listProductTypeEnum). */
export function productTypes(lang: Lang): ProductType[] {
  return PRODUCTS.map((product) => ({
    primaryType: product.key,
    primaryTypeName: product.label[lang],
    secondaryTypes: (product.children ?? []).map((child) => ({
      secondaryType: child.key,
      secondaryTypeName: child.label[lang],
    })),
  }));
}
