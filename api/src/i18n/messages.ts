import type { Lang, Localized } from './lang';

/**
 * Every message the api writes into `msg`, in en, zh-CN and zh-HK. Validation messages name the field and
 * the rule it broke (issue 3, point 6); the Chinese wording of the export-refund form keeps the micro-site's own
 * ('请输入姓', '长度在 1 到 5 个字符', '请选择企业类型') and the English of the demo form keeps the original
 * site's ('Email format error', 'Mobile phone number format error').
 */

/** Rules a field can break. */
export type Rule =
  | 'required'
  | 'select'
  | 'length'
  | 'maxLength'
  | 'email'
  | 'digits'
  | 'dialCode'
  | 'option'
  | 'usci'
  | 'uuid'
  | 'type'
  | 'integer'
  | 'minimum'
  | 'maximum'
  | 'unique'
  | 'minItems'
  | 'maxItems'
  | 'dateTime'
  | 'timeRange'
  | 'currencyPair'
  | 'decimals'
  | 'calculation'
  | 'text'
  | 'surrogate'
  | 'body'
  | 'reportList';

export type RuleParams = Readonly<Record<string, string | number>>;

type RuleMessage = (label: string, params: RuleParams) => string;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const TYPE_NAMES: Readonly<Record<string, Localized>> = {
  string: { en: 'text', 'zh-CN': '文本', 'zh-HK': '文字' },
  number: { en: 'a number', 'zh-CN': '数字', 'zh-HK': '數字' },
  integer: { en: 'a whole number', 'zh-CN': '整数', 'zh-HK': '整數' },
  boolean: { en: 'true or false', 'zh-CN': '布尔值', 'zh-HK': '布林值' },
  array: { en: 'a list', 'zh-CN': '列表', 'zh-HK': '列表' },
  object: { en: 'an object', 'zh-CN': '对象', 'zh-HK': '物件' },
};

function typeName(type: string | number | undefined, lang: Lang): string {
  const key = String(type ?? '').split(',')[0] ?? '';
  return TYPE_NAMES[key]?.[lang] ?? key;
}

