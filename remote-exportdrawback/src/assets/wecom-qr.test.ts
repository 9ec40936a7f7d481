import fs from 'node:fs';
import path from 'node:path';
import { TextEncoder } from 'node:util';
import { company } from '@site/shared/env';
import { renderWecomQr } from '../../scripts/wecom-qr.cjs';

// The qrcode library encodes with TextEncoder, which jsdom (this project's environment) lacks.
beforeAll(() => {
  Object.assign(globalThis, { TextEncoder });
});

describe('the quick bar QR code', () => {
  it('encodes company.wecomUrl (run `pnpm --filter @site/remote-exportdrawback gen:qr` after changing it)', async () => {
    const committed = fs.readFileSync(path.join(__dirname, 'wecom-qr.svg'), 'utf8');
    expect(committed).toBe(await renderWecomQr(company.wecomUrl));
  });
});
