import { LANG_STORAGE_KEY as STORAGE_KEY } from '@site/shared/lang';
import { GUESSED_COOKIE, followStoredLanguage } from './stored-language';

const at = (href: string) => {
  const url = new URL(href, 'http://site.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, replace: jest.fn() } as unknown as Location & { replace: jest.Mock };
};

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${GUESSED_COOKIE}=; path=/; max-age=0`;
});

test('after a guess from the browser languages, the stored language wins and the page moves to it', () => {
  window.localStorage.setItem(STORAGE_KEY, 'CN');
  document.cookie = `${GUESSED_COOKIE}=1; path=/`;
  const location = at('/en_us/About?id=2#team');
  expect(followStoredLanguage(location)).toBe(true);
  expect(location.replace).toHaveBeenCalledWith('/zh_cn/About?id=2#team');
  // The guess is settled: the next page does not move again.
  expect(document.cookie).not.toContain(`${GUESSED_COOKIE}=1`);
});

test('a page the visitor chose (no guess) stays, whatever is stored', () => {
  window.localStorage.setItem(STORAGE_KEY, 'CN');
  const location = at('/en_us/About');
  expect(followStoredLanguage(location)).toBe(false);
  expect(location.replace).not.toHaveBeenCalled();
});

test('a guess that matches the stored language, or nothing stored, stays', () => {
  document.cookie = `${GUESSED_COOKIE}=1; path=/`;
  window.localStorage.setItem(STORAGE_KEY, 'HK');
  const same = at('/zh_hk/Contact');
  expect(followStoredLanguage(same)).toBe(false);
  document.cookie = `${GUESSED_COOKIE}=1; path=/`;
  window.localStorage.clear();
  const none = at('/en_us/Contact');
  expect(followStoredLanguage(none)).toBe(false);
  expect(same.replace).not.toHaveBeenCalled();
  expect(none.replace).not.toHaveBeenCalled();
});
