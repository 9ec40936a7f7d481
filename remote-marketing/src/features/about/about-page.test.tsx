import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageProps, renderPage } from '../../lib/test/render-page';
import AboutPage from './about-page';

describe('About tabs', () => {
  it('selects the tab named by ?id and shows its panel', async () => {
    await renderPage(<AboutPage {...pageProps({ id: '2' })} />);
    const tab = await screen.findByRole('tab', { name: 'Milestones' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Milestones');
    expect(screen.getByRole('heading', { level: 2, name: 'Our milestones' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Who we are' })).toHaveAttribute('tabindex', '-1');
  });

  it('places each milestone in the sequence, and dates the one the record dates', async () => {
    await renderPage(<AboutPage {...pageProps({ id: '2' })} />);
    await screen.findByRole('heading', { level: 2, name: 'Our milestones' });
    const labels = [...document.querySelectorAll('ol > li > p:first-child')].map((label) => label.textContent);
    expect(labels).toEqual(['Stage 1 of 6', 'Stage 2 of 6', 'Stage 3 of 6', 'Stage 4 of 6', 'Stage 5 of 6 · February 2025', 'Stage 6 of 6']);
  });

  it('says the sequence and the month in Chinese words', async () => {
    await renderPage(<AboutPage {...pageProps({ id: '2' }, 'zh_cn')} />, { lang: 'zh_cn' });
    await screen.findByRole('heading', { level: 2, name: '发展历程' });
    const labels = [...document.querySelectorAll('ol > li > p:first-child')].map((label) => label.textContent);
    expect(labels[0]).toBe('第 1 阶段（共 6 个）');
    expect(labels[4]).toBe('第 5 阶段（共 6 个）· 2025年2月');
  });

  it.each([['9'], ['abc'], ['0']])('falls back to the first tab for ?id=%s', async (id) => {
    await renderPage(<AboutPage {...pageProps({ id })} />);
    expect(await screen.findByRole('tab', { name: 'Who we are' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
  });

  it("links each tab to its own address, in the page's language, so that it opens without scripts", async () => {
    await renderPage(<AboutPage {...pageProps({ id: '1' }, 'zh_hk')} />, { lang: 'zh_hk' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['/zh_hk/About?id=1', '/zh_hk/About?id=2', '/zh_hk/About?id=3', '/zh_hk/About?id=4']);
  });

  it('has one h1 and four tabs in ?id order', async () => {
    await renderPage(<AboutPage {...pageProps()} />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Who we are', 'Milestones', 'Partners', 'Technology']);
  });

  it('changes the query on click and with the arrow, Home and End keys, moving focus', async () => {
    const props = pageProps({ id: '1' });
    const view = await renderPage(<AboutPage {...props} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Partners' }));
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=3');

    view.rerender(<AboutPage {...props} query={{ id: '3' }} />);
    const partners = await screen.findByRole('tab', { name: 'Partners', selected: true });
    act(() => partners.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=4');
    expect(screen.getByRole('tab', { name: 'Technology' })).toHaveFocus();

    view.rerender(<AboutPage {...props} query={{ id: '4' }} />);
    await userEvent.keyboard('{ArrowRight}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=1');
    await userEvent.keyboard('{End}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=4');

    view.rerender(<AboutPage {...props} query={{ id: '1' }} />);
    act(() => screen.getByRole('tab', { name: 'Who we are' }).focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=4');
    await userEvent.keyboard('{Home}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=1');
    expect(screen.getByRole('tab', { name: 'Who we are' })).toHaveFocus();
  });

  it('moves from the focused tab when keys come faster than the new address renders', async () => {
    // The address changes at once; the page re-renders with the new ?id a moment later. Keys
    // pressed in between must move from where focus is, as a fast keyboard user expects.
    const props = pageProps({ id: '2' });
    await renderPage(<AboutPage {...props} />);
    act(() => screen.getByRole('tab', { name: 'Milestones' }).focus());
    await userEvent.keyboard('{End}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=4');
    expect(screen.getByRole('tab', { name: 'Technology' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=1');
    expect(screen.getByRole('tab', { name: 'Who we are' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(props.navigate).toHaveBeenLastCalledWith('/About?id=4');
  });
});
