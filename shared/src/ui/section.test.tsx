import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './card-grid';
import { Section } from './section';

describe('Section', () => {
  it('is a region named by its h2, with its intro and content', () => {
    render(
      <Section heading="Why us" intro="Three reasons." eyebrow="About">
        <p>Content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Why us' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Why us' })).toBeInTheDocument();
    expect(within(region).getByText('Three reasons.')).toBeInTheDocument();
    expect(within(region).getByText('Content')).toBeInTheDocument();
  });

  it('gives its heading the id it is given, so a form elsewhere can be named by it', () => {
    render(<Section heading="Apply" headingId="apply-heading" />);
    expect(screen.getByRole('heading', { name: 'Apply' })).toHaveAttribute('id', 'apply-heading');
    expect(screen.getByRole('region', { name: 'Apply' })).toHaveAttribute('aria-labelledby', 'apply-heading');
  });

  it('adds no landmark of its own beside the page banner', () => {
    render(<Section heading="Plans" />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('CardGrid', () => {
  const items = [
    { key: 'a', title: 'Fast', body: 'In a day.', meta: 'For exporters', icon: 'check' as const },
    { key: 'b', title: 'Safe', body: 'Checked twice.', action: <a href="/more">More</a> },
  ];

  it('lists the cards, each with a heading one below the section, its line and its action', () => {
    render(<CardGrid items={items} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Fast' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('For exporters')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/more');
  });

  it('uses the heading level it is given', () => {
    render(<CardGrid items={items} headingLevel="h2" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
