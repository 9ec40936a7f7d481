import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createI18n, I18nextProvider } from '@site/shared/i18n';
import { SiteNavProvider } from '@site/shared/ui';
import en from '../../../locales/en/shell.json';
import zhHK from '../../../locales/zh-HK/shell.json';
import { RouteTableProvider } from '../../../lib/site-routes';
import { Footer } from './footer';

function renderFooter(lang: 'en_us' | 'zh_hk', legal: Parameters<typeof Footer>[0]['legal']) {
  const i18n = createI18n({ ns: ['shell'], resources: { en: { shell: en }, 'zh-HK': { shell: zhHK } }, fixedLang: lang === 'en_us' ? 'en' : 'zh-HK' });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RouteTableProvider table={{ routes: [], aliases: {}, outside: {}, nav: [] }}>
          <SiteNavProvider lang={lang} navigate={() => undefined}>
            <Footer isHome={false} legal={legal} />
          </SiteNavProvider>
        </RouteTableProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('footer trust lines (company.json "legal")', () => {
  it('shows the registered office and each licence above the copyright, as text', () => {
    const footer = renderFooter('zh_hk', {
      registeredOffice: '香港中環示例道1號<b>1樓</b>',
      licences: ['金錢服務經營者牌照號碼 00-00-00000'],
    });
    expect(within(footer).getByText('註冊地址：香港中環示例道1號<b>1樓</b>')).toBeInTheDocument();
    expect(within(footer).getByText('金錢服務經營者牌照號碼 00-00-00000')).toBeInTheDocument();
    expect(footer.querySelector('b')).toBeNull();
  });

  it('shows only the copyright while the company has confirmed no line', () => {
    const footer = renderFooter('en_us', { licences: [] });
    expect(within(footer).queryByText(/Registered office/)).toBeNull();
    expect(within(footer).getByText(/All rights reserved/)).toBeInTheDocument();
  });
});