const RULES: Readonly<Record<Lang, Readonly<Record<Rule, RuleMessage>>>> = {
  en: {
    required: (f) => `${capitalize(f)} is required`,
    select: (f) => `${capitalize(f)} is required: please select one`,
    length: (f, p) => `${capitalize(f)} must be ${p.min} to ${p.max} characters long`,
    maxLength: (f, p) => `${capitalize(f)} must be at most ${p.max} characters long`,
    email: (f) => `Email format error: ${f} must look like name@example.com`,
    digits: (f) => `Mobile phone number format error: ${f} must contain digits only`,
    dialCode: (f) => `${capitalize(f)} must be an international dial code such as +86`,
    option: (f) => `${capitalize(f)} must be one of the listed options`,
    usci: (f) =>
      `${capitalize(f)} is not a valid unified social credit code: 18 digits or capital letters, the last of which must match the check character on the business licence`,
    uuid: (f) => `${capitalize(f)} must be a UUID`,
    type: (f, p) => `${capitalize(f)} must be ${typeName(p.type, 'en')}`,
    integer: (f) => `${capitalize(f)} must be a whole number`,
    minimum: (f, p) => `${capitalize(f)} must be at least ${p.limit}`,
    maximum: (f, p) => `${capitalize(f)} must be at most ${p.limit}`,
    unique: (f) => `${capitalize(f)} must not list the same option twice`,
    minItems: (f, p) => `${capitalize(f)}: select at least ${p.limit}`,
    maxItems: (f, p) => `${capitalize(f)}: select at most ${p.limit}`,
    dateTime: (f) => `${capitalize(f)} must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:mm:ss)`,
    timeRange: (f) => `${capitalize(f)} must not be earlier than the start time`,
    currencyPair: (f) => `${capitalize(f)}: one side must be USD and the other CNY or CNH`,
    decimals: (f, p) => `${capitalize(f)} must have at most ${p.places} decimal places`,
    calculation: (f) =>
      `${capitalize(f)} does not match the other figures: interest = amount × annual rate × days ÷ 365, rounded to the cent; total = amount + interest`,
    text: (f) => `${capitalize(f || 'the request')} contains control characters; please use letters, digits and punctuation only`,
    surrogate: (f) => `${capitalize(f || 'the request')} contains a broken character (half of a UTF-16 surrogate pair) that cannot be stored as sent`,
    body: () => 'The request body must be a JSON object',
    reportList: (_f, p) => `The request body must be a list of ${p.min} to ${p.max} reports, each a JSON object`,
  },
  'zh-CN': {
    required: (f) => `请输入${f}`,
    select: (f) => `请选择${f}`,
    length: (f, p) => `${f}长度在 ${p.min} 到 ${p.max} 个字符`,
    maxLength: (f, p) => `${f}长度不能超过 ${p.max} 个字符`,
    email: (f) => `邮箱格式错误：${f}应形如 name@example.com`,
    digits: (f) => `手机号码格式错误：${f}只能包含数字`,
    dialCode: (f) => `${f}应为国际区号，例如 +86`,
    option: (f) => `${f}不在可选范围内，请从列表中选择`,
    usci: (f) => `${f}无效：应为 18 位数字或大写字母，且末位校验码须与营业执照一致`,
    uuid: (f) => `${f}必须是 UUID`,
    type: (f, p) => `${f}应为${typeName(p.type, 'zh-CN')}`,
    integer: (f) => `${f}必须是整数`,
    minimum: (f, p) => `${f}不能小于 ${p.limit}`,
    maximum: (f, p) => `${f}不能大于 ${p.limit}`,
    unique: (f) => `${f}不能包含重复的选项`,
    minItems: (f, p) => `${f}至少选择 ${p.limit} 项`,
    maxItems: (f, p) => `${f}最多选择 ${p.limit} 项`,
    dateTime: (f) => `${f}应为日期（YYYY-MM-DD）或日期时间（YYYY-MM-DD HH:mm:ss）`,
    timeRange: (f) => `${f}不能早于开始时间`,
    currencyPair: (f) => `${f}：一方必须为 USD，另一方为 CNY 或 CNH`,
    decimals: (f, p) => `${f}最多保留 ${p.places} 位小数`,
    calculation: (f) => `${f}与其他数字不符：利息 = 金额 × 年利率 × 天数 ÷ 365，四舍五入到分；还款总额 = 金额 + 利息`,
    text: (f) => `${f || '请求'}包含控制字符，请只使用文字、数字和标点`,
    surrogate: (f) => `${f || '请求'}包含残缺的字符（不成对的 UTF-16 代理项），无法按原样保存`,
    body: () => '请求体必须是 JSON 对象',
    reportList: (_f, p) => `请求体必须是包含 ${p.min} 到 ${p.max} 份报告的列表，每份报告为 JSON 对象`,
  },
  'zh-HK': {
    required: (f) => `請輸入${f}`,
    select: (f) => `請選擇${f}`,
    length: (f, p) => `${f}長度在 ${p.min} 到 ${p.max} 個字元`,
    maxLength: (f, p) => `${f}長度不能超過 ${p.max} 個字元`,
    email: (f) => `電郵格式錯誤：${f}應形如 name@example.com`,
    digits: (f) => `手機號碼格式錯誤：${f}只能包含數字`,
    dialCode: (f) => `${f}應為國際區號，例如 +86`,
    option: (f) => `${f}不在可選範圍內，請從列表中選擇`,
    usci: (f) => `${f}無效：應為 18 位數字或大寫字母，且末位校驗碼須與營業執照一致`,
    uuid: (f) => `${f}必須是 UUID`,
    type: (f, p) => `${f}應為${typeName(p.type, 'zh-HK')}`,
    integer: (f) => `${f}必須是整數`,
    minimum: (f, p) => `${f}不能小於 ${p.limit}`,
    maximum: (f, p) => `${f}不能大於 ${p.limit}`,
    unique: (f) => `${f}不能包含重複的選項`,
    minItems: (f, p) => `${f}至少選擇 ${p.limit} 項`,
    maxItems: (f, p) => `${f}最多選擇 ${p.limit} 項`,
    dateTime: (f) => `${f}應為日期（YYYY-MM-DD）或日期時間（YYYY-MM-DD HH:mm:ss）`,
    timeRange: (f) => `${f}不能早於開始時間`,
    currencyPair: (f) => `${f}：一方必須為 USD，另一方為 CNY 或 CNH`,
    decimals: (f, p) => `${f}最多保留 ${p.places} 位小數`,
    calculation: (f) => `${f}與其他數字不符：利息 = 金額 × 年利率 × 日數 ÷ 365，四捨五入至仙；還款總額 = 金額 + 利息`,
    text: (f) => `${f || '請求'}包含控制字元，請只使用文字、數字和標點`,
    surrogate: (f) => `${f || '請求'}包含殘缺的字元（不成對的 UTF-16 代理項），無法按原樣儲存`,
    body: () => '請求內容必須是 JSON 物件',
    reportList: (_f, p) => `請求內容必須是包含 ${p.min} 至 ${p.max} 份報告的列表，每份報告為 JSON 物件`,
  },
};

