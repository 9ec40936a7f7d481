import { aboutPath, sectionIndexFromQuery } from './section-from-query';

describe('sectionIndexFromQuery (?id=1..4)', () => {
  it.each([
    ['1', 0],
    ['2', 1],
    ['3', 2],
    ['4', 3],
  ])('?id=%s selects section %i', (id, index) => {
    expect(sectionIndexFromQuery(id)).toBe(index);
  });

  it.each([undefined, '', '0', '5', '-1', 'abc', '2.5', ' 2', '02x'])('falls back to the first section for %p', (id) => {
    expect(sectionIndexFromQuery(id)).toBe(0);
  });

  it('builds the path the footer links use', () => {
    expect(aboutPath(2)).toBe('/About?id=3');
  });
});
