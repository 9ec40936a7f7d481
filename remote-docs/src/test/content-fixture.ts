import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = path.join(__dirname, '..', '..');

const fm = (fields: readonly string[]) => `---\n${fields.join('\n')}\n---\n`;

/**
 * A small help centre in the three languages, written as the docs team writes articles:
 * `create-a-payout` in each language, `convert-currency` in English and Simplified Chinese only
 * (Traditional Chinese reads the Simplified text), with an image and a table of contents.
 */
const ARTICLES: Readonly<Record<string, string>> = {
  'assets/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240"><rect width="640" height="240"/></svg>',
  'en/create-a-payout.md': `${fm(['title: Create a payout', 'date: 2025-03-01', 'tags: [payout]', 'categories: [User Guide, Payment]', 'summary: Send money to a recipient, approved by a maker and a checker.'])}
A payout sends money from one of your funding accounts to a recipient.

![The maker submits the payout and the checker approves it](assets/flow.svg)

## Before you start

You need your payment password, which is separate from your login password.

## Submit the payout

Choose the recipient, enter the amount and submit. Then see [Convert currency](convert-currency).
`,
  'zh-CN/create-a-payout.md': `${fm(['title: 创建付款', 'date: 2025-03-01', 'tags: [付款]', 'categories: [User Guide, Payment]', 'categories_zh: [用户指南, 支付]'])}
付款将资金从您的付款账户发送给收款人。

## 开始之前

您需要支付密码，它与登录密码不同。
`,
  'zh-HK/create-a-payout.md': `${fm(['title: 建立付款', 'date: 2025-03-01', 'tags: [付款]', 'categories: [User Guide, Payment]', 'categories_zh: [用戶指南, 支付]'])}
付款會將資金從您的付款賬戶發送給收款人。

## 開始之前

您需要支付密碼，它與登入密碼不同。
`,
  'en/convert-currency.md': `${fm(['title: Convert currency', 'date: 2025-02-10', 'tags: [fx]', 'categories: [User Guide, Payment]'])}
Get a quote and confirm it before the countdown ends.
`,
  'zh-CN/convert-currency.md': `${fm(['title: 货币兑换', 'date: 2025-02-10', 'tags: [换汇]', 'categories: [User Guide, Payment]', 'categories_zh: [用户指南, 支付]'])}
获取报价，并在倒计时结束前确认。
`,
};

/** Builds the fixture articles with the real content build into a temp dir; returns its content-dist. */
export function buildContentFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-render-'));
  const content = path.join(root, 'content');
  const files = { ...ARTICLES, 'data/drawdown-template.json': fs.readFileSync(path.join(PACKAGE, 'content/data/drawdown-template.json'), 'utf8') };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    fs.writeFileSync(path.join(content, file), text);
  }
  const out = path.join(root, 'content-dist');
  // unified is ESM-only: the build runs in a child process, as scripts/content/build.test.ts does.
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(PACKAGE, 'scripts/build-content.ts'), '--content', content, '--out', out], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the fixture content did not build:\n${result.stderr}`);
  return out;
}
