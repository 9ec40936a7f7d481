import { screen } from '@testing-library/react';
import { pageProps, renderPage } from '../../lib/test/render-page';
import NewsDetailPage from './news-detail-page';

describe('newsDetail', () => {
  it('shows the announcement named by ?id, with its date, and sets its title', async () => {
    const props = pageProps({ id: '1' });
    await renderPage(<NewsDetailPage {...props} />);
    const title = 'Data-collection extension 8.0.10 adds an online travel booking platform';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('February 28, 2025')).toHaveAttribute('datetime', '2025-02-28');
    expect(props.setTitle).toHaveBeenCalledWith(title);
    expect(screen.getByRole('heading', { level: 2, name: 'More news' })).toBeInTheDocument();
  });

  it('quotes OTA Finance figures formatted for the language, without inventing a date', async () => {
    await renderPage(<NewsDetailPage {...pageProps({ id: '3' }, 'zh_cn')} />, { lang: 'zh_cn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'OTA 融资：为在线旅行社提供授信' })).toBeInTheDocument();
    expect(screen.getAllByText(/最高5000万美元，期限最长120天，年利率低至10%/).length).toBeGreaterThan(0);
    expect(document.querySelector('article time')).toBeNull();
  });

  it('says so for an unknown id, and links back to all news', async () => {
    const props = pageProps({ id: '99' });
    await renderPage(<NewsDetailPage {...props} />);
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that announcement" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en_us/newsDetail');
    expect(props.setTitle).not.toHaveBeenCalled();
  });

  it('lists every announcement without an id', async () => {
    await renderPage(<NewsDetailPage {...pageProps()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'News and announcements' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Financing for marketplace sellers' })).toHaveAttribute('href', '/en_us/newsDetail?id=4');
  });
});
