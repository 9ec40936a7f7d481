import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createI18n, I18nextProvider } from '@site/shared/i18n';
import { SiteNavProvider } from '@site/shared/ui';
import en from '../../../locales/en/shell.json';
import type { SiteRouteTable } from '../../../config/route-table';
import { RouteTableProvider } from '../../../lib/site-routes';
import { Header } from './header';

const table: SiteRouteTable = {
  routes: [],
  aliases: {},
  outside: {},
  nav: [
    { group: 'products', order: 10, remote: 'marketing', to: '/PaymentManagement', label: { en_us: 'Payments & FX' } },
    { group: 'company', order: 10, remote: 'marketing', to: '/About', label: { en_us: 'About us' } },
  ],
};

function header() {
  const i18n = createI18n({ ns: ['shell'], resources: { en: { shell: en } }, fixedLang: 'en' });
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en_us/About']}>
        <RouteTableProvider table={table}>
          <SiteNavProvider lang="en_us" navigate={() => undefined}>
            <Header />
          </SiteNavProvider>
        </RouteTableProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** The disclosure whose summary reads `name`. */
const disclosure = (name: string) => {
  const summary = within(screen.getAllByRole('navigation', { name: 'Main' })[0] ?? document.body).getByText(name).closest('summary');
  if (!summary?.parentElement) throw new Error(`No menu named ${name}.`);
  return { summary, details: summary.parentElement as HTMLDetailsElement };
};

describe('the header', () => {
  it('is served as disclosures that open as HTML: every menu and the language list are in the page, none hidden by an attribute', () => {
    const html = renderToString(header());
    expect(html.match(/<details/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain('Payments &amp; FX');
    // A `hidden` list would stay hidden when the browser opens its disclosure without JavaScript.
    expect(html).not.toMatch(/<ul[^<>]*hidden/);
  });

  it('opens a menu from its summary, and Escape closes it and returns focus there', () => {
    render(header());
    const products = disclosure('Products');
    expect(products.details.open).toBe(false);
    fireEvent.click(products.summary);
    expect(products.details.open).toBe(true);
    expect(within(products.details).getByRole('link', { name: 'Payments & FX' })).toBeVisible();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(products.details.open).toBe(false);
    expect(products.summary).toHaveFocus();
  });

  it('closes a menu when the visitor clicks outside it, or picks a link in it', () => {
    render(header());
    const company = disclosure('Company');
    fireEvent.click(company.summary);
    fireEvent.pointerDown(document.body);
    expect(company.details.open).toBe(false);
    fireEvent.click(company.summary);
    fireEvent.click(within(company.details).getByRole('link', { name: 'About us' }));
    expect(company.details.open).toBe(false);
  });
});
