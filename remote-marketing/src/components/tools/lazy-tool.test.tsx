import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdIntersections } from '@site/shared/testing/intersection';
import { renderPage } from '../../lib/test/render-page';
import { FinancingCalculatorSlot } from './lazy-tool';

describe('FinancingCalculatorSlot', () => {
  it('loads nothing until the visitor scrolls near it', async () => {
    const held = holdIntersections();
    try {
      const { container } = await renderPage(<FinancingCalculatorSlot lang="en_us" product="PAYMENT_FINANCING" demoProduct="PAYMENT_FX" />);
      expect(container.firstElementChild).toBeEmptyDOMElement();
      expect(held.observers[0]?.options?.rootMargin).toBe('400px 0px');
    } finally {
      held.restore();
    }
  });

  it('opens the demo drawer for the page’s product, with the figures only when the visitor agrees', async () => {
    const user = userEvent.setup();
    const demo = { open: jest.fn() };
    await renderPage(<FinancingCalculatorSlot lang="en_us" product="MARKETPLACE_FINANCING" demoProduct="PAYMENT_FX" />, { demo });
    await screen.findByRole('heading', { name: 'What would marketplace financing cost?' });
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '1,000,000');
    await user.type(screen.getByRole('textbox', { name: /^Tenor/ }), '30');
    await user.type(screen.getByRole('textbox', { name: /^Annual rate/ }), '8');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(demo.open).toHaveBeenLastCalledWith('PAYMENT_FX', undefined);
    await user.click(screen.getByRole('checkbox', { name: 'Share these figures with our team in my request' }));
    await user.click(screen.getByRole('button', { name: 'Talk to us' }));
    expect(demo.open).toHaveBeenLastCalledWith('PAYMENT_FX', expect.objectContaining({ product: 'MARKETPLACE_FINANCING', amount: 1_000_000, tenorDays: 30, interest: 6575.34 }));
  });
});
