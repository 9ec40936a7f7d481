// Tests only: what a reader sees first on each page, for the server-render and hydration tests.

/** Each page this remote owns, with its h1 in English, Simplified and Traditional Chinese. */
export const PAGE_HEADINGS: readonly (readonly [path: string, en_us: string, zh_cn: string, zh_hk: string])[] = [
  ['', 'Cross-border payments, FX and trade finance', '跨境支付、外汇与贸易融资', '跨境支付、外匯與貿易融資'],
  ['About', 'About Tradewind Finance', '关于信风金融', '關於信風金融'],
  ['newsDetail', 'News and announcements', '新闻与公告', '新聞與公告'],
  ['PaymentManagement', 'Payment & FX', '收付款与换汇', '收付款與換匯'],
  ['DigitalTrade', 'Digital Trade', '数字贸易', '數字貿易'],
  ['DigitalFinance', 'Digital Finance', '数字金融', '數字金融'],
  ['DTTWhitePaper', 'Digital trade certificates: finance for every tier of the supply chain', '数字贸易凭证：让融资惠及供应链的每一级', '數字貿易憑證：讓融資惠及供應鏈的每一級'],
  ['CloudSolution', 'PO & invoice financing', '订单与发票融资', '訂單與發票融資'],
  ['InternationalTrade', 'Trade finance and export tax refunds for cross-border businesses', '为跨境企业提供贸易融资与出口退税服务', '為跨境企業提供貿易融資與出口退稅服務'],
  ['Contact', 'Contact us', '联系我们', '聯絡我們'],
  ['DemoRequest', 'Watch a demo', '观看演示', '觀看示範'],
  ['policy', 'Privacy policy', '隐私政策', '私隱政策'],
  ['404', "We can't find that page", '找不到该页面', '找不到該頁面'],
  ['amazon', 'Financing for marketplace sellers', '电商卖家融资', '電商賣家融資'],
];
