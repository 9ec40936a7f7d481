import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteStore } from '@site/shared/store';
import { holdIntersections } from '@site/shared/testing/intersection';
import { renderWithI18n } from '../../../lib/render-with-i18n';
import { FinancingCalculatorSlot } from './financing-calculator-slot';

/** The region that mounts remote-marketing's drawer, when the page has one. */
const drawerRegion = (container: HTMLElement) => container.querySelector('[data-remote="marketing/DemoRequest"]');

async function calculate(user: ReturnType<typeof userEvent.setup>, amount: string, tenor: string, rate: string) {
  await user.type(screen.getByRole('textbox', { name: /^Amount \(USD\)/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /^Tenor \(days\)/ }), tenor);
  await user.type(screen.getByRole('textbox', { name: /^Annual rate/ }), rate);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

afterEach(() => siteStore.getState().closeDemoRequest());

describe('FinancingCalculatorSlot (OTA Finance)', () => {
  it('loads nothing of the calculator until the visitor scrolls near it', () => {
    const held = holdIntersections();
    try {
      const { container } = renderWithI18n(<FinancingCalculatorSlot lang="en_us" navigate={jest.fn()} />);
      expect(container.firstElementChild).toBeEmptyDOMElement();
      expect(held.observers[0]?.options?.rootMargin).toBe('400px 0px');
    } finally {
      held.restore();
    }
  });

  it('prices OTA financing within its published terms: up to USD 50 million, 120 days, from 10%', async () => {
    const user = userEvent.setup();
    renderWithI18n(<FinancingCalculatorSlot lang="en_us" navigate={jest.fn()} />);
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    await calculate(user, '50,000,000', '121', '9.5');
    expect(screen.getByRole('textbox', { name: /^Tenor/ })).toHaveAccessibleDescription(/This financing runs for up to 120 days$/);
    expect(screen.getByRole('textbox', { name: /^Annual rate/ })).toHaveAccessibleDescription(/The rate starts at 10%$/);
    expect(screen.getByRole('textbox', { name: /^Tenor/ })).toHaveValue('121');
    await user.clear(screen.getByRole('textbox', { name: /^Tenor/ }));
    await user.type(screen.getByRole('textbox', { name: /^Tenor/ }), '120');
    await user.clear(screen.getByRole('textbox', { name: /^Annual rate/ }));
    await user.type(screen.getByRole('textbox', { name: /^Annual rate/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Interest = $50,000,000.00 × 10% × 120 ÷ 365 = $1,643,835.62.');
  });

  it('"Talk to us" asks for the Watch-a-Demo drawer for OTA Finance, with the figures only when ticked, and hosts it', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderWithI18n(<FinancingCalculatorSlot lang="en_us" navigate={jest.fn()} />);
    await screen.findByRole('heading', { name: 'What would OTA financing cost?' });
    expect(drawerRegion(container)).toBeNull();
    await calculate(user, '200,000', '60', '10.5');
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(siteStore.getState().demoRequest).toMatchObject({ open: true, product: 'OTA_FINANCE', estimate: undefined });
    expect(drawerRegion(container)).not.toBeNull();
    siteStore.getState().closeDemoRequest();
    await user.click(screen.getByRole('checkbox', { name: 'Share these figures with our team in my request' }));
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(siteStore.getState().demoRequest).toMatchObject({
      open: true,
      product: 'OTA_FINANCE',
      estimate: { product: 'OTA_FINANCE', amount: 200_000, currency: 'USD', tenorDays: 60, annualRatePercent: 10.5, interest: 3452.05, total: 203_452.05 },
    });
    // Unit tests cannot reach another remote: the region says so beside the button, with Retry.
    const region = await screen.findByText('This part of the page could not be loaded.');
    expect(within(region.parentElement as HTMLElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Traditional Chinese on zh_hk', async () => {
    renderWithI18n(<FinancingCalculatorSlot lang="zh_hk" navigate={jest.fn()} />, { lang: 'zh_hk' });
    expect(await screen.findByRole('heading', { name: 'OTA 融資要花多少？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '聯絡我們' })).toBeInTheDocument();
  });
});
