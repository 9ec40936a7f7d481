import { screen } from '@testing-library/react';
import { pageProps, renderPage } from '../../lib/test/render-page';
import AmazonPage from './amazon-page';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('amazon', () => {
  it('sends Apply now to registration with E_FINANCE, AMAZON_SC and the current query, in a new tab', async () => {
    window.history.replaceState(null, '', '/en_us/amazon?utm_campaign=spring');
    await renderPage(<AmazonPage {...pageProps({ utm_campaign: 'spring' })} />);
    const links = await screen.findAllByRole('link', { name: /^Apply now/ });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const params = new URLSearchParams(link.getAttribute('href')?.split('?')[1]);
      expect([params.get('productType'), params.get('scenario'), params.get('action'), params.get('utm_campaign')]).toEqual(['E_FINANCE', 'AMAZON_SC', 'register', 'spring']);
    }
  });

  it('states the figures and the four published eligibility conditions', async () => {
    await renderPage(<AmazonPage {...pageProps()} />);
    await screen.findByRole('heading', { level: 1, name: 'Financing for marketplace sellers' });
    for (const text of ['Up to USD 1 million', 'Within 24 hours', 'Within 48 hours']) expect(screen.getByText(text, { selector: 'dd' })).toBeInTheDocument();
    for (const text of [
      'Your store has operated for at least 6 months',
      'Its average monthly sales are at least USD 5,000',
      'Its store rating is 4.0 or higher',
      'It has no serious violations',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(4);
  });
});
