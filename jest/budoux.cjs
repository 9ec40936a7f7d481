// BudouX's CommonJS entry also loads its HTML processor, whose DOM (linkedom) is published only as
// ES modules; the site uses the parser and the Chinese models alone, as its browser build does.
const path = require('node:path');

// Its own files by path: jest maps the name 'budoux' to this file.
const dist = path.join(__dirname, '..', 'shared', 'node_modules', 'budoux', 'dist');
const { Parser } = require(path.join(dist, 'parser.js'));
const { model: zhHansModel } = require(path.join(dist, 'data', 'models', 'zh-hans.js'));
const { model: zhHantModel } = require(path.join(dist, 'data', 'models', 'zh-hant.js'));

module.exports = { Parser, zhHansModel, zhHantModel };
