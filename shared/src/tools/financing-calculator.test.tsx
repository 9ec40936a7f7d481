import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { FinancingCalculator, type FinancingCalculatorProps } from '@site/shared/tools';

const EN = { amount: /^Amount \(USD\)/, tenor: /^Tenor \(days\)/, rate: /^Annual rate \(%\)/, submit: 'Calculate' };

function renderCalculator(props: Partial<FinancingCalculatorProps> = {}) {
  const onTalk = jest.fn();
  render(
    <Suspense fallback={<p>loading</p>}>
      <FinancingCalculator lang="en_us" product="OTA_FINANCE" onTalk={onTalk} {...props} />
    </Suspense>,
  );
  return onTalk;
}

async function calculate(user: ReturnType<typeof userEvent.setup>, values: { amount?: string; tenor?: string; rate?: string }, names = EN) {
  if (values.amount) await user.type(screen.getByRole('textbox', { name: names.amount }), values.amount);
  if (values.tenor) await user.type(screen.getByRole('textbox', { name: names.tenor }), values.tenor);
  if (values.rate) await user.type(screen.getByRole('textbox', { name: names.rate }), values.rate);
  await user.click(screen.getByRole('button', { name: names.submit }));
}

describe('FinancingCalculator', () => {
  it('is a form that, without JavaScript, sends its answers to its own page and comes back to the calculator', async () => {
    renderCalculator();
    const form = await screen.findByRole('form', { name: 'What would OTA financing cost?' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '#financing-calculator');
    expect(form.closest('#financing-calculator')).not.toBeNull();
    expect(within(form).getByRole('textbox', { name: EN.amount })).toHaveAttribute('name', 'amount');
  });

  it('answers the answers its form sent (the page’s query) on its first render: the figures beside the answers as typed', async () => {
    renderCalculator({ query: { amount: '100,000', tenor: '90', rate: '10', utm_source: 'mail' } });
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    expect(screen.getByRole('textbox', { name: EN.amount })).toHaveValue('100,000');
    expect(within(screen.getByRole('status')).getByText('Total repayment').nextElementSibling).toHaveTextContent('$102,465.75');
  });

  it('shows each broken bound of the answers its form sent, keeping them as typed, with no figures', async () => {
    renderCalculator({ query: { amount: '<b>lots</b>', tenor: '121' } });
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    expect(screen.getByRole('textbox', { name: EN.amount })).toHaveValue('<b>lots</b>');
    expect(screen.getByRole('textbox', { name: EN.tenor })).toHaveAccessibleDescription(/This financing runs for up to 120 days$/);
    expect(screen.getByRole('textbox', { name: EN.amount })).toHaveAccessibleDescription(/Enter the amount as a number, for example 100,000$/);
    expect(screen.getByRole('textbox', { name: EN.rate })).toHaveAccessibleDescription(/Enter an annual rate$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows interest and total repayment with the formula and the day count', async () => {
    const user = userEvent.setup();
    renderCalculator();
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    expect(screen.getByText(/starts from 10% a year, for up to 120 days and up to \$50,000,000/)).toBeInTheDocument();
    await calculate(user, { amount: '100,000', tenor: '90', rate: '10' });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Interest').nextElementSibling).toHaveTextContent('$2,465.75');
    expect(within(status).getByText('Total repayment').nextElementSibling).toHaveTextContent('$102,465.75');
    expect(status).toHaveTextContent('Interest = $100,000.00 × 10% × 90 ÷ 365 = $2,465.75.');
    expect(screen.getByText(/Day count: actual\/365/)).toBeInTheDocument();
  });

  it('refuses figures outside the product’s terms, keeping what was typed, and names each bound', async () => {
    const user = userEvent.setup();
    renderCalculator();
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    await calculate(user, { amount: '50,000,000.01', tenor: '121', rate: '9.99' });
    const amount = screen.getByRole('textbox', { name: EN.amount });
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('50,000,000.01');
    expect(amount).toHaveAccessibleDescription(/This financing goes up to \$50,000,000$/);
    expect(screen.getByRole('textbox', { name: EN.tenor })).toHaveAccessibleDescription(/This financing runs for up to 120 days$/);
    expect(screen.getByRole('textbox', { name: EN.rate })).toHaveAccessibleDescription(/The rate starts at 10%$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // A message goes as soon as its answer changes; the others stay.
    await user.clear(amount);
    await user.type(amount, '50,000,000');
    expect(amount).not.toHaveAccessibleDescription(/This financing goes up to/);
    expect(screen.getByRole('textbox', { name: EN.tenor })).toHaveAccessibleDescription(/up to 120 days$/);
  });

  it('accepts the published edges: 120 days at 10% on USD 50 million', async () => {
    const user = userEvent.setup();
    renderCalculator();
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    await calculate(user, { amount: '50000000', tenor: '120', rate: '10' });
    expect(screen.getByRole('status')).toHaveTextContent('Total repayment$51,643,835.62');
  });

  it('talks to us with the figures only when the visitor ticks that they agree', async () => {
    const user = userEvent.setup();
    const onTalk = renderCalculator({ product: 'PAYMENT_FINANCING' });
    await screen.findByRole('heading', { name: 'What would payment financing cost?' });
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(onTalk).toHaveBeenLastCalledWith(undefined);
    await calculate(user, { amount: '1,000,000', tenor: '30', rate: '8' });
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(onTalk).toHaveBeenLastCalledWith(undefined);
    const consent = screen.getByRole('checkbox', { name: 'Share these figures with our team in my request' });
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(onTalk).toHaveBeenLastCalledWith({ product: 'PAYMENT_FINANCING', amount: 1_000_000, currency: 'USD', tenorDays: 30, annualRatePercent: 8, interest: 6575.34, total: 1_006_575.34 });
  });

  it('asks again for consent when the figures change', async () => {
    const user = userEvent.setup();
    const onTalk = renderCalculator();
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    await calculate(user, { amount: '200,000', tenor: '60', rate: '10.5' });
    await user.click(screen.getByRole('checkbox', { name: /^Share these figures/ }));
    await user.clear(screen.getByRole('textbox', { name: EN.tenor }));
    await user.type(screen.getByRole('textbox', { name: EN.tenor }), '90');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('checkbox', { name: /^Share these figures/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(onTalk).toHaveBeenLastCalledWith(undefined);
  });

  it('speaks Simplified Chinese, with amounts in the page’s language', async () => {
    const user = userEvent.setup();
    renderCalculator({ lang: 'zh_cn', product: 'MARKETPLACE_FINANCING' });
    await screen.findByRole('heading', { name: '电商卖家融资要花多少？' });
    await calculate(user, { amount: '２００，０００', tenor: '60', rate: '12' }, { amount: /^金额（美元）/, tenor: /^期限（天）/, rate: /^年利率（%）/, submit: '计算' });
    expect(screen.getByRole('status')).toHaveTextContent('还款总额US$203,945.21');
  });

  it('zh_hk: a tenor past 120 days is refused in Traditional Chinese', async () => {
    const user = userEvent.setup();
    renderCalculator({ lang: 'zh_hk' });
    await screen.findByRole('heading', { name: 'OTA 融資要花多少？' });
    await calculate(user, { amount: '1000', tenor: '121', rate: '10' }, { amount: /^金額（美元）/, tenor: /^期限（天）/, rate: /^年利率（%）/, submit: '計算' });
    expect(screen.getByRole('textbox', { name: /^期限（天）/ })).toHaveAccessibleDescription(/此融資期限最長為 120 日$/);
  });
});
