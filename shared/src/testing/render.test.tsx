import { screen } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { createI18n, useTranslation } from '@site/shared/i18n';
import { siteStore } from '@site/shared/store';
import { loadStrings, remoteProps, renderInParcel } from './render';

const i18n = createI18n({
  ns: ['demo'],
  load: async (lng) => ({ en: { hello: 'Hello' }, 'zh-CN': { hello: '你好' }, 'zh-HK': { hello: '你好' } })[lng],
});

const Place = createContext('nowhere');
function Greeting() {
  const { t } = useTranslation();
  return (
    <p>
      {t('hello')} {useContext(Place)}
    </p>
  );
}
const Here = ({ children }: { children: ReactNode }) => <Place.Provider value="here">{children}</Place.Provider>;

describe('renderInParcel', () => {
  it('renders with the instance, in the language the host gives, which the site store follows', async () => {
    renderInParcel(<Greeting />, { i18n, lang: 'zh_cn', wrapper: Here });
    expect(await screen.findByText('你好 here')).toBeInTheDocument();
    expect(siteStore.getState().lang).toBe('zh_cn');
  });

  it('keeps the providers on rerender', async () => {
    const { rerender } = renderInParcel(<Greeting />, { i18n, lang: 'en_us', wrapper: Here });
    expect(await screen.findByText('Hello here')).toBeInTheDocument();
    rerender(<Greeting />);
    expect(screen.getByText('Hello here')).toBeInTheDocument();
  });

  it('shows the strings on the first render once loadStrings has loaded them', async () => {
    await loadStrings(i18n, 'zh_hk');
    renderInParcel(<Greeting />, { i18n, lang: 'zh_hk' });
    expect(screen.getByText('你好 nowhere')).toBeInTheDocument();
  });
});

describe('remoteProps', () => {
  it('is a host’s props with spies', () => {
    const props = remoteProps({ path: '/About', query: { id: '2' } });
    props.navigate('/Contact');
    expect(props).toMatchObject({ lang: 'en_us', path: '/About', query: { id: '2' } });
    expect(props.navigate).toHaveBeenCalledWith('/Contact');
  });
});
