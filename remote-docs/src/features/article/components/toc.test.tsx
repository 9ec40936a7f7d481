import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../../test/render';
import { Toc } from './toc';

describe('Toc', () => {
  it('lists h2 and h3 as fragment links and marks the current one', async () => {
    document.body.innerHTML = '<h2 id="before-you-start">Before you start</h2><h3 id="第一步">第一步</h3>';
    renderWithI18n(
      <Toc
        headings={[
          { depth: 2, id: 'before-you-start', text: 'Before you start' },
          { depth: 3, id: '第一步', text: '第一步' },
        ]}
      />,
    );
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#before-you-start', `#${encodeURIComponent('第一步')}`]);
    // jsdom lays nothing out: every heading is at the top, so the last one has passed the spy line.
    expect(await screen.findByRole('link', { name: '第一步', current: true })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Before you start' })).not.toHaveAttribute('aria-current');
  });

  it('renders nothing for an article without headings', async () => {
    renderWithI18n(<Toc headings={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
