import { screen, waitFor } from '@testing-library/react';
import { setupFakeApi } from '@site/shared/testing/api';
import { fakeApi } from '../test/fake-api';
import { renderWithI18n } from '../lib/render-with-i18n';
import { Root } from './root';

const server = setupFakeApi();
beforeEach(() => fakeApi(server));

const props = { lang: 'en_us' as const, query: {}, setTitle: jest.fn() };

describe('Root', () => {
  it('routes /OTAFinance to the landing page, one h1 and the published offer', async () => {
    renderWithI18n(<Root {...props} path="/OTAFinance" navigate={jest.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Working capital for online travel agencies' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const facts = screen.getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['Up to USD 50 million', 'Up to 120 days', 'From 10% p.a.', 'About 5 business days']);
    expect(screen.getByRole('link', { name: 'Get your indicative limit' })).toHaveAttribute('href', '/en_us/Questionnaire1');
    expect(screen.getByRole('button', { name: 'How much can we borrow?' })).toHaveAttribute('aria-expanded', 'false');
    // The financing-cost calculator sits in its own section, below the FAQ.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Estimate what financing costs')).toBe(headings.indexOf('Frequently asked questions') + 1);
  });

  it('routes the questionnaire paths to their pages', async () => {
    const navigate = jest.fn();
    const { rerender } = renderWithI18n(<Root {...props} path="/Questionnaire1" navigate={navigate} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact information' })).toBeInTheDocument();
    rerender(<Root {...props} path="/ProgressBar" navigate={navigate} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluating your profile' })).toBeInTheDocument();
  });

  it('sends a path it does not serve to the landing page', async () => {
    const navigate = jest.fn();
    renderWithI18n(<Root {...props} path="/" navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/OTAFinance'));
  });

  it('speaks Simplified Chinese on zh_cn', async () => {
    renderWithI18n(<Root {...props} lang="zh_cn" path="/OTAFinance" navigate={jest.fn()} />, { lang: 'zh_cn' });
    expect(await screen.findByRole('heading', { level: 1, name: '为在线旅行社提供营运资金' })).toBeInTheDocument();
    expect(screen.getByText('最高 5000万美元')).toBeInTheDocument();
  });
});
