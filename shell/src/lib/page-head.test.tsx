import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeadTags, PageHead, SERVED_HEAD_END, SERVED_HEAD_START, type HeadInput } from './page-head';

const about: HeadInput = {
  origin: 'https://www.tradewind.example',
  lang: 'zh_hk',
  title: '關於我們 | 信風金融',
  description: '上市供應鏈金融集團的國際業務平台。',
  siteName: '信風金融',
  canonicalPath: '/zh_hk/About',
  alternatesBelow: '/About',
  indexable: true,
};
const contact: HeadInput = { ...about, title: '聯絡我們 | 信風金融', description: '預約產品演示，或查詢收付款及貿易融資。', canonicalPath: '/zh_hk/Contact', alternatesBelow: '/Contact' };

/** The head as the site's server serves it: the same component, between its markers, beside the page's stylesheet. */
function serve(input: HeadInput) {
  document.head.innerHTML = `<meta charset="utf-8"><!--${SERVED_HEAD_START}-->${renderToStaticMarkup(<HeadTags {...input} organization />)}<!--${SERVED_HEAD_END}--><link rel="stylesheet" href="/page.css">`;
}

const head = () => ({
  title: document.title,
  titles: document.head.querySelectorAll('title').length,
  descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
  canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
  alternates: [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
  organization: document.head.querySelectorAll('script[type="application/ld+json"]').length,
  stylesheets: document.head.querySelectorAll('link[rel="stylesheet"]').length,
});

describe('the page head', () => {
  it('is served with every tag a crawler and a link preview read', () => {
    serve(about);
    expect(head()).toEqual({
      title: '關於我們 | 信風金融',
      titles: 1,
      descriptions: ['上市供應鏈金融集團的國際業務平台。'],
      canonicals: ['https://www.tradewind.example/zh_hk/About'],
      alternates: [
        'en https://www.tradewind.example/en_us/About',
        'zh-CN https://www.tradewind.example/zh_cn/About',
        'zh-HK https://www.tradewind.example/zh_hk/About',
        'x-default https://www.tradewind.example/About',
      ],
      organization: 1,
      stylesheets: 1,
    });
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('zh_HK');
  });

  it('takes the served head\'s place after a move, one set of tags, the page\'s stylesheet untouched', () => {
    serve(about);
    const { rerender } = render(<PageHead {...contact} />);
    expect(head()).toMatchObject({
      title: '聯絡我們 | 信風金融',
      titles: 1,
      descriptions: ['預約產品演示，或查詢收付款及貿易融資。'],
      canonicals: ['https://www.tradewind.example/zh_hk/Contact'],
      organization: 0,
      stylesheets: 1,
    });
    expect(head().alternates).toHaveLength(4);

    // The next move updates the same tags.
    rerender(<PageHead {...about} indexable={false} />);
    expect(head()).toMatchObject({ title: '關於我們 | 信風金融', titles: 1, canonicals: ['https://www.tradewind.example/zh_hk/About'] });
    expect(document.head.querySelectorAll('meta[name="robots"][content="noindex"]')).toHaveLength(1);
  });
});
