import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdIntersections } from '@site/shared/testing/intersection';
import { renderPage } from '../../lib/test/render-page';
import EligibilityCheck from './eligibility-check';
import { EligibilityCheckSlot } from './lazy-tool';

async function fill(user: ReturnType<typeof userEvent.setup>, answers: { months: string; sales: string; rating: string }, labels = { months: /Months your store/, sales: /Average monthly sales/, rating: /Store rating/ }) {
  await user.type(screen.getByRole('textbox', { name: labels.months }), answers.months);
  await user.type(screen.getByRole('textbox', { name: labels.sales }), answers.sales);
  await user.type(screen.getByRole('textbox', { name: labels.rating }), answers.rating);
}

describe('EligibilityCheck', () => {
  it('says every condition is met and offers the application when all four pass', async () => {
    const user = userEvent.setup();
    await renderPage(<EligibilityCheck lang="en_us" />);
    await screen.findByRole('heading', { name: 'Check your store in a minute' });
    await fill(user, { months: '6', sales: '5,000', rating: '4.0' });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.keyboard('{Enter}');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your store meets all four conditions.');
    expect(within(status).getAllByText('Met')).toHaveLength(4);
    expect(status).toHaveTextContent('You can apply for financing of up to USD 1 million');
    const apply = within(status).getByRole('link', { name: /^Apply now/ });
    expect(new URLSearchParams(apply.getAttribute('href')?.split('?')[1]).get('scenario')).toBe('AMAZON_SC');
  });

  it('names the conditions that fail, in plain words, with no application link', async () => {
    const user = userEvent.setup();
    await renderPage(<EligibilityCheck lang="en_us" />);
    await screen.findByRole('heading', { name: 'Check your store in a minute' });
    await fill(user, { months: '5', sales: '12000', rating: '3.9' });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your store meets 1 of the 4 conditions.');
    expect(status).toHaveTextContent('Operating for 5 months: we need at least 6 months.');
    expect(status).toHaveTextContent('Average monthly sales of USD 12,000: at least USD 5,000, as required.');
    expect(status).toHaveTextContent('A rating of 3.9: we need 4.0 or higher.');
    expect(status).toHaveTextContent('A store with a serious violation cannot apply.');
    expect(within(status).queryByRole('link')).toBeNull();
  });

  it('keeps what was typed, ties each message to its field and focuses the first', async () => {
    const user = userEvent.setup();
    await renderPage(<EligibilityCheck lang="en_us" />);
    await screen.findByRole('heading', { name: 'Check your store in a minute' });
    await user.type(screen.getByRole('textbox', { name: /Store rating/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Check eligibility' }));
    const months = screen.getByRole('textbox', { name: /Months your store/ });
    expect(months).toHaveFocus();
    expect(months).toHaveAccessibleDescription(/Enter how many months your store has operated/);
    const rating = screen.getByRole('textbox', { name: /Store rating/ });
    expect(rating).toHaveValue('7');
    expect(rating).toHaveAccessibleDescription(/A store rating is at most 5/);
    expect(screen.getByRole('group', { name: /serious violation/ })).toHaveAccessibleDescription('Choose Yes or No');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is a form back to itself that answers the answers it sent (the page’s query) beside them as typed', async () => {
    await renderPage(<EligibilityCheck lang="en_us" query={{ months: '8', sales: '4,000', rating: '4.5', violations: 'no', utm_source: 'mail' }} />);
    const form = await screen.findByRole('form', { name: 'Check your store in a minute' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '#eligibility-check');
    expect(form.closest('#eligibility-check')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: /Average monthly sales/ })).toHaveValue('4,000');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your store meets 3 of the 4 conditions.');
    expect(status).toHaveTextContent('Average monthly sales of USD 4,000');
  });

  it('takes no answer for the violations question but its two choices from the query, and says so', async () => {
    await renderPage(<EligibilityCheck lang="en_us" query={{ months: '<b>6</b>', sales: '5000', rating: '4', violations: 'maybe' }} />);
    await screen.findByRole('form', { name: 'Check your store in a minute' });
    expect(screen.getByRole('textbox', { name: /Months your store/ })).toHaveValue('<b>6</b>');
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: /serious violation/i })).toHaveAccessibleDescription(/./);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(document.querySelector('b')).toBeNull();
  });

  it('speaks Simplified Chinese on /zh_cn', async () => {
    const user = userEvent.setup();
    await renderPage(<EligibilityCheck lang="zh_cn" />, { lang: 'zh_cn' });
    await screen.findByRole('heading', { name: '一分钟自查店铺资格' });
    await fill(user, { months: '12', sales: '２０，０００', rating: '4.5' }, { months: /店铺已经营月数/, sales: /月均销售额/, rating: /店铺评分/ });
    await user.click(screen.getByRole('radio', { name: '没有' }));
    await user.click(screen.getByRole('button', { name: '检查资格' }));
    expect(screen.getByRole('status')).toHaveTextContent('您的店铺符合全部四项条件。');
    expect(screen.getByRole('status')).toHaveTextContent('月均销售额 20,000 美元：达到不低于 5,000 美元的要求。');
  });
});

describe('EligibilityCheckSlot', () => {
  it('keeps an empty box until the visitor scrolls near it, then loads the tool', async () => {
    const held = holdIntersections();
    try {
      const { container } = await renderPage(<EligibilityCheckSlot lang="en_us" />);
      expect(container.firstElementChild).toBeEmptyDOMElement();
      expect(held.observers[0]?.options?.rootMargin).toBe('400px 0px');
    } finally {
      held.restore();
    }
    await renderPage(<EligibilityCheckSlot lang="en_us" />);
    expect(await screen.findByRole('heading', { name: 'Check your store in a minute' })).toBeInTheDocument();
  });
});
