import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import type { ContentLang, LatestPointer } from '../../src/lib/content/types';
import { loadIndex, searchDocs, type DocsIndex } from '../../src/lib/search/search';

/*
 * What readers type, and the article each must get first: the real articles through the real
 * content build (in a child process: unified is ESM-only) and the docs remote's own search
 * function. Recall must be 100 %: every query finds its article in first place.
 */
const QUERIES: Record<ContentLang, [query: string, first: string][]> = {
  en: [
    ['payment password', 'create-a-payout'],
    ['create a payout', 'create-a-payout'],
    ['withdraw money', 'create-a-payout'],
    ['send money to a recipient', 'create-a-payout'],
    ['payout approval', 'create-a-payout'],
    ['pending approvals', 'create-a-payout'],
    ['recipient', 'create-a-payout'],
    ['paymnt pasword', 'create-a-payout'],
    ['payuot', 'create-a-payout'],
    ['convert currency', 'convert-currency'],
    ['exchange rate', 'convert-currency'],
    ['fx quote', 'convert-currency'],
    ['quote countdown', 'convert-currency'],
    ['convrt curency', 'convert-currency'],
    ['drawdown template', 'drawdown-bulk-import'],
    ['bulk import', 'drawdown-bulk-import'],
    ['download the template', 'drawdown-bulk-import'],
    ['drawd', 'drawdown-bulk-import'],
    ['kyc', 'kyc-onboarding'],
    ['open an account', 'kyc-onboarding'],
    ['register', 'kyc-onboarding'],
    ['enterprise information', 'kyc-onboarding'],
    ['personnel information', 'kyc-onboarding'],
    ['apply for marketplace financing', 'marketplace-financing-application'],
    ['credit application', 'marketplace-financing-application'],
    ['eligibility', 'marketplace-financing-application'],
    ['settlement report', 'marketplace-payment-data'],
    ['authorise your stores', 'marketplace-payment-data'],
    ['marketplace payment data', 'marketplace-payment-data'],
    ['install the extension', 'browser-extension-install'],
    ['developer install', 'browser-extension-install'],
    ['pin the extension', 'browser-extension-install'],
    ['version 8.0.9', 'browser-extension-changelog'],
    ['changelog', 'browser-extension-changelog'],
    ['release notes extension', 'browser-extension-changelog'],
    ['extension terms of use', 'browser-extension-terms'],
    ['withdraw consent', 'browser-extension-terms'],
    ['third-party platform terms', 'third-party-platform-terms'],
    ['limits of liability', 'third-party-platform-terms'],
    ["what's new", 'new-features'],
    ['new features', 'new-features'],
    ['custom role', 'role-management'],
    ['permissions', 'role-management'],
    ['roles and permissions', 'role-management'],
    ['permis', 'role-management'],
    ['custmo role', 'role-management'],
    ['add a user', 'user-management'],
    ['disable a user', 'user-management'],
    ['manage users', 'user-management'],
  ],
  'zh-CN': [
    ['提现', 'create-a-payout'],
    ['汇款', 'create-a-payout'],
    ['转账', 'create-a-payout'],
    ['支付密码', 'create-a-payout'],
    ['创建付款', 'create-a-payout'],
    ['如何提现', 'create-a-payout'],
    ['付款审批', 'create-a-payout'],
    ['提現', 'create-a-payout'],
    ['换汇', 'convert-currency'],
    ['货币兑换', 'convert-currency'],
    ['汇率', 'convert-currency'],
    ['倒计时', 'convert-currency'],
    ['貨幣兌換', 'convert-currency'],
    ['提款模板', 'drawdown-bulk-import'],
    ['批量导入单据', 'drawdown-bulk-import'],
    ['下载模板', 'drawdown-bulk-import'],
    ['开户', 'kyc-onboarding'],
    ['KYC 认证', 'kyc-onboarding'],
    ['填写企业信息', 'kyc-onboarding'],
    ['签署授权书', 'kyc-onboarding'],
    ['申请电商平台融资', 'marketplace-financing-application'],
    ['授信申请', 'marketplace-financing-application'],
    ['申请条件', 'marketplace-financing-application'],
    ['回款数据', 'marketplace-payment-data'],
    ['结算报告', 'marketplace-payment-data'],
    ['授权店铺', 'marketplace-payment-data'],
    ['安装插件', 'browser-extension-install'],
    ['开发者模式', 'browser-extension-install'],
    ['更新日志', 'browser-extension-changelog'],
    ['版本说明', 'browser-extension-changelog'],
    ['插件使用条款', 'browser-extension-terms'],
    ['撤回同意', 'browser-extension-terms'],
    ['第三方平台条款', 'third-party-platform-terms'],
    ['责任限制', 'third-party-platform-terms'],
    ['新功能', 'new-features'],
    ['自定义角色', 'role-management'],
    ['角色权限', 'role-management'],
    ['权限设置', 'role-management'],
    ['權限設置', 'role-management'],
    ['新增用户', 'user-management'],
    ['停用用户', 'user-management'],
    ['禁用用户', 'user-management'],
    ['用户管理', 'user-management'],
  ],
  'zh-HK': [
    ['提現', 'create-a-payout'],
    ['提现', 'create-a-payout'],
    ['匯款', 'create-a-payout'],
    ['支付密碼', 'create-a-payout'],
    ['建立付款', 'create-a-payout'],
    ['點樣提現', 'create-a-payout'],
    ['付款審批', 'create-a-payout'],
    ['交易記錄', 'create-a-payout'],
    ['換匯', 'convert-currency'],
    ['貨幣兌換', 'convert-currency'],
    ['货币兑换', 'convert-currency'],
    ['匯率', 'convert-currency'],
    ['倒計時', 'convert-currency'],
    ['提款範本', 'drawdown-bulk-import'],
    ['批量匯入', 'drawdown-bulk-import'],
    ['下載範本', 'drawdown-bulk-import'],
    ['開戶', 'kyc-onboarding'],
    ['KYC 認證', 'kyc-onboarding'],
    ['填寫企業資料', 'kyc-onboarding'],
    ['簽署授權書', 'kyc-onboarding'],
    ['申請電商平台融資', 'marketplace-financing-application'],
    ['授信申請', 'marketplace-financing-application'],
    ['申請條件', 'marketplace-financing-application'],
    ['回款數據', 'marketplace-payment-data'],
    ['結算報告', 'marketplace-payment-data'],
    ['授權店舖', 'marketplace-payment-data'],
    ['安裝擴充功能', 'browser-extension-install'],
    ['開發人員模式', 'browser-extension-install'],
    ['更新日誌', 'browser-extension-changelog'],
    ['版本說明', 'browser-extension-changelog'],
    ['擴充功能使用條款', 'browser-extension-terms'],
    ['撤回同意', 'browser-extension-terms'],
    ['第三方平台條款', 'third-party-platform-terms'],
    ['責任限制', 'third-party-platform-terms'],
    ['新功能', 'new-features'],
    ['自訂角色', 'role-management'],
    ['角色權限', 'role-management'],
    ['權限設定', 'role-management'],
    ['新增用戶', 'user-management'],
    ['停用用戶', 'user-management'],
    ['用戶管理', 'user-management'],
    // What a Hong Kong reader types, in Traditional script and Cantonese wording (點樣, 過數, 邊個).
    ['過數', 'create-a-payout'],
    ['點樣過數', 'create-a-payout'],
    ['匯錢', 'create-a-payout'],
    ['轉賬', 'create-a-payout'],
    ['覆核人審批', 'create-a-payout'],
    ['邊個可以審批付款', 'create-a-payout'],
    ['重設支付密碼', 'create-a-payout'],
    ['找換', 'convert-currency'],
    ['點樣換匯', 'convert-currency'],
    ['報價有效期', 'convert-currency'],
    ['填寫範本', 'drawdown-bulk-import'],
    ['下載提款範本', 'drawdown-bulk-import'],
    ['點樣開戶', 'kyc-onboarding'],
    ['註冊帳戶', 'kyc-onboarding'],
    ['登記', 'kyc-onboarding'],
    ['公司資料', 'kyc-onboarding'],
    ['融資額度', 'marketplace-financing-application'],
    ['點樣上載回款報告', 'marketplace-payment-data'],
    ['上傳結算報告', 'marketplace-payment-data'],
    ['撤銷店舖授權', 'marketplace-payment-data'],
    ['安裝插件', 'browser-extension-install'],
    ['移除擴充功能', 'browser-extension-install'],
    ['查看當前版本', 'browser-extension-changelog'],
    ['私隱政策', 'browser-extension-terms'],
    ['數據保護', 'browser-extension-terms'],
    ['OTA 融資', 'new-features'],
    ['只可檢視', 'role-management'],
    ['分配角色', 'role-management'],
    ['增加用戶', 'user-management'],
    ['編輯用戶', 'user-management'],
    ['啟用用戶', 'user-management'],
  ],
};

