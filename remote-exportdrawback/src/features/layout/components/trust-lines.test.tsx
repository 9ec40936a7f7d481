import { screen, within } from '@testing-library/react';
import { renderMicro } from '../../../lib/testing';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

describe('the micro-site states only confirmed company facts (company.json "legal")', () => {
  it('names the stock code beside the listing once it is confirmed', async () => {
    await renderMicro(<SiteHeader stockCode="0000.HK" />);
    expect(within(screen.getByRole('banner')).getByText('港股上市集团成员（股票代码 0000.HK）')).toBeInTheDocument();
  });

  it('states the listing alone while no stock code is confirmed', async () => {
    await renderMicro(<SiteHeader stockCode={undefined} />);
    expect(within(screen.getByRole('banner')).getByText('港股上市集团成员')).toBeInTheDocument();
  });

  it('adds the registered office and licence lines to the footer, as text', async () => {
    await renderMicro(<SiteFooter legal={{ registeredOffice: '深圳市示例路1号<i>A座</i>', licences: ['备案编号 示例-0001'] }} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('注册地址：深圳市示例路1号<i>A座</i>')).toBeInTheDocument();
    expect(within(footer).getByText('备案编号 示例-0001')).toBeInTheDocument();
    expect(footer.querySelector('i')).toBeNull();
  });
});
