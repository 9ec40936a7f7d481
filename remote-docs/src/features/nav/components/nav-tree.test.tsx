import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleEntry, CategoryNode } from '../../../lib/content/types';
import { renderWithI18n } from '../../../test/render';
import { NavTree } from './nav-tree';

const tree: CategoryNode[] = [
  {
    key: 'User Guide',
    label: 'User Guide',
    articles: [],
    children: [
      { key: 'User Guide/Payment', label: 'Payment', articles: ['create-a-payout', 'convert-currency'], children: [] },
      { key: 'User Guide/Users and Permissions', label: 'Users and Permissions', articles: ['user-management'], children: [] },
    ],
  },
];
const articles = [
  ['create-a-payout', 'Create a payout'],
  ['convert-currency', 'Convert currency'],
  ['user-management', 'Manage users'],
].map(([name, title]) => ({ name, title }) as ArticleEntry);

describe('NavTree', () => {
  it('opens the category chain of the article on screen and marks its link', async () => {
    renderWithI18n(<NavTree tree={tree} articles={articles} current="create-a-payout" isHome={false} />);
    expect(await screen.findByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Users and Permissions' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Create a payout' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Manage users' })).not.toBeInTheDocument();
  });

  it('folds and unfolds groups with their disclosure buttons and navigates through the shell', async () => {
    const navigate = jest.fn();
    const user = userEvent.setup();
    renderWithI18n(<NavTree tree={tree} articles={articles} isHome />, { navigate });
    const group = await screen.findByRole('button', { name: 'Users and Permissions' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Manage users' }));
    expect(navigate).toHaveBeenCalledWith('/docs/user-management');
    expect(screen.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/en_us/docs/user-management');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Manage users' })).not.toBeInTheDocument();
  });

  it('opens the chain again when a search result leads to an article in a folded group', async () => {
    const { rerender } = renderWithI18n(<NavTree tree={tree} articles={articles} isHome />);
    expect(await screen.findByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'false');
    rerender(<NavTree tree={tree} articles={articles} current="convert-currency" isHome={false} />);
    expect(screen.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Convert currency' })).toHaveAttribute('aria-current', 'page');
  });

  it('has one button that folds the whole menu (shown on small screens)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<NavTree tree={tree} articles={articles} isHome />);
    const toggle = await screen.findByRole('button', { name: 'Browse articles' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Help centre articles' }).id).toBe(toggle.getAttribute('aria-controls'));
  });
});
