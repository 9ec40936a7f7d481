import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../lib/test/render-page';
import FinancingCalculator from './financing-calculator';

async function calculate(user: ReturnType<typeof userEvent.setup>, values: { amount: string; tenor: string; rate: string }, names = { amount: 'Amount (USD)', tenor: 'Tenor (days)', rate: 'Annual rate (%)', submit: 'Calculate' }) {
  if (values.amount) await user.type(screen.getByRole('textbox', { name: new RegExp(`^${names.amount.replace(/[()%]/g, '\\$&')}`) }), values.amount);
  if (values.tenor) await user.type(screen.getByRole('textbox', { name: new RegExp(`^${names.tenor.replace(/[()%]/g, '\\$&')}`) }), values.tenor);
  if (values.rate) await user.type(screen.getByRole('textbox', { name: new RegExp(`^${names.rate.replace(/[()%]/g, '\\$&')}`) }), values.rate);
  await user.click(screen.getByRole('button', { name: names.submit }));
}

describe('FinancingCalculator', () => {
  it('shows interest and total repayment with the formula and the day count', async () => {
    const user = userEvent.setup();
    await renderPage(<FinancingCalculator lang="en_us" product="ota" demoProduct="PAYMENT_FX" />);
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    await calculate(user, { amount: '100,000', tenor: '90', rate: '10' });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Interest').nextElementSibling).toHaveTextContent('$2,465.75');
    expect(within(status).getByText('Total repayment').nextElementSibling).toHaveTextContent('$102,465.75');
    expect(status).toHaveTextContent('Interest = $100,000.00 × 10% × 90 ÷ 365 = $2,465.75.');
    expect(screen.getByText(/Day count: actual\/365/)).toBeInTheDocument();
  });

  it('refuses a tenor and a rate outside the product’s terms, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderPage(<FinancingCalculator lang="en_us" product="ota" demoProduct="PAYMENT_FX" />);
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    await calculate(user, { amount: '100000', tenor: '121', rate: '9.5' });
    const tenor = screen.getByRole('textbox', { name: /^Tenor/ });
    expect(tenor).toHaveFocus();
    expect(tenor).toHaveValue('121');
    expect(tenor).toHaveAccessibleDescription(/This financing runs for up to 120 days/);
    expect(screen.getByRole('textbox', { name: /^Annual rate/ })).toHaveAccessibleDescription(/The rate starts at 10%/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens the demo drawer for the product, with the figures only when the visitor agrees', async () => {
    const user = userEvent.setup();
    const demo = { open: jest.fn() };
    await renderPage(<FinancingCalculator lang="en_us" product="payment" demoProduct="PAYMENT_FX" />, { demo });
    await screen.findByRole('heading', { name: 'What would payment financing cost?' });
    await calculate(user, { amount: '5,000,001', tenor: '30', rate: '8' });
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(/This financing goes up to \$5,000,000$/);
    await user.clear(screen.getByRole('textbox', { name: /^Amount/ }));
    await calculate(user, { amount: '1,000,000', tenor: '', rate: '' });
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(demo.open).toHaveBeenLastCalledWith('PAYMENT_FX', undefined);
    await user.click(screen.getByRole('checkbox', { name: 'Share these figures with our team in my request' }));
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(demo.open).toHaveBeenLastCalledWith('PAYMENT_FX', 'Your estimate: $1,000,000.00 for 30 days at 8% a year, interest $6,575.34, total repayment $1,006,575.34.');
  });

  it('formats in the page’s language', async () => {
    const user = userEvent.setup();
    await renderPage(<FinancingCalculator lang="zh_cn" product="marketplace" demoProduct="PAYMENT_FX" />, { lang: 'zh_cn' });
    await screen.findByRole('heading', { name: '电商卖家融资要花多少？' });
    await calculate(user, { amount: '２００，０００', tenor: '60', rate: '12' }, { amount: '金额（美元）', tenor: '期限（天）', rate: '年利率（%）', submit: '计算' });
    expect(screen.getByRole('status')).toHaveTextContent('还款总额US$203,945.21');
  });
});
