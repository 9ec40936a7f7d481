// @ts-check
// Writes src/assets/wecom-qr.svg. Run after changing company.wecomUrl: pnpm --filter @site/remote-exportdrawback gen:qr
const fs = require('node:fs');
const path = require('node:path');
const { renderWecomQr, wecomUrl } = require('./wecom-qr.cjs');

renderWecomQr().then((svg) => {
  const target = path.join(__dirname, '../src/assets/wecom-qr.svg');
  fs.writeFileSync(target, svg);
  console.log(`wrote ${path.relative(process.cwd(), target)} for ${wecomUrl}`);
});
