import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createI18n, useTreeLanguageGate } from './create-i18n';

/*
 * A move to a page in another language arrives as a transition (the router's): the page's strings
 * must follow, not stay in the old language with the new address.
 */
function Page({ lang }: { lang: 'en' | 'zh-HK' }) {
  useTreeLanguageGate(lang);
  const { t } = useTranslation('shell');
  return <p>{t('greeting')}</p>;
}

it('switches the strings of a page to the language of a move made in a transition', async () => {
  const i18n = createI18n({ ns: ['shell'], load: async (lng) => ({ greeting: lng === 'en' ? 'Welcome' : '歡迎' }) });
  const moves: { to?: (lang: 'en' | 'zh-HK') => void } = {};
  function App() {
    const [lang, setLang] = useState<'en' | 'zh-HK'>('en');
    useEffect(() => {
      moves.to = setLang;
    }, []);
    return (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Page lang={lang} />
        </Suspense>
      </I18nextProvider>
    );
  }
  // The router moves to another page in a transition, as a click on the language switcher does.
  const move = (lang: 'en' | 'zh-HK') => act(() => startTransition(() => moves.to?.(lang)));
  render(<App />);
  expect(await screen.findByText('Welcome')).toBeInTheDocument();
  move('zh-HK');
  expect(await screen.findByText('歡迎')).toBeInTheDocument();
  move('en');
  expect(await screen.findByText('Welcome')).toBeInTheDocument();
});
