import { filterAreaCodes } from './area-code-search';

const options = [
  { id: 'CN', areaCode: '+86', areaName: 'China +86' },
  { id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' },
  { id: 'SG', areaCode: '+65', areaName: 'Singapore +65' },
  { id: 'TW', areaCode: '+886', areaName: 'Taiwan +886' },
  { id: 'UK', areaCode: '+44', areaName: 'United Kingdom +44' },
  { id: 'US', areaCode: '+1', areaName: 'United States +1' },
  { id: 'CA', areaCode: '+1', areaName: 'Canada +1' },
];
const ids = (query: string, list = options) => filterAreaCodes(list, query).map((option) => option.id);

describe('area-code search', () => {
  it('lists everything for an empty query', () => {
    expect(ids('')).toHaveLength(options.length);
    expect(ids('   ')).toHaveLength(options.length);
  });

  it('finds by area name, anywhere and in any case', () => {
    expect(ids('kong')).toEqual(['HK']);
    expect(ids('UNITED')).toEqual(['UK', 'US']);
    expect(ids('  singapore ')).toEqual(['SG']);
  });

  it('finds by dial code with or without the plus sign', () => {
    expect(ids('852')).toEqual(['HK']);
    expect(ids('+852')).toEqual(['HK']);
    expect(ids('+1')).toEqual(['US', 'CA']);
  });

  it('matches dial codes from their start, not in the middle', () => {
    expect(ids('86')).toEqual(['CN']);
    expect(ids('8')).toEqual(['CN', 'HK', 'TW']);
    expect(ids('52')).toEqual([]);
  });

  it('finds by the full label as shown in the box', () => {
    expect(ids('Hong Kong +852')).toEqual(['HK']);
  });

  it('finds Chinese names', () => {
    const zh = [
      { id: 'HK', areaCode: '+852', areaName: '中国香港 +852' },
      { id: 'SG', areaCode: '+65', areaName: '新加坡 +65' },
    ];
    expect(ids('香港', zh)).toEqual(['HK']);
    expect(ids('65', zh)).toEqual(['SG']);
  });

  it('finds nothing for an unknown name', () => {
    expect(ids('Atlantis')).toEqual([]);
  });
});