/*
 * The script a query is written in: each language's list needs at least 40 in its own script, so
 * the few queries in the other script (a Simplified query on a Traditional page finds its article
 * too) never make up the count. Traditional: Chinese with nothing OpenCC would still convert from
 * Simplified; Simplified: nothing it would convert from Traditional (characters both scripts
 * share count for both); English: no Chinese at all.
 */
const toTraditional = OpenCC.Converter({ from: 'cn', to: 't' });
const toSimplified = [OpenCC.Converter({ from: 't', to: 'cn' }), OpenCC.Converter({ from: 'hk', to: 'cn' })];
const HAN = /\p{Script=Han}/u;
const IN_SCRIPT: Record<ContentLang, (query: string) => boolean> = {
  en: (query) => !HAN.test(query),
  'zh-CN': (query) => HAN.test(query) && toSimplified.every((convert) => convert(query) === query),
  'zh-HK': (query) => HAN.test(query) && toTraditional(query) === query,
};

const root = path.resolve(__dirname, '../..');

describe('help centre search on the published articles (recall 100 %)', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-search-'));
  const build = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'scripts/build-content.ts'), '--out', out], { encoding: 'utf8', cwd: root });
  const indexes = new Map<ContentLang, DocsIndex>();
  const index = (lang: ContentLang) => {
    if (!indexes.has(lang)) {
      const { version } = JSON.parse(fs.readFileSync(path.join(out, 'latest.json'), 'utf8')) as LatestPointer;
      indexes.set(lang, loadIndex(fs.readFileSync(path.join(out, version, lang, 'search.json'), 'utf8')));
    }
    return indexes.get(lang) as DocsIndex;
  };
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('builds the real content', () => {
    expect(build.stderr).not.toMatch(/error/);
    expect(build.status).toBe(0);
  });

  describe.each(Object.keys(QUERIES) as ContentLang[])('%s', (lang) => {
    it(`has at least 40 queries written in ${lang}'s own script`, () => {
      expect(QUERIES[lang].filter(([query]) => IN_SCRIPT[lang](query)).length).toBeGreaterThanOrEqual(40);
    });

    it('returns the expected article first for every query', () => {
      const misses = QUERIES[lang]
        .map(([query, first]) => ({ query, first, got: searchDocs(index(lang), query).slice(0, 3).map((hit) => hit.name) }))
        .filter(({ first, got }) => got[0] !== first);
      const recall = 1 - misses.length / QUERIES[lang].length;
      process.stdout.write(`search recall ${lang}: ${(recall * 100).toFixed(1)} % of ${QUERIES[lang].length} queries\n`);
      expect(misses).toEqual([]);
    });
  });
});
