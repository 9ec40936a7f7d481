import { act, fireEvent, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { siteStore } from '@site/shared/store';
import { parcelDefinition } from './app/parcel';
import { listBusinessTypes } from './features/application/api/list-business-types';
import { clearBusinessTypes } from './features/application/loaders';

// The home page is a large tree: role queries over it are slow on a busy machine.
jest.setTimeout(30_000);

jest.mock('./features/application/api/list-business-types', () => ({ listBusinessTypes: jest.fn() }));
jest.mocked(listBusinessTypes).mockResolvedValue([]);
beforeEach(clearBusinessTypes);

/**
 * Renders the parcel at `path` as the shell mounts it (src/routes.ts's pages inside the layout), and
 * lets React finish what it suspended on (the page's chunk, its first data): inside a synchronous
 * act() (Testing Library's render) React drops the retry of a component that suspended on `use`.
 */
function renderRoot(path: string, query: Record<string, string> = {}) {
  const navigate = jest.fn();
  const setTitle = jest.fn();
  const props: RemoteProps = { lang: 'en_us', path, query, navigate, setTitle };
  const view = (async (): Promise<RenderResult> => {
    let result: RenderResult | undefined;
    await act(async () => {
      result = render(parcelElement(parcelDefinition, props));
    });
    if (!result) throw new Error('render did not run.');
    return result;
  })();
  return { navigate, setTitle, view, props };
}

describe('the pages of src/routes.ts, in the micro-site’s own layout', () => {
  it('draws its own header, main, quick bar and footer', async () => {
    const { setTitle, view } = renderRoot('/');
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: '出口退税，从单证到到账一站办理' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('港股上市集团成员')).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/exportdrawback');
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '服务定价' })).toHaveAttribute('href', '/exportdrawback/FixPrice');
    expect(within(nav).getByRole('link', { name: '资源中心' })).toHaveAttribute('href', '/exportdrawback/info');
    // The header's, and the same in the phone's menu without JavaScript.
    for (const login of within(banner).getAllByRole('link', { name: /登录/ })) {
      expect(login).toHaveAttribute('target', '_blank');
      expect(login.getAttribute('href')).toContain('productType=EXPORT_DRAWBACK');
      expect(login.getAttribute('href')).toContain('action=login');
    }
    // A link to the apply page, so that it works without JavaScript.
    expect(within(banner).getByRole('link', { name: '免费试用' })).toHaveAttribute('href', '/exportdrawback/apply');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const quickBar = screen.getByRole('complementary', { name: '快捷服务' });
    const chat = within(quickBar).getByRole('button', { name: '微信咨询' });
    expect(within(quickBar).queryByRole('img', { name: '企业微信咨询二维码' })).not.toBeInTheDocument();
    fireEvent.click(chat);
    expect(chat).toHaveAttribute('aria-expanded', 'true');
    expect(within(quickBar).getByRole('img', { name: '企业微信咨询二维码' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(chat).toHaveAttribute('aria-expanded', 'false');
    expect(chat).toHaveFocus();
    expect(within(quickBar).getByRole('link', { name: '咨询热线 +852 3618 8800' })).toHaveAttribute('href', 'tel:+85236188800');
    expect(within(quickBar).getByRole('link', { name: '回到顶部' })).toHaveAttribute('href', '#edb-top');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'contact@tradewind.example' })).toHaveAttribute('href', 'mailto:contact@tradewind.example');
    expect(within(footer).getByText('周一至周五 09:00-17:30')).toBeInTheDocument();
    expect(setTitle).toHaveBeenCalledWith('出口退税一站式服务');
    // The host's setTitle here writes nothing: the title falls back to the same '{title} | 信风出口退税'.
    expect(document.title).toBe('出口退税一站式服务 | 信风出口退税');
  });

  it('speaks Chinese whatever language it is given, and leaves the site language and the document to its host', async () => {
    siteStore.getState().setLang('en_us');
    document.documentElement.lang = 'en';
    const { view } = renderRoot('/');
    const { unmount } = await view;
    const heading = await screen.findByRole('heading', { level: 1, name: '出口退税，从单证到到账一站办理' });
    // Its own tree is marked Chinese; <html lang> is the shell's (or the QA page's) to set.
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    expect(siteStore.getState().lang).toBe('en_us');
    expect(document.documentElement.lang).toBe('en');
    unmount();
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/FixPrice', '服务定价'],
    ['/info', '资源中心'],
    ['/source', '政策来源'],
    ['/SourcePage', '退税原理'],
    ['/apply', '申请免费试用'],
    ['/subscCons', '订阅咨询'],
  ])('%s renders one h1 "%s" and sets that title', async (path, title) => {
    const { setTitle, view } = renderRoot(path);
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(setTitle).toHaveBeenCalledWith(title);
  });

  it('says "联系我们获取报价" instead of inventing a price', async () => {
    await renderRoot('/FixPrice').view;
    await screen.findByRole('heading', { level: 1, name: '服务定价' });
    expect(screen.getAllByText('联系我们获取报价')).toHaveLength(3);
    expect(document.body.textContent).not.toMatch(/[¥￥$]\s?\d/);
  });

  it('keeps channelId on links inside the micro-site', async () => {
    await renderRoot('/', { channelId: 'abc123' }).view;
    await screen.findByRole('heading', { level: 1 });
    const links = within(screen.getByRole('banner')).getAllByRole('link', { name: '服务定价' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/exportdrawback/FixPrice?channelId=abc123');
  });

  it('free trial goes to the form on a page that has one, else to the apply page', async () => {
    Element.prototype.scrollIntoView = jest.fn();
    const home = renderRoot('/');
    const { unmount } = await home.view;
    await screen.findByRole('form', { name: '申请免费试用' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: '免费试用' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '姓' })).toHaveFocus();
    expect(home.navigate).not.toHaveBeenCalled();
    unmount();

    const pricing = renderRoot('/FixPrice', { channelId: 'abc123' });
    await pricing.view;
    await screen.findByRole('heading', { level: 1, name: '服务定价' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: '免费试用' }));
    expect(pricing.navigate).toHaveBeenCalledWith('/apply?channelId=abc123');
  });

  it('says an unknown path has no page, keeps its address, and links back to the home and the sections with the channel', async () => {
    const { navigate, view } = renderRoot('/no-such-page', { channelId: 'abc123' });
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: '没有找到这个页面' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '返回出口退税首页' })).toHaveAttribute('href', '/exportdrawback?channelId=abc123');
    const ways = within(main).getByRole('navigation', { name: '您可能想看' });
    for (const [name, href] of [
      ['政策来源', '/exportdrawback/source'],
      ['退税原理', '/exportdrawback/SourcePage'],
      ['服务定价', '/exportdrawback/FixPrice'],
      ['资源中心', '/exportdrawback/info'],
      ['申请免费试用', '/exportdrawback/apply'],
    ]) {
      expect(within(ways).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', `${href}?channelId=abc123`);
    }
    // The address is not replaced: the visitor sees what they typed, and Back works as usual.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends another letter case or a trailing slash to the page’s own path, replacing the address, with the channel', async () => {
    const { navigate, view } = renderRoot('/fixprice', { channelId: 'abc123' });
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: '服务定价' })).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/FixPrice?channelId=abc123', { replace: true }));
    const principle = renderRoot('/sourcepage/');
    await principle.view;
    await waitFor(() => expect(principle.navigate).toHaveBeenCalledWith('/SourcePage', { replace: true }));
  });

  it('keeps the header and footer as the visitor moves, and starts reading at the new page', async () => {
    const { props, view } = renderRoot('/FixPrice');
    const { rerender } = await view;
    await screen.findByRole('heading', { level: 1, name: '服务定价' });
    const banner = screen.getByRole('banner');
    await act(async () => rerender(parcelElement(parcelDefinition, { ...props, path: '/info' })));
    expect(await screen.findByRole('heading', { level: 1, name: '资源中心' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(banner);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(props.setTitle).toHaveBeenLastCalledWith('资源中心');
  });
});
