import { screen } from '@testing-library/react';
import { renderWithI18n } from '../demo-request/test-utils';
import { DemoButton } from './demo-button';

// Its link for a browser without JavaScript is in <noscript>, which React renders only on the
// server: e2e/tests/site/no-js-forms.spec.ts follows it.
describe('DemoButton', () => {
  it('is a button with JavaScript, naming what the demo is of', async () => {
    renderWithI18n(<DemoButton subject="OTA Finance" />);
    const button = await screen.findByRole('button', { name: /^Watch a demo/ });
    expect(button).toHaveTextContent('Watch a demo: OTA Finance');
  });
});