/** The message for `label` breaking `rule`, in `lang`. */
export function ruleMessage(lang: Lang, rule: Rule, label: string, params: RuleParams = {}): string {
  return RULES[lang][rule](label, params);
}

/** Messages of failures that are not about one field, and of success. */
export const MESSAGES = {
  success: { en: 'success', 'zh-CN': '成功', 'zh-HK': '成功' },
  malformedJson: {
    en: 'The request body is not valid JSON',
    'zh-CN': '请求体不是有效的 JSON',
    'zh-HK': '請求內容不是有效的 JSON',
  },
  badRequest: {
    en: 'The request could not be read',
    'zh-CN': '无法读取该请求',
    'zh-HK': '無法讀取該請求',
  },
  notFound: {
    en: 'The requested API does not exist',
    'zh-CN': '请求的接口不存在',
    'zh-HK': '請求的介面不存在',
  },
  requestTimeout: {
    en: 'The request took too long to arrive; please try again',
    'zh-CN': '请求传输超时，请重试',
    'zh-HK': '請求傳輸逾時，請重試',
  },
  headersTooLarge: {
    en: 'The request headers are too large',
    'zh-CN': '请求头过大',
    'zh-HK': '請求標頭過大',
  },
  questionnaireNotFound: {
    en: 'No questionnaire was found for this customer flag',
    'zh-CN': '未找到该客户标识对应的问卷',
    'zh-HK': '未找到該客戶標識對應的問卷',
  },
  questionnaireStep1Required: {
    en: 'Complete step 1 of the questionnaire before step 2',
    'zh-CN': '请先完成问卷第 1 步，再填写第 2 步',
    'zh-HK': '請先完成問卷第 1 步，再填寫第 2 步',
  },
  payloadTooLarge: {
    en: 'The request body is larger than {limit} KB',
    'zh-CN': '请求体超过 {limit} KB',
    'zh-HK': '請求內容超過 {limit} KB',
  },
  unsupportedMediaType: {
    en: 'Send the request body as application/json',
    'zh-CN': '请以 application/json 格式发送请求体',
    'zh-HK': '請以 application/json 格式傳送請求內容',
  },
  rateLimited: {
    en: 'Too many requests; try again in {seconds} seconds',
    'zh-CN': '请求过于频繁，请 {seconds} 秒后再试',
    'zh-HK': '請求過於頻繁，請 {seconds} 秒後再試',
  },
  internal: {
    en: 'Something went wrong on our side; please try again later',
    'zh-CN': '服务器内部错误，请稍后再试',
    'zh-HK': '伺服器內部錯誤，請稍後再試',
  },
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

/** A fixed message in `lang`, with `{name}` placeholders filled from `params`. */
export function message(lang: Lang, key: MessageKey, params: RuleParams = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
