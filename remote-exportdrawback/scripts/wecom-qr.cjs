// @ts-check
/**
 * The quick bar's chat QR code encodes `company.wecomUrl` from @site/shared/env.
 * It is generated once into a static SVG (no QR library in the browser bundle); the jest test
 * `src/assets/wecom-qr.test.ts` fails when the committed file no longer matches the URL.
 */
const path = require('node:path');
const QRCode = require('qrcode');

// company.json sits beside the env entry point of @site/shared (its exports map hides the file).
const company = require(path.join(path.dirname(require.resolve('@site/shared/env')), 'company.json'));

/** @param {string} [url] @returns {Promise<string>} the SVG of the QR code of the WeCom contact link */
function renderWecomQr(url = company.wecomUrl) {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#0d1b2eff', light: '#ffffffff' },
  });
}

module.exports = { renderWecomQr, wecomUrl: company.wecomUrl };
